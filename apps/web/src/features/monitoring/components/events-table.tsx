import { Stack, Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useIsSmallScreen } from "../../../components/layout/use-is-small-screen";
import { BorderedTable } from "../../../components/tables/bordered-table";
import { formatDate, formatDateTime } from "../../../i18n/format-date-time";
import type { MaintenanceEventDocument } from "../api/find-maintenance-events";
import { EventCards } from "./event-cards";
import { EventDescription } from "./event-description";
import { MaintenanceBadge } from "./maintenance-badge";

/** The incidents of the location, newest first: a table, or cards on a phone where seven columns do not fit. */
export function EventsTable({ events }: { events: readonly MaintenanceEventDocument[] }) {
  const { t } = useTranslation();
  const isSmallScreen = useIsSmallScreen();
  if (isSmallScreen) return <EventCards events={events} />;
  return (
    <BorderedTable
      minWidth={1040}
      label={t("networkStatus.events.tableLabel")}
      head={
        <>
          <Table.Th>{t("networkStatus.events.columns.openedAt")}</Table.Th>
          <Table.Th>{t("networkStatus.events.columns.location")}</Table.Th>
          <Table.Th>{t("networkStatus.events.columns.kind")}</Table.Th>
          <Table.Th>{t("networkStatus.events.columns.criticality")}</Table.Th>
          <Table.Th>{t("networkStatus.events.columns.state")}</Table.Th>
          <Table.Th miw={260}>{t("networkStatus.events.columns.description")}</Table.Th>
          <Table.Th>{t("networkStatus.events.columns.interventions")}</Table.Th>
        </>
      }
    >
      {events.map((event) => (
        <Table.Tr key={event.id}>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: "nowrap" }}>
              {event.opened_at ? formatDateTime(event.opened_at) : "-"}
            </Text>
          </Table.Td>
          <Table.Td miw={160}>
            <Text size="sm">{event.site_name ?? event.organism_name ?? "-"}</Text>
          </Table.Td>
          <Table.Td>
            <MaintenanceBadge field="kind" value={event.kind} />
          </Table.Td>
          <Table.Td>
            <MaintenanceBadge field="criticality" value={event.criticality} />
          </Table.Td>
          <Table.Td>
            <Stack gap={4} align="flex-start">
              <MaintenanceBadge field="eventState" value={event.state} />
              {event.closed_at && (
                <Text size="xs" c="dimmed" title={formatDateTime(event.closed_at)}>
                  {t("networkStatus.events.closedOn", { date: formatDate(event.closed_at) })}
                </Text>
              )}
            </Stack>
          </Table.Td>
          <Table.Td miw={260} maw={400}>
            <Stack gap={2}>
              <EventDescription event={event} />
            </Stack>
          </Table.Td>
          <Table.Td ta="center">{event.interventions_count}</Table.Td>
        </Table.Tr>
      ))}
    </BorderedTable>
  );
}
