import { Table, Text } from "@mantine/core";
import type { IotRoom, MonitoringLocation, TimeWindow } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format-date-time";
import { useCastingStatistic } from "../api/find-casting-statistic";
import { roomNameOfSerial } from "../room-day-use";
import { CastingCard } from "./casting-card";

interface LastCastsCardProps {
  location: MonitoringLocation;
  window: TimeWindow;
  /** The site's rooms, to name each cast's room by its stick (none for an organism). */
  rooms: readonly IotRoom[];
}

/** "last casts" (docs/product.md#statistics-casting), "last 5 casts" (docs/product.md#statistics-casting): the app, the room (by its stick's serial) and when. */
export function LastCastsCard({ location, window, rooms }: LastCastsCardProps) {
  const { t } = useTranslation();
  const casts = useCastingStatistic("five_last_casts", location, window);
  const rows = casts.data ?? [];
  return (
    <CastingCard
      title={t("statisticsCasting.lastCasts.title")}
      isLoading={casts.isPending}
      isEmpty={rows.length === 0}
      minHeight={220}
    >
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs" data-testid="last-casts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("statisticsCasting.lastCasts.app")}</Table.Th>
              <Table.Th>{t("statisticsCasting.lastCasts.room")}</Table.Th>
              <Table.Th>{t("statisticsCasting.lastCasts.at")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((cast) => {
              const room = roomNameOfSerial(rooms, cast.serial);
              return (
                <Table.Tr key={`${cast.timestamp}-${cast.serial}`}>
                  <Table.Td fw={600}>{cast.name}</Table.Td>
                  <Table.Td>
                    {room ?? (
                      <Text span size="sm" c="dimmed">
                        {t("statisticsCasting.lastCasts.stick", { serial: cast.serial })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{formatDateTime(new Date(cast.timestamp * 1000).toISOString())}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </CastingCard>
  );
}
