import {
  Badge,
  Button,
  CloseButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from "@mantine/core";
import { type IotRoom, roomDeviceCounts, searchRooms } from "@ondine/domain";
import IconDoorExit from "@tabler/icons-react/icons/IconDoorExit";
import IconSearch from "@tabler/icons-react/icons/IconSearch";
import { useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../i18n/format-number";
import classes from "./iot-page.module.css";

interface RoomListProps {
  rooms: readonly IotRoom[] | undefined;
  isLoading: boolean;
  error: Error | null;
  search: string;
  onSearchChange: (text: string) => void;
  selectedRoomId: number | null;
  onSelect: (room: IotRoom) => void;
  onCheckout: (room: IotRoom) => void;
}

/**
 * SPEC §2 IoT column 2: the rooms (count, search with a clear button, sorted
 * by name), each card with its key or '-', its checkout and its devices' counts.
 */
export function RoomList({
  rooms,
  isLoading,
  error,
  search,
  onSearchChange,
  selectedRoomId,
  onSelect,
  onCheckout,
}: RoomListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const shown = useMemo(() => (rooms ? searchRooms(rooms, search) : []), [rooms, search]);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={700} id={headingId} component="h2" size="lg" m={0}>
            {t("iots.rooms.title")}
          </Text>
          {rooms && (
            <Badge variant="light" aria-label={t("iots.rooms.countLabel", { count: shown.length })}>
              {rooms.length === shown.length
                ? formatNumber(rooms.length)
                : t("iots.rooms.countOf", { shown: formatNumber(shown.length), total: formatNumber(rooms.length) })}
            </Badge>
          )}
        </Group>
        <TextInput
          type="search"
          label={t("iots.rooms.search")}
          placeholder={t("iots.rooms.searchPlaceholder")}
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          rightSection={
            search ? <CloseButton aria-label={t("iots.rooms.clearSearch")} onClick={() => onSearchChange("")} /> : null
          }
        />
        {isLoading ? (
          <Stack gap="xs" role="status" aria-label={t("iots.rooms.loading")}>
            <Skeleton h={72} />
            <Skeleton h={72} />
            <Skeleton h={72} />
          </Stack>
        ) : error ? (
          <Text c="red" role="alert">
            {t("iots.rooms.error")}
          </Text>
        ) : shown.length === 0 ? (
          <Text c="dimmed" ta="center" py="lg">
            {rooms && rooms.length > 0 ? t("iots.rooms.noMatch") : t("iots.rooms.empty")}
          </Text>
        ) : (
          <Stack gap="xs" className={classes.roomList} component="ul" style={{ listStyle: "none", margin: 0 }}>
            {shown.map((room) => (
              <li key={room.id}>
                <RoomCard
                  room={room}
                  selected={room.id === selectedRoomId}
                  onSelect={() => onSelect(room)}
                  onCheckout={() => onCheckout(room)}
                />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function RoomCard({
  room,
  selected,
  onSelect,
  onCheckout,
}: {
  room: IotRoom;
  selected: boolean;
  onSelect: () => void;
  onCheckout: () => void;
}) {
  const { t } = useTranslation();
  const counts = roomDeviceCounts(room);
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      className={classes.roomCard}
      data-selected={selected || undefined}
      data-testid="room-card"
    >
      <Stack gap={6}>
        <UnstyledButton
          onClick={onSelect}
          aria-pressed={selected}
          aria-label={t("iots.rooms.open", { name: room.name })}
        >
          <Text fw={700} truncate>
            {room.name}
          </Text>
        </UnstyledButton>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" className={classes.key} aria-label={t("iots.room.key")}>
            {room.psk ?? "-"}
          </Text>
          <CheckoutButton room={room} onCheckout={onCheckout} compact />
        </Group>
        <Group gap={6}>
          <Badge variant="default">{t("iots.rooms.devices", { count: counts.total })}</Badge>
          <Badge color="teal" variant="light">
            {t("iots.rooms.reachable", { count: counts.reachable })}
          </Badge>
          <Badge color={counts.unreachable > 0 ? "red" : "gray"} variant="light">
            {t("iots.rooms.unreachable", { count: counts.unreachable })}
          </Badge>
        </Group>
      </Stack>
    </Paper>
  );
}

/** SPEC §2 IoT: checkout gives the room a new key; offered while the room has one, not while a checkout runs. */
export function CheckoutButton({
  room,
  onCheckout,
  compact = false,
}: {
  room: IotRoom;
  onCheckout: () => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (!room.psk) return null;
  const running = room.pending_command?.kind === "checkout";
  return (
    <Button
      size={compact ? "compact-sm" : "sm"}
      variant="light"
      color="orange"
      onClick={onCheckout}
      disabled={running}
      aria-label={running ? undefined : t("iots.checkout.buttonFor", { name: room.name })}
      leftSection={<IconDoorExit size={14} aria-hidden="true" />}
      style={{ flexShrink: 0 }}
    >
      {running ? t("iots.checkout.running") : t("iots.checkout.button")}
    </Button>
  );
}
