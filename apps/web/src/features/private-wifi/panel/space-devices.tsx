import { Table, Text } from "@mantine/core";
import type { PrivateSpaceDevice } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { BorderedTable } from "../../../components/tables/bordered-table";
import { formatDateTime } from "../../../i18n/format-date-time";
import { formatByteSize } from "../../../i18n/format-number";

/** The devices on the space's key, from the site's latest report (docs/private-wifi.md#devices). */
export function SpaceDevices({ name, devices }: { name: string; devices: readonly PrivateSpaceDevice[] }) {
  const { t } = useTranslation();
  if (devices.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("privateWifi.panel.devices.none")}
      </Text>
    );
  }
  return (
    <BorderedTable
      minWidth={520}
      label={t("privateWifi.panel.devices.label", { name })}
      head={
        <>
          <Table.Th>{t("privateWifi.panel.devices.mac")}</Table.Th>
          <Table.Th>{t("privateWifi.panel.devices.since")}</Table.Th>
          <Table.Th ta="end">{t("privateWifi.panel.devices.download")}</Table.Th>
          <Table.Th ta="end">{t("privateWifi.panel.devices.upload")}</Table.Th>
        </>
      }
    >
      {devices.map((device) => (
        <Table.Tr key={device.mac_address}>
          <Table.Td ff="monospace">{device.mac_address}</Table.Td>
          <Table.Td>{formatDateTime(device.connected_since)}</Table.Td>
          <Table.Td ta="end">{formatByteSize(device.download)}</Table.Td>
          <Table.Td ta="end">{formatByteSize(device.upload)}</Table.Td>
        </Table.Tr>
      ))}
    </BorderedTable>
  );
}
