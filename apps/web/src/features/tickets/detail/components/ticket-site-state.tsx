import { Badge, DataList, List, Paper, Stack, Text, Title } from "@mantine/core";
import { type SiteAvailabilityReason, siteAvailabilityReasons, type TicketSiteState } from "@ondine/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { availabilityReasonKey } from "../../../../components/availability-alert";
import wholeBadgeClasses from "../../../../components/badges/whole-badge.module.css";
import { useIsSmallScreen } from "../../../../components/layout/use-is-small-screen";
import { formatDateTime } from "../../../../i18n/format-date-time";
import { formatNumber } from "../../../../i18n/format-number";
import { DetailItem } from "./detail-item";

type ShownLevel = "down" | "degraded" | "normal" | "notReferenced";

const levelColors: Record<ShownLevel, string> = {
  down: "red",
  degraded: "orange",
  normal: "teal",
  notReferenced: "gray",
};

/** The snapshot's level as the console names it: the availability rule's levels, degraded in either way read as one. */
function shownLevel(level: string): ShownLevel {
  if (level === "down" || level === "notReferenced") return level;
  if (level === "degraded" || level === "degradedAps") return "degraded";
  return "normal";
}

function isAvailabilityReason(reason: string): reason is SiteAvailabilityReason {
  return (siteAvailabilityReasons as readonly string[]).includes(reason);
}

/**
 * The site's state taken when the ticket was opened from an alert or a card
 * (docs/tickets.md#context): its level and since when, why, the access points
 * reached out of those counted, the unreachable ones by name, the last update
 * and when the snapshot was taken.
 */
export function TicketSiteStateCard({ state }: { state: TicketSiteState }) {
  const { t } = useTranslation();
  const titleId = useId();
  const isSmallScreen = useIsSmallScreen();
  const level = shownLevel(state.level);
  const reasonKey =
    state.reason !== null && isAvailabilityReason(state.reason) ? availabilityReasonKey(state.reason) : null;
  const reason = reasonKey ? t(reasonKey) : state.reason;
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id={titleId}>
            {t("ticketDetail.siteState.title")}
          </Title>
          <Text size="xs" c="dimmed">
            {t("ticketDetail.siteState.takenAt", { date: formatDateTime(state.taken_at) })}
          </Text>
        </Stack>
        <DataList size="sm" labelWidth={190} orientation={isSmallScreen ? "vertical" : "horizontal"}>
          <DetailItem label={t("ticketDetail.siteState.level")}>
            <Badge variant="light" color={levelColors[level]} radius="sm" tt="none" classNames={wholeBadgeClasses}>
              {t(`ticketDetail.siteState.levels.${level}`)}
            </Badge>
          </DetailItem>
          {state.level_since && (
            <DetailItem label={t("ticketDetail.siteState.since")}>{formatDateTime(state.level_since)}</DetailItem>
          )}
          {reason && <DetailItem label={t("ticketDetail.siteState.reason")}>{reason}</DetailItem>}
          <DetailItem label={t("ticketDetail.siteState.accessPoints")}>
            {t("ticketDetail.siteState.accessPointsReached", {
              reached: formatNumber(state.access_points_reached),
              counted: formatNumber(state.access_points_counted),
            })}
          </DetailItem>
          <DetailItem label={t("ticketDetail.siteState.unreachable")}>
            {state.unreachable_access_points.length === 0 ? (
              t("ticketDetail.siteState.noneUnreachable")
            ) : (
              <List size="sm" spacing={2}>
                {state.unreachable_access_points.map((accessPoint) => (
                  <List.Item key={accessPoint.id}>
                    {accessPoint.name}{" "}
                    <Text span size="xs" c="dimmed" ff="monospace">
                      {accessPoint.mac}
                    </Text>
                  </List.Item>
                ))}
              </List>
            )}
          </DetailItem>
          <DetailItem label={t("ticketDetail.siteState.lastUpdate")}>
            {state.last_update_at ? formatDateTime(state.last_update_at) : t("ticketDetail.siteState.never")}
          </DetailItem>
        </DataList>
      </Stack>
    </Paper>
  );
}
