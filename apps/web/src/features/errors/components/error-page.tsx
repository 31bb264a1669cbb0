import { Button, Stack, Text, Title } from "@mantine/core";
import { paths } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { WavesIllustration } from "../../../components/illustrations/waves-illustration";
import { errorPageContent } from "../error-page-content";

interface ErrorPageProps {
  /** The key from /errors/{errorKey}; unknown or missing keys show "not found". */
  errorKey?: string;
}

/** docs/product.md#home-screen error page: a title, the key's message and a way back home. */
export function ErrorPage({ errorKey }: ErrorPageProps) {
  const { t } = useTranslation();
  const content = errorPageContent(errorKey);
  return (
    <Stack align="center" justify="center" ta="center" gap="md" mih="60vh" maw={560} mx="auto" px="md">
      <WavesIllustration />
      <Title order={1}>{t(`errors.pages.${content}.title`)}</Title>
      <Text c="dimmed" size="lg">
        {t(`errors.pages.${content}.message`)}
      </Text>
      <Button component={Link} to={paths.home} size="md" mt="sm">
        {t("errors.backHome")}
      </Button>
    </Stack>
  );
}
