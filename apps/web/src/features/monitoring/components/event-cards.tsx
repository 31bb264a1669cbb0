import { Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime } from "../../../i18n/format-date-time";
import type { MaintenanceEventDocument } from "../api/find-maintenance-events";
import { EventDescription } from "./event-description";
import { MaintenanceBadge } from "./maintenance-badge";

/** The incidents on a phone: one card each, every column of the table read top to bottom, nothing to scroll sideways. */
export function EventCards({ events }: { events: readonly MaintenanceEventDocument[] }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={1} spacing="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
      {events.map((event) => (
        <Paper key={event.id} component="li" withBorder radius="md" p="md">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {event.site_name ?? event.organism_name ?? "-"}
              </Text>
              <Text size="sm" c="dimmed">
                {event.opened_at ? formatDateTime(event.opened_at) : "-"}
              </Text>
            </Group>
            <Group gap={6} wrap="wrap">
              <MaintenanceBadge field="kind" value={event.kind} />
              <MaintenanceBadge field="criticality" value={event.criticality} />
              <MaintenanceBadge field="eventState" value={event.state} />
            </Group>
            {event.closed_at && (
              <Text size="xs" c="dimmed">
                {t("networkStatus.events.closedOn", { date: formatDate(event.closed_at) })}
              </Text>
            )}
            <EventDescription event={event} />
            <Text size="xs" c="dimmed">
              {t("networkStatus.events.interventionsCount", { count: event.interventions_count })}
            </Text>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
