import { Alert, Button, Code, List, Loader, Modal, Progress, Stack, Text } from "@mantine/core";
import { type IotDevice, type IotRoom, iotDeviceInstructions, type TvPinSource } from "@ondine/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { roomsQueryOptions } from "../api/find-rooms";
import { useSiteWlans } from "../api/find-site-wlans";
import { useTvPincode } from "../api/get-tv-pincode";

interface ConfigureModalProps {
  siteId: number;
  /** The device and its room; null when closed. */
  target: { device: IotDevice; room: IotRoom } | null;
  onClose: () => void;
}

/** docs/product.md#iot-devices IoT configure instructions, by device type, brand and model family (docs/product.md#iot-devices). */
export function ConfigureModal({ siteId, target, onClose }: ConfigureModalProps) {
  const { t } = useTranslation();
  const isStick = target?.device.type === "chromecast";
  const wlans = useSiteWlans(siteId, target !== null && isStick);
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={t("iots.configure.title", { name: target?.device.name ?? "" })}
      size="lg"
      centered
    >
      {target &&
        (isStick && wlans.isPending ? (
          <Loader size="sm" aria-label={t("iots.configure.loading")} />
        ) : (
          <Instructions siteId={siteId} device={target.device} room={target.room} wlans={wlans.data ?? []} />
        ))}
      <Button mt="lg" variant="default" onClick={onClose} fullWidth>
        {t("iots.actions.close")}
      </Button>
    </Modal>
  );
}

function Instructions({
  siteId,
  device,
  room,
  wlans,
}: {
  siteId: number;
  device: IotDevice;
  room: IotRoom;
  wlans: NonNullable<ReturnType<typeof useSiteWlans>["data"]>;
}) {
  const { t } = useTranslation();
  const instructions = iotDeviceInstructions(device, room, wlans);
  switch (instructions.kind) {
    case "stick":
      return (
        <Stack gap="sm">
          {instructions.wlan ? (
            <>
              <List type="ordered" spacing={6}>
                <List.Item>{t("iots.configure.stick.step1")}</List.Item>
                <List.Item>
                  {t("iots.configure.stick.step2")} <Code>{instructions.wlan.ssid}</Code>
                </List.Item>
                <List.Item>
                  {t("iots.configure.stick.step3")} <Code>{instructions.wlan.psk}</Code>
                </List.Item>
                <List.Item>{t("iots.configure.stick.step4", { seconds: instructions.waitSeconds })}</List.Item>
              </List>
              <StickWait siteId={siteId} seconds={instructions.waitSeconds} />
            </>
          ) : (
            <Alert color="orange" variant="light">
              {t("iots.configure.stick.noNetwork")}
            </Alert>
          )}
        </Stack>
      );
    case "lg":
      return (
        <Stack gap="sm">
          <Text fw={600}>{t("iots.configure.lg.heading")}</Text>
          <List type="ordered" spacing={6}>
            <List.Item>{t("iots.configure.lg.step1")}</List.Item>
            <List.Item>
              {instructions.port === null
                ? t("iots.configure.lg.noPort")
                : t("iots.configure.lg.step2", { port: instructions.port })}
            </List.Item>
            <List.Item>{t("iots.configure.lg.step3")}</List.Item>
          </List>
          <ServerLine url={instructions.otrumUrl} />
          <PinLine siteId={siteId} pin={instructions.pin} />
        </Stack>
      );
    case "samsung":
      return (
        <Stack gap="sm">
          <Text fw={600}>{t(`iots.configure.samsung.${instructions.platform}.heading`)}</Text>
          <List type="ordered" spacing={6}>
            <List.Item>{t(`iots.configure.samsung.${instructions.platform}.step1`)}</List.Item>
            <List.Item>{t(`iots.configure.samsung.${instructions.platform}.step2`)}</List.Item>
            <List.Item>{t(`iots.configure.samsung.${instructions.platform}.step3`)}</List.Item>
          </List>
          <ServerLine url={instructions.otrumUrl} />
          <PinLine siteId={siteId} pin={instructions.pin} />
        </Stack>
      );
    default:
      return (
        <Alert color="blue" variant="light">
          {t("iots.configure.soon", { manufacturer: instructions.manufacturer })}
        </Alert>
      );
  }
}

/** The address the last step asks for; without one, whom to ask (the step says "below": something is). */
function ServerLine({ url }: { url: string | null }) {
  const { t } = useTranslation();
  if (!url) {
    return (
      <Alert color="orange" variant="light">
        {t("iots.configure.noServer")}
      </Alert>
    );
  }
  return (
    <Text size="sm">
      {t("iots.configure.server")} <Code>{url}</Code>
    </Text>
  );
}

/** docs/product.md#iot-limits: the enterprise pin is fixed; a mirage site's comes from GET /iots/sites/{id}/tvs_pincode. */
function PinLine({ siteId, pin }: { siteId: number; pin: TvPinSource }) {
  const { t } = useTranslation();
  const sitePin = useTvPincode(siteId, pin?.kind === "site");
  if (!pin) return null;
  if (pin.kind === "fixed") {
    return (
      <Text size="sm">
        {t("iots.configure.pin")} <Code>{pin.pin}</Code>
      </Text>
    );
  }
  if (sitePin.isPending) return <Loader size="xs" aria-label={t("iots.configure.loading")} />;
  return (
    <Text size="sm">
      {t("iots.configure.pin")}{" "}
      {sitePin.data ? (
        <Code>{sitePin.data}</Code>
      ) : (
        <Text span c="dimmed">
          {t("iots.configure.noPin")}
        </Text>
      )}
    </Text>
  );
}

/**
 * docs/product.md#iot-limits: a stick needs 30 s on the set-up network before it shows in the
 * room; the countdown ends by reading the rooms again.
 */
function StickWait({ siteId, seconds }: { siteId: number; seconds: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    if (left === null || left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1_000);
    return () => clearTimeout(timer);
  }, [left]);
  useEffect(() => {
    if (left === 0) void queryClient.invalidateQueries({ queryKey: roomsQueryOptions(siteId).queryKey });
  }, [left, queryClient, siteId]);

  if (left === null) {
    return (
      <Button variant="light" onClick={() => setLeft(seconds)}>
        {t("iots.configure.stick.start")}
      </Button>
    );
  }
  return (
    <Stack gap={4} aria-live="polite">
      <Progress value={((seconds - left) / seconds) * 100} aria-label={t("iots.configure.stick.progress")} />
      <Text size="sm">
        {left > 0 ? t("iots.configure.stick.waiting", { count: left }) : t("iots.configure.stick.done")}
      </Text>
    </Stack>
  );
}
