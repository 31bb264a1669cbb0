import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { BorderedTable } from "../../../components/tables/bordered-table";
import { formatDateTime } from "../../../i18n/format-date-time";
import type { MaintenanceInterventionDocument } from "../api/find-maintenance-interventions";
import { MaintenanceBadge } from "./maintenance-badge";

/** The latest interventions of the location, by date. */
export function InterventionsTable({ interventions }: { interventions: readonly MaintenanceInterventionDocument[] }) {
  const { t } = useTranslation();
  return (
    <BorderedTable
      minWidth={720}
      head={
        <>
          <Table.Th>{t("networkStatus.callouts.columns.date")}</Table.Th>
          <Table.Th>{t("networkStatus.callouts.columns.location")}</Table.Th>
          <Table.Th>{t("networkStatus.callouts.columns.hotspot")}</Table.Th>
          <Table.Th>{t("networkStatus.callouts.columns.typology")}</Table.Th>
          <Table.Th>{t("networkStatus.callouts.columns.state")}</Table.Th>
        </>
      }
    >
      {interventions.map((intervention) => (
        <Table.Tr key={intervention.id}>
          <Table.Td>
            <Text size="sm" style={{ whiteSpace: "nowrap" }}>
              {intervention.intervention_date ? formatDateTime(intervention.intervention_date) : "-"}
            </Text>
          </Table.Td>
          <Table.Td>{intervention.site_name ?? intervention.organism_name ?? "-"}</Table.Td>
          <Table.Td>{intervention.hotspot || "-"}</Table.Td>
          <Table.Td>{intervention.typology || "-"}</Table.Td>
          <Table.Td>
            <MaintenanceBadge field="interventionState" value={intervention.state} />
          </Table.Td>
        </Table.Tr>
      ))}
    </BorderedTable>
  );
}
