import { Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { type IotRoom, iotRoomStats } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../i18n/format-number";

/** docs/product.md#iot-screen IoT column 1: rooms with a room-access network, connected and not connected objects. */
export function SiteStats({ rooms, isLoading }: { rooms: readonly IotRoom[] | undefined; isLoading: boolean }) {
  const { t } = useTranslation();
  const stats = rooms ? iotRoomStats(rooms) : null;
  const lines = [
    { label: t("iots.stats.roomsWithKey"), value: stats?.roomsWithKey },
    { label: t("iots.stats.connected"), value: stats?.connectedDevices },
    { label: t("iots.stats.notConnected"), value: stats?.notConnectedDevices },
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t("iots.stats.title")}>
      <Stack gap="xs">
        <Text fw={700}>{t("iots.stats.title")}</Text>
        <dl style={{ margin: 0 }}>
          {lines.map((line) => (
            <Group key={line.label} justify="space-between" wrap="nowrap" py={4}>
              <Text component="dt" size="sm" c="dimmed">
                {line.label}
              </Text>
              <Text component="dd" fw={700} m={0}>
                {isLoading ? <Skeleton h={16} w={32} /> : line.value === undefined ? "-" : formatNumber(line.value)}
              </Text>
            </Group>
          ))}
        </dl>
      </Stack>
    </Paper>
  );
}
