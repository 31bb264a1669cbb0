import { Alert, Button, Group, Modal, Text } from "@mantine/core";
import { type IotDevice, rebootTypeOf } from "@ondine/domain";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { showFailure, showSuccess } from "../../../components/notices/show-notice";
import { formErrorText } from "../../../i18n/form-errors";
import { useRebootDevice } from "../api/device-commands";
import { commandRefusalKey } from "../command-errors";

interface RestartModalProps {
  siteId: number;
  device: IotDevice | null;
  onClose: () => void;
}

/** docs/product.md#iot-devices IoT restart confirmation; the command is queued for the site's collector (docs/product.md#iot-devices). */
export function RestartModal({ siteId, device, onClose }: RestartModalProps) {
  const { t } = useTranslation();
  const reboot = useRebootDevice(siteId);
  const { reset } = reboot;
  useEffect(() => {
    if (device) reset();
  }, [device, reset]);
  const refusal = commandRefusalKey(reboot.error, ["serial", "type"]);

  const confirm = () => {
    if (!device) return;
    reboot.mutate(
      { type: rebootTypeOf(device.model), site_id: siteId, serial: device.serial },
      {
        onSuccess: () => {
          showSuccess(t("iots.toasts.rebootAsked"));
          onClose();
        },
        onError: (error) => {
          if (!commandRefusalKey(error, ["serial", "type"])) showFailure(t("iots.toasts.failed"));
        },
      },
    );
  };

  return (
    <Modal opened={device !== null} onClose={onClose} title={t("iots.restart.title")} centered>
      {refusal && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {formErrorText(refusal)}
        </Alert>
      )}
      <Text>{t("iots.restart.confirm", { name: device?.name ?? "", serial: device?.serial ?? "" })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t("iots.actions.cancel")}
        </Button>
        <Button onClick={confirm} loading={reboot.isPending}>
          {t("iots.restart.submit")}
        </Button>
      </Group>
    </Modal>
  );
}
