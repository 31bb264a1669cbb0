import { Alert, Anchor, Button, Card, Center, List, Loader, Stack, Text, Title } from "@mantine/core";
import {
  type CurrentUser,
  isStimeAccount,
  paths,
  type StimeHelpLink,
  stimeHelpLinks,
  supportCentreUrl,
} from "@ondine/domain";
import { Link, useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { usePublicConfig } from "../../../api/public-config";
import { currentLanguage } from "../../../i18n/i18n";
import { useLocationSelection } from "../use-location-selection";

const stimeLinkOrder: StimeHelpLink[] = ["usageGuide", "wifiKeyGuide", "videos", "afterSalesRequest"];

/**
 * /working-site (docs/product.md#locations-selection): for an account without any location. Anyone who
 * has one is sent home; the page explains, and points to help: stime
 * accounts to their four guides, others to the support centre, in the
 * interface's language. NO_RESULTS (docs/product.md#errors) modal said what the page says
 *: its one action of its own, leaving an account an admin is
 * logged in as, is on the page instead.
 */
export function WorkingSitePage({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocationSelection(user.id);
  const config = usePublicConfig();
  const hasNoLocation = state.status === "emptied" && state.error === "NO_RESULTS";

  useEffect(() => {
    if (state.status !== "requesting" && !hasNoLocation) void navigate({ to: paths.home, replace: true });
  }, [state.status, hasNoLocation, navigate]);

  if (!hasNoLocation) {
    return (
      <Center mih="40vh" role="status" aria-label={t("workingSite.checking")}>
        <Loader type="dots" />
      </Center>
    );
  }

  const portalUrl = config.data?.support_portal_url;
  const language = currentLanguage();
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{t("workingSite.title")}</Title>
        <Text c="dimmed" size="lg">
          {t("workingSite.subtitle")}
        </Text>
      </Stack>
      <Alert color="ocean" variant="light" radius="md" title={t("workingSite.infoTitle")}>
        {t("workingSite.info")}
      </Alert>
      {user.fake && (
        <Button component={Link} to={paths.resetLogAs} preload={false} w="fit-content">
          {t("workingSite.leaveAccount")}
        </Button>
      )}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t("workingSite.helpTitle")}
          </Title>
          <Text>{t("workingSite.help")}</Text>
          {portalUrl &&
            (isStimeAccount(user) ? (
              <List spacing="xs">
                {stimeLinkOrder.map((link) => (
                  <List.Item key={link}>
                    <Anchor href={stimeHelpLinks(portalUrl, language)[link]} target="_blank" rel="noopener noreferrer">
                      {t(`workingSite.stimeLinks.${link}`)}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            ) : (
              <Anchor href={supportCentreUrl(portalUrl, language)} target="_blank" rel="noopener noreferrer" fw={600}>
                {t("workingSite.supportCentre")}
              </Anchor>
            ))}
        </Stack>
      </Card>
    </Stack>
  );
}
