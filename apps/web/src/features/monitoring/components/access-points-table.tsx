import { Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { type AccessPointRow, isOfflineAccessPoint } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { BorderedTable } from "../../../components/tables/bordered-table";
import { AccessPointMapLink } from "./access-point-map-link";
import { AccessPointReachability } from "./access-point-reachability";
import { AccessPointTime } from "./access-point-time";
import type { AccessPointSort, AccessPointSortKey } from "./access-points-order";
import { SortableHeader } from "./sortable-header";

/** docs/product.md#monitoring-screens: an empty cell shows '-'. */
export const orDash = (value: string | null) => (value === null || value.trim() === "" ? "-" : value);

/** Short values (models, tags, MAC addresses) read badly split over two lines. */
const noWrap = { whiteSpace: "nowrap" } as const;

interface AccessPointsTableProps {
  accessPoints: readonly AccessPointRow[];
  sort: AccessPointSort;
  onSort: (key: AccessPointSortKey) => void;
  now: Date;
}

/**
 * docs/product.md#monitoring-screens AP status columns (counter, site, building, floor, model, tag, MAC,
 * see on maps; the model under the tag) and the manager's walk-through's state, down since and
 * last seen; sorted by name (tag), state or last seen from their headers.
 */
export function AccessPointsTable({ accessPoints, sort, onSort, now }: AccessPointsTableProps) {
  const { t } = useTranslation();
  const sortable = (key: AccessPointSortKey, label: string) => (
    <SortableHeader sortKey={key} sort={sort} onSort={onSort}>
      {label}
    </SortableHeader>
  );
  return (
    <BorderedTable
      minWidth={1040}
      label={t("networkStatus.accessPoints.tableLabel")}
      striped
      head={
        <>
          <Table.Th w={56}>{t("networkStatus.accessPoints.columns.counter")}</Table.Th>
          {sortable("name", t("networkStatus.accessPoints.columns.name"))}
          {sortable("state", t("networkStatus.accessPoints.columns.state"))}
          {sortable("lastSeen", t("networkStatus.accessPoints.columns.lastSeen"))}
          <Table.Th>{t("networkStatus.accessPoints.columns.site")}</Table.Th>
          <Table.Th>{t("networkStatus.accessPoints.columns.building")}</Table.Th>
          <Table.Th>{t("networkStatus.accessPoints.columns.floor")}</Table.Th>
          <Table.Th>{t("networkStatus.accessPoints.columns.mac")}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t("networkStatus.accessPoints.columns.map")}</VisuallyHidden>
          </Table.Th>
        </>
      }
    >
      {accessPoints.map((accessPoint, index) => (
        <Table.Tr key={`${accessPoint.site_id}-${accessPoint.mac}`}>
          <Table.Td>{index + 1}</Table.Td>
          <Table.Td style={noWrap}>
            <Text size="sm" fw={600}>
              {orDash(accessPoint.tag)}
            </Text>
            {accessPoint.model && (
              <Text size="xs" c="dimmed">
                {accessPoint.model}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Stack gap={0}>
              <AccessPointReachability accessPoint={accessPoint} />
              {isOfflineAccessPoint(accessPoint) && accessPoint.down_since && (
                <Text size="xs" c="dimmed" style={noWrap}>
                  <AccessPointTime
                    at={accessPoint.down_since}
                    now={now}
                    phrase={(time) => t("networkStatus.accessPoints.downSince", { time })}
                  />
                </Text>
              )}
            </Stack>
          </Table.Td>
          <Table.Td style={noWrap}>
            <AccessPointTime at={accessPoint.last_seen} now={now} />
          </Table.Td>
          <Table.Td>{orDash(accessPoint.site_name)}</Table.Td>
          <Table.Td>{orDash(accessPoint.building_name)}</Table.Td>
          <Table.Td>{orDash(accessPoint.floor_name)}</Table.Td>
          <Table.Td style={noWrap}>
            <Text size="sm" ff="monospace">
              {accessPoint.mac}
            </Text>
          </Table.Td>
          <Table.Td style={noWrap}>
            <AccessPointMapLink accessPoint={accessPoint} />
          </Table.Td>
        </Table.Tr>
      ))}
    </BorderedTable>
  );
}
