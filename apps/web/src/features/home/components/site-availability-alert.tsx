import { Anchor, Text } from "@mantine/core";
import { paths, type SiteAvailabilityLevel, type SiteAvailabilityReason } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { AvailabilityAlert, availabilityReasonKey } from "../../../components/availability-alert";
import { AvailabilitySince } from "../../../components/availability-since";
import { formatDateTime } from "../../../i18n/format-date-time";

interface SiteAvailabilityAlertProps {
  siteName: string;
  level: SiteAvailabilityLevel;
  /** Why (siteAvailabilityReason): the alert says it, not a guess from the level. */
  reason: SiteAvailabilityReason | null;
  /** ISO 8601, null when the site never reported. */
  lastFullRefresh: string | null;
  /** ISO 8601: since when the site has its level (level_since); null says nothing. */
  levelSince: string | null;
}

/** Home (docs/product.md#home-screen): an alert when the selected site is down or degraded, with a link to supervision. */
export function SiteAvailabilityAlert({
  siteName,
  level,
  reason,
  lastFullRefresh,
  levelSince,
}: SiteAvailabilityAlertProps) {
  const { t } = useTranslation();
  const reasonKey = availabilityReasonKey(reason);
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
          <AvailabilitySince level={alerted} since={levelSince} />
          <Text size="sm">
            {reasonKey && t(reasonKey)}
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
