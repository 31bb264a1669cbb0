import { Alert, Button, Group, Loader, Modal, Select, Stack, Text } from "@mantine/core";
import { type IotDevice, sparesForDevice } from "@ondine/domain";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { showFailure, showSuccess } from "../../../components/notices/show-notice";
import { formErrorText } from "../../../i18n/form-errors";
import { useReplaceDevice } from "../api/device-commands";
import { useSpares } from "../api/find-spares";
import { commandRefusalKey } from "../command-errors";

interface ReplaceModalProps {
  siteId: number;
  device: IotDevice | null;
  onClose: () => void;
}

const refusalFields = ["new_serial", "serial"] as const;

/** IoT replacement (docs/product.md#iot-devices): a spare of the device's own model, or "no more available" (docs/product.md#iot-devices). */
export function ReplaceModal({ siteId, device, onClose }: ReplaceModalProps) {
  const { t } = useTranslation();
  const spares = useSpares(siteId, device !== null);
  const replace = useReplaceDevice(siteId);
  const [serial, setSerial] = useState<string | null>(null);
  const { reset } = replace;
  const refetchSpares = spares.refetch;
  useEffect(() => {
    if (!device) return;
    reset();
    setSerial(null);
    // The stock changes as others replace devices: read it again on each opening.
    void refetchSpares();
  }, [device, reset, refetchSpares]);

  const matching = device && spares.data ? sparesForDevice(spares.data, device) : [];
  const refusal = commandRefusalKey(replace.error, refusalFields);

  const confirm = () => {
    if (!device || !serial) return;
    replace.mutate(
      { site_id: siteId, serial: device.serial, new_serial: serial },
      {
        onSuccess: () => {
          showSuccess(t("iots.toasts.replacementAsked"));
          onClose();
        },
        onError: (error) => {
          if (!commandRefusalKey(error, refusalFields)) showFailure(t("iots.toasts.failed"));
        },
      },
    );
  };

  return (
    <Modal opened={device !== null} onClose={onClose} title={t("iots.replace.title")} centered>
      <Stack gap="md">
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {formErrorText(refusal)}
          </Alert>
        )}
        <Text>{t("iots.replace.intro", { name: device?.name ?? "", model: device?.model ?? "" })}</Text>
        {spares.isPending ? (
          <Loader size="sm" aria-label={t("iots.replace.loading")} />
        ) : spares.isError ? (
          <Text c="red" role="alert">
            {t("iots.replace.loadError")}
          </Text>
        ) : matching.length === 0 ? (
          <Alert color="orange" variant="light">
            {t("iots.replace.noneAvailable")}
          </Alert>
        ) : (
          <Select
            label={t("iots.replace.spare")}
            placeholder={t("iots.replace.sparePlaceholder")}
            data={matching.map((spare) => spare.serial)}
            value={serial}
            onChange={setSerial}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("iots.actions.cancel")}
          </Button>
          <Button onClick={confirm} disabled={!serial} loading={replace.isPending}>
            {t("iots.replace.submit")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
