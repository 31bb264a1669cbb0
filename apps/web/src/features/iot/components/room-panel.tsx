import { Badge, Divider, Group, Paper, ScrollArea, Stack, Text, Title } from "@mantine/core";
import { type IotDevice, type IotRoom, iotDeviceListScrollFrom } from "@ondine/domain";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useIsSmallScreen } from "../../../components/layout/use-is-small-screen";
import { DeviceCard } from "./device-card";
import classes from "./iot-page.module.css";
import { RoomHistory } from "./room-history";
import { CheckoutButton } from "./room-list";

interface RoomPanelProps {
  siteId: number;
  room: IotRoom | null;
  onCheckout: (room: IotRoom) => void;
  onConfigure: (device: IotDevice, room: IotRoom) => void;
  onRestart: (device: IotDevice) => void;
  onReplace: (device: IotDevice) => void;
}

/** docs/product.md#iot-devices IoT column 3: the selected room, its devices and its command history. */
export function RoomPanel({ siteId, room, onCheckout, onConfigure, onRestart, onReplace }: RoomPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const isSmallScreen = useIsSmallScreen();
  const roomId = room?.id;
  // On a phone the columns stack: a room chosen in the list is brought into view below it. Only when the
  // room changes: a screen turned or resized keeps its scroll.
  const shownRoomId = useRef(roomId);
  useEffect(() => {
    if (roomId === shownRoomId.current) return;
    shownRoomId.current = roomId;
    if (roomId !== undefined && isSmallScreen) panelRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }, [roomId, isSmallScreen]);
  if (!room) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed" ta="center" py="xl">
          {t("iots.room.choose")}
        </Text>
      </Paper>
    );
  }
  const scrolls = room.devices.length >= iotDeviceListScrollFrom;
  const devices = (
    <Stack gap="xs">
      {room.devices.map((device) => (
        <DeviceCard
          key={device.serial}
          device={device}
          onConfigure={() => onConfigure(device, room)}
          onRestart={() => onRestart(device)}
          onReplace={() => onReplace(device)}
        />
      ))}
    </Stack>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} ref={panelRef}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h3" id={headingId}>
              {room.name}
            </Title>
            <Text size="sm">
              <Text span c="dimmed">
                {t("iots.room.key")}{" "}
              </Text>
              <Text span className={classes.key}>
                {room.psk ?? "-"}
              </Text>
            </Text>
          </Stack>
          <CheckoutButton room={room} onCheckout={() => onCheckout(room)} />
        </Group>
        <Group justify="space-between">
          <Text fw={600}>{t("iots.room.devices")}</Text>
          {scrolls && <Badge variant="light">{t("iots.rooms.devices", { count: room.devices.length })}</Badge>}
        </Group>
        {room.devices.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t("iots.room.noDevices")}
          </Text>
        ) : scrolls ? (
          <ScrollArea.Autosize mah={520} type="auto" offsetScrollbars data-testid="device-scroll">
            {devices}
          </ScrollArea.Autosize>
        ) : (
          devices
        )}
        <Divider />
        <Text fw={600}>{t("iots.history.title")}</Text>
        <RoomHistory siteId={siteId} roomId={room.id} />
      </Stack>
    </Paper>
  );
}
