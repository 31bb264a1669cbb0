import {
  ActionIcon,
  Badge,
  Button,
  CloseButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { type IotRoom, roomDeviceCounts, searchRooms } from "@ondine/domain";
import IconDevices from "@tabler/icons-react/icons/IconDevices";
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
 * docs/product.md#iot-screen IoT column 2: the rooms (count, search with a clear button, sorted
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
            <Skeleton h={40} />
            <Skeleton h={40} />
            <Skeleton h={40} />
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
          <Stack gap={4} className={classes.roomList} component="ul" style={{ listStyle: "none", margin: 0 }}>
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

/**
 * One line per room, so a 1440x900 screen shows a dozen at once: name and key,
 * the devices' counts (the unreachable ones in red), and a quiet checkout.
 */
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
      px="sm"
      py={6}
      className={classes.roomCard}
      data-selected={selected || undefined}
      data-testid="room-card"
    >
      <Group gap="xs" wrap="nowrap" mih={28}>
        <UnstyledButton
          onClick={onSelect}
          aria-pressed={selected}
          aria-label={t("iots.rooms.open", { name: room.name })}
          className={classes.roomOpen}
        >
          <Text fw={700} size="sm" truncate>
            {room.name}
          </Text>
        </UnstyledButton>
        <Text size="xs" c="dimmed" className={classes.roomKey} truncate title={room.psk ?? undefined}>
          <VisuallyHidden>{t("iots.room.key")} </VisuallyHidden>
          <span>{room.psk ?? "-"}</span>
        </Text>
        <RoomDeviceCounts total={counts.total} reachable={counts.reachable} unreachable={counts.unreachable} />
        <CheckoutButton room={room} onCheckout={onCheckout} compact />
      </Group>
    </Paper>
  );
}

/** The room's devices as "3 · 1 unreachable" to the eye, spelt out in full to a screen reader. */
function RoomDeviceCounts({
  total,
  reachable,
  unreachable,
}: {
  total: number;
  reachable: number;
  unreachable: number;
}) {
  const { t } = useTranslation();
  return (
    <Text size="xs" className={classes.roomCounts}>
      <VisuallyHidden>
        <span>{t("iots.rooms.devices", { count: total })}</span>,{" "}
        <span>{t("iots.rooms.reachable", { count: reachable })}</span>,{" "}
        <span>{t("iots.rooms.unreachable", { count: unreachable })}</span>
      </VisuallyHidden>
      <span aria-hidden="true">
        <IconDevices size={12} /> {formatNumber(total)}
        {unreachable > 0 && (
          <Text span size="xs" c="red.9" fw={700}>
            {" · "}
            {t("iots.rooms.unreachable", { count: unreachable })}
          </Text>
        )}
      </span>
    </Text>
  );
}

/** IoT (docs/product.md#iot-devices): checkout gives the room a new key; offered while the room has one, not while a checkout runs. */
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
  if (compact) {
    const label = running ? t("iots.checkout.running") : t("iots.checkout.buttonFor", { name: room.name });
    return (
      <Tooltip label={running ? t("iots.checkout.running") : t("iots.checkout.button")} withArrow>
        <ActionIcon variant="subtle" color="gray" onClick={onCheckout} disabled={running} aria-label={label}>
          <IconDoorExit size={16} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <Button
      size="sm"
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
