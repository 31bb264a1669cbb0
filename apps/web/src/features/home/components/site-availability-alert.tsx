import { Anchor, Group, Text } from "@mantine/core";
import { paths, type SiteAvailabilityLevel, type SiteAvailabilityReason } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { AvailabilityAlert, availabilityReasonKey } from "../../../components/availability-alert";
import { AvailabilitySince } from "../../../components/availability-since";
import { OpenTicketLink } from "../../../components/tickets/open-ticket-link";
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
  /** The site, when the user may open a ticket on it (docs/tickets.md#context): the alert offers to. */
  ticketSiteId?: number | undefined;
  /** Under silent mode (docs/alerts.md#silent-mode): a "Silent mode" badge in place of the alert. */
  muted?: boolean;
}

/**
 * Home (docs/product.md#home-screen): an alert when the selected site is down or degraded, with a link to
 * supervision and, for those who may use tickets, one to open a ticket about it (docs/tickets.md#context);
 * a site under silent mode shows its badge instead (docs/alerts.md#silent-mode).
 */
export function SiteAvailabilityAlert({
  siteName,
  level,
  reason,
  lastFullRefresh,
  levelSince,
  ticketSiteId,
  muted = false,
}: SiteAvailabilityAlertProps) {
  const { t } = useTranslation();
  const reasonKey = availabilityReasonKey(reason);
  return (
    <AvailabilityAlert
      level={level}
      muted={muted}
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
          <Group gap="lg" mt={6} wrap="wrap">
            <Anchor component={Link} to={paths.networkMonitoring} size="sm" fw={600}>
              {t("home.alerts.seeSupervision")}
            </Anchor>
            {ticketSiteId !== undefined && <OpenTicketLink siteId={ticketSiteId} />}
          </Group>
        </>
      )}
    </AvailabilityAlert>
  );
}
