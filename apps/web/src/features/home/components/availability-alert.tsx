import { Alert, Anchor, Text } from "@mantine/core";
import { isDegradedLevel, paths, type SiteAvailabilityLevel } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format-date-time";

interface AvailabilityAlertProps {
  siteName: string;
  level: SiteAvailabilityLevel;
  /** ISO 8601, null when the site never reported. */
  lastFullRefresh: string | null;
}

/** SPEC §2 "Home": an alert when the selected site is down or degraded, with a link to supervision. */
export function AvailabilityAlert({ siteName, level, lastFullRefresh }: AvailabilityAlertProps) {
  const { t } = useTranslation();
  const isDown = level === "down";
  if (!isDown && !isDegradedLevel(level)) return null;
  return (
    <Alert
      color={isDown ? "red" : "orange"}
      variant="light"
      radius="md"
      role="alert"
      title={t(isDown ? "home.alerts.downTitle" : "home.alerts.degradedTitle", { site: siteName })}
    >
      <Text size="sm">
        {t(isDown ? "home.alerts.down" : level === "degradedAps" ? "home.alerts.degradedAps" : "home.alerts.degraded")}
        {lastFullRefresh && ` ${t("home.alerts.lastUpdate", { date: formatDateTime(lastFullRefresh) })}`}
      </Text>
      <Anchor component={Link} to={paths.networkMonitoring} size="sm" fw={600} mt={6} display="inline-block">
        {t("home.alerts.seeSupervision")}
      </Anchor>
    </Alert>
  );
}
