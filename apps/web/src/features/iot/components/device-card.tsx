import { Badge, Button, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { canRestartIotDevice, deviceReachability, type IotDevice } from "@ondine/domain";
import IconCast from "@tabler/icons-react/icons/IconCast";
import IconDeviceTv from "@tabler/icons-react/icons/IconDeviceTv";
import { useTranslation } from "react-i18next";

const reachabilityColours = { connected: "teal", unreachable: "red", not_configured: "gray" } as const;

/** A serial number or a MAC address under its label, in a fixed-width font so that it reads character by character. */
function IdentifierLine({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}{" "}
      </Text>
      <Text span ff="monospace">
        {value}
      </Text>
    </Text>
  );
}

interface DeviceCardProps {
  device: IotDevice;
  onConfigure: () => void;
  onRestart: () => void;
  onReplace: () => void;
}

/**
 * IoT device card (docs/product.md#iot-screen): type icon, name, model, status (docs/product.md#iot-data), serial,
 * MAC, and its three actions. While a restart or replacement waits for its
 * result the card says so under the status, which keeps following the
 * collector's reports (a restart takes the device off, then back), and its
 * commands wait too.
 */
export function DeviceCard({ device, onConfigure, onRestart, onReplace }: DeviceCardProps) {
  const { t } = useTranslation();
  const reachability = deviceReachability({ isProvisioned: device.is_provisioned, isReachable: device.is_reachable });
  const pending = device.pending_command;
  const TypeIcon = device.type === "tv" ? IconDeviceTv : IconCast;
  return (
    <Paper withBorder radius="sm" p="sm" component="article" aria-label={device.name} data-testid="device-card">
      <Stack gap={6}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <TypeIcon size={28} aria-label={t(`iots.device.types.${device.type}`)} role="img" />
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={700} truncate>
              {device.name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {device.model}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <Badge color={reachabilityColours[reachability]} variant="light">
              {t(`iots.device.status.${reachability}`)}
            </Badge>
            {/* A site's private keys are no device's command (docs/private-wifi.md#commands): never shown here. */}
            {pending && pending.kind !== "private_keys" && (
              <Badge color="blue" variant="light" leftSection={<Loader size={10} color="blue" />} role="status">
                {t(`iots.device.pending.${pending.kind}`)}
              </Badge>
            )}
          </Stack>
        </Group>
        <IdentifierLine label={t("iots.device.serial")} value={device.serial} />
        <IdentifierLine label={t("iots.device.mac")} value={device.mac_address} />
        <Group gap="xs">
          <Button size="compact-sm" variant="default" onClick={onConfigure}>
            {t("iots.device.configure")}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            onClick={onRestart}
            disabled={!canRestartIotDevice(device) || pending !== null}
          >
            {t("iots.device.restart")}
          </Button>
          <Button size="compact-sm" variant="default" onClick={onReplace} disabled={pending !== null}>
            {t("iots.device.replace")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
