import { Anchor, Text } from "@mantine/core";
import { paths, type SiteAvailabilityLevel } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { AvailabilityAlert } from "../../../components/availability-alert";
import { formatDateTime } from "../../../i18n/format-date-time";

interface SiteAvailabilityAlertProps {
  siteName: string;
  level: SiteAvailabilityLevel;
  /** ISO 8601, null when the site never reported. */
  lastFullRefresh: string | null;
}

/** SPEC §2 "Home": an alert when the selected site is down or degraded, with a link to supervision. */
export function SiteAvailabilityAlert({ siteName, level, lastFullRefresh }: SiteAvailabilityAlertProps) {
  const { t } = useTranslation();
  return (
    <AvailabilityAlert
      level={level}
      radius="md"
      title={(alerted) =>
        t(alerted === "down" ? "home.alerts.downTitle" : "home.alerts.degradedTitle", { site: siteName })
      }
    >
      {(alerted) => (
        <>
          <Text size="sm">
            {t(
              alerted === "down"
                ? "home.alerts.down"
                : alerted === "degradedAps"
                  ? "home.alerts.degradedAps"
                  : "home.alerts.degraded",
            )}
            {lastFullRefresh && ` ${t("home.alerts.lastUpdate", { date: formatDateTime(lastFullRefresh) })}`}
          </Text>
          <Anchor component={Link} to={paths.networkMonitoring} size="sm" fw={600} mt={6} display="inline-block">
            {t("home.alerts.seeSupervision")}
          </Anchor>
        </>
      )}
    </AvailabilityAlert>
  );
}
