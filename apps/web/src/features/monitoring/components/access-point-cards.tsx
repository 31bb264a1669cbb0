import { Group, Paper, Stack, Text } from "@mantine/core";
import { type AccessPointRow, isOfflineAccessPoint } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { AccessPointMapLink } from "./access-point-map-link";
import { AccessPointReachability } from "./access-point-reachability";
import { AccessPointTime } from "./access-point-time";
import { accessPointName } from "./access-points-order";
import { orDash } from "./access-points-table";

/** On a phone, the access-point list as cards: what a table would hide behind a sideways scroll, stacked. */
export function AccessPointCards({ accessPoints, now }: { accessPoints: readonly AccessPointRow[]; now: Date }) {
  const { t } = useTranslation();
  const place = (accessPoint: AccessPointRow) =>
    [accessPoint.site_name, accessPoint.building_name, accessPoint.floor_name].map(orDash).join(" · ");
  return (
    <Stack
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      aria-label={t("networkStatus.accessPoints.tableLabel")}
    >
      {accessPoints.map((accessPoint) => (
        <Paper component="li" withBorder p="sm" key={`${accessPoint.site_id}-${accessPoint.mac}`}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text fw={700} size="sm" style={{ overflowWrap: "anywhere" }}>
              {accessPointName(accessPoint)}
            </Text>
            <Text size="sm">
              <AccessPointReachability accessPoint={accessPoint} />
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mt={2}>
            {place(accessPoint)}
          </Text>
          <Text size="xs" c="dimmed">
            {orDash(accessPoint.model)} ·{" "}
            <span style={{ fontFamily: "var(--mantine-font-family-monospace)" }}>{accessPoint.mac}</span>
          </Text>
          <Group justify="space-between" align="flex-end" gap="xs" mt={6}>
            <Stack gap={0}>
              {isOfflineAccessPoint(accessPoint) && accessPoint.down_since && (
                <Text size="xs">
                  <AccessPointTime
                    at={accessPoint.down_since}
                    now={now}
                    phrase={(time) => t("networkStatus.accessPoints.downSince", { time })}
                  />
                </Text>
              )}
              <Text size="xs">
                <AccessPointTime
                  at={accessPoint.last_seen}
                  now={now}
                  phrase={(time) => t("networkStatus.accessPoints.lastSeenAt", { time })}
                />
              </Text>
            </Stack>
            <AccessPointMapLink accessPoint={accessPoint} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
