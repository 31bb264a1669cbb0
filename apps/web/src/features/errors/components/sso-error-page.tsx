import { Button, Code, Stack, Text, Title } from "@mantine/core";
import { isSsoErrorCode, paths } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { Trans, useTranslation } from "react-i18next";
import { WavesIllustration } from "../../../components/illustrations/waves-illustration";

interface SsoErrorPageProps {
  /** The identity provider's error, shown as a reference for support. */
  error: string;
  /** A signed-in visitor is offered home, not the sign-in page they would be sent away from. */
  isSignedIn: boolean;
}

/**
 * docs/product.md#accounts-users /support/sso_error/{error}: the generic message, then what went
 * wrong when the error is one the server names (docs/api.md "Single sign-on").
 */
export function SsoErrorPage({ error, isSignedIn }: SsoErrorPageProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" justify="center" ta="center" gap="md" mih="60vh" maw={560} mx="auto" px="md">
      <WavesIllustration />
      <Title order={1}>{t("errors.sso.title")}</Title>
      <Text c="dimmed" size="lg">
        {t("errors.sso.message")}
      </Text>
      {isSsoErrorCode(error) && <Text>{t(`errors.sso.reasons.${error}`)}</Text>}
      <Text size="sm" c="dimmed">
        <Trans i18nKey="errors.sso.reference" values={{ error }} components={{ code: <Code /> }} />
      </Text>
      {isSignedIn ? (
        <Button component={Link} to={paths.home} size="md" mt="sm">
          {t("errors.backHome")}
        </Button>
      ) : (
        <Button component={Link} to={paths.login} size="md" mt="sm">
          {t("errors.sso.backToLogin")}
        </Button>
      )}
    </Stack>
  );
}
