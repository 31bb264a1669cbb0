import { Alert, Center, Loader, Modal, Table, Text } from "@mantine/core";
import {
  castingDayKeys,
  type IotRoom,
  isDailyCastersAvailable,
  type MonitoringLocation,
  type TimeWindow,
} from "@ondine/domain";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../i18n/format-number";
import { castingStatisticQueryOptions } from "../api/find-casting-statistic";
import { formatCastingDay } from "../casting-formats";
import { roomDayUseRows } from "../room-day-use";

/** The room names stay in view while the days scroll sideways (a phone shows three days at a time). */
const stickyRoomColumn = {
  position: "sticky",
  left: 0,
  zIndex: 1,
  background: "var(--mantine-color-body)",
} as const;

interface RoomDayUseModalProps {
  opened: boolean;
  onClose: () => void;
  location: MonitoringLocation;
  window: TimeWindow;
  rooms: readonly IotRoom[];
}

/**
 * "per-room modal table" (docs/product.md#statistics-casting), : each room's casts per Paris day, its
 * sticks matched on the serial's last 6 characters; over 10 days the data is
 * unavailable and the modal says so instead of asking for it.
 */
export function RoomDayUseModal({ opened, onClose, location, window, rooms }: RoomDayUseModalProps) {
  const { t } = useTranslation();
  const isAvailable = isDailyCastersAvailable(window);
  const casters = useQuery({
    ...castingStatisticQueryOptions("daily_device_casters", location, window),
    enabled: opened && isAvailable,
  });
  const dayKeys = useMemo(() => castingDayKeys(window), [window]);
  const rows = useMemo(() => roomDayUseRows(casters.data ?? [], rooms, dayKeys), [casters.data, rooms, dayKeys]);

  return (
    <Modal opened={opened} onClose={onClose} title={t("statisticsCasting.rooms.title")} size="auto">
      {!isAvailable ? (
        <Alert color="gray" title={t("statisticsCasting.rooms.unavailableTitle")}>
          {t("statisticsCasting.rooms.unavailable")}
        </Alert>
      ) : casters.isPending ? (
        <Center
          mih={120}
          role="status"
          aria-label={t("statisticsCasting.loading", { card: t("statisticsCasting.rooms.title") })}
        >
          <Loader type="dots" />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t("statisticsCasting.rooms.empty")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={360} maw="min(90vw, 1100px)">
          <Table verticalSpacing={4} withColumnBorders data-testid="room-day-use">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" style={stickyRoomColumn}>
                  {t("statisticsCasting.rooms.room")}
                </Table.Th>
                {dayKeys.map((key) => (
                  <Table.Th key={key} scope="col" ta="right" style={{ whiteSpace: "nowrap" }}>
                    {formatCastingDay(key)}
                  </Table.Th>
                ))}
                <Table.Th scope="col" ta="right">
                  {t("statisticsCasting.rooms.total")}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.isRoom}-${row.label}`}>
                  <Table.Th scope="row" fw={row.isRoom ? 600 : 400} style={stickyRoomColumn}>
                    {row.isRoom ? row.label : t("statisticsCasting.lastCasts.stick", { serial: row.label })}
                  </Table.Th>
                  {row.counts.map((count, index) => (
                    <Table.Td key={dayKeys[index]} ta="right" c={count === 0 ? "dimmed" : undefined}>
                      {formatNumber(count)}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" fw={600}>
                    {formatNumber(row.total)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  );
}
