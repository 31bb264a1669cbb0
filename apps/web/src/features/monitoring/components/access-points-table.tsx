import { Anchor, Table, Text, VisuallyHidden } from "@mantine/core";
import { type AccessPointRow, paths, supervisedEquipmentStates } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { BorderedTable } from "../../../components/tables/bordered-table";

/** SPEC §2: an empty cell shows '-'. */
const orDash = (value: string | null) => (value === null || value.trim() === "" ? "-" : value);

/** Short values (models, tags, MAC addresses) read badly split over two lines. */
const noWrap = { whiteSpace: "nowrap" } as const;

/** SPEC §2 AP status columns: counter, site, building, floor, model, tag, MAC, see on maps. */
export function AccessPointsTable({ accessPoints }: { accessPoints: readonly AccessPointRow[] }) {
  const { t } = useTranslation();
  return (
    <BorderedTable
      minWidth={960}
      striped
      head={
        <>
          <Table.Th w={64}>{t("networkStatus.accessPoints.columns.counter")}</Table.Th>
          <Table.Th>{t("networkStatus.accessPoints.columns.site")}</Table.Th>
          <Table.Th>{t("networkStatus.accessPoints.columns.building")}</Table.Th>
          <Table.Th>{t("networkStatus.accessPoints.columns.floor")}</Table.Th>
          <Table.Th>{t("networkStatus.accessPoints.columns.model")}</Table.Th>
          <Table.Th>{t("networkStatus.accessPoints.columns.tag")}</Table.Th>
          <Table.Th>{t("networkStatus.accessPoints.columns.mac")}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t("networkStatus.accessPoints.columns.map")}</VisuallyHidden>
          </Table.Th>
        </>
      }
    >
      {accessPoints.map((accessPoint, index) => (
        <Table.Tr key={`${accessPoint.site_id}-${accessPoint.mac}`}>
          <Table.Td style={noWrap}>
            <ReachabilityDot accessPoint={accessPoint} />
            {index + 1}
          </Table.Td>
          <Table.Td>{orDash(accessPoint.site_name)}</Table.Td>
          <Table.Td>{orDash(accessPoint.building_name)}</Table.Td>
          <Table.Td>{orDash(accessPoint.floor_name)}</Table.Td>
          <Table.Td style={noWrap}>{orDash(accessPoint.model)}</Table.Td>
          <Table.Td style={noWrap}>{orDash(accessPoint.tag)}</Table.Td>
          <Table.Td style={noWrap}>
            <Text size="sm" ff="monospace">
              {accessPoint.mac}
            </Text>
          </Table.Td>
          <Table.Td style={noWrap}>
            {accessPoint.building_uuid ? (
              <Anchor
                size="sm"
                aria-label={t("networkStatus.accessPoints.seeOnMapOf", { mac: accessPoint.mac })}
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to={paths.networkMaps}
                    params={{ buildingId: accessPoint.building_uuid ?? undefined, floorId: undefined }}
                    // The map is a site's: an organism's row opens its own site.
                    search={(previous) => ({ ...previous, location_site: accessPoint.site_id })}
                  />
                )}
              >
                {t("networkStatus.accessPoints.seeOnMap")}
              </Anchor>
            ) : (
              "-"
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </BorderedTable>
  );
}

/** Reachable, unreachable, or not supervised (planned, in works, in hibernation...: SPEC §2 map legend). */
function ReachabilityDot({ accessPoint }: { accessPoint: AccessPointRow }) {
  const { t } = useTranslation();
  const look = !supervisedEquipmentStates.includes(accessPoint.state)
    ? ({ label: "networkStatus.accessPoints.notSupervised", colour: "gray" } as const)
    : accessPoint.is_reachable
      ? ({ label: "networkStatus.accessPoints.reachable", colour: "teal" } as const)
      : ({ label: "networkStatus.accessPoints.unreachable", colour: "red" } as const);
  return (
    <span
      role="img"
      aria-label={t(look.label)}
      style={{
        display: "inline-block",
        width: 8,
        height: 8,
        borderRadius: "50%",
        marginRight: 8,
        verticalAlign: "middle",
        background: `var(--mantine-color-${look.colour}-6)`,
      }}
    />
  );
}
