import { Alert, Button, Group, Modal, Text } from "@mantine/core";
import type { IotRoom } from "@ondine/domain";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { showFailure, showSuccess } from "../../../components/notices/show-notice";
import { formErrorText } from "../../../i18n/form-errors";
import { useCheckoutRoom } from "../api/device-commands";
import { commandRefusalKey } from "../command-errors";

interface CheckoutModalProps {
  siteId: number;
  /** The room to check out; null when closed. */
  room: IotRoom | null;
  onClose: () => void;
}

/**
 * IoT checkout confirmation (docs/product.md#iot-devices): the room's key is replaced at once and its devices given the new one.
 * The old key is not kept, so there is no undo: the confirmation says so before the manager commits.
 */
export function CheckoutModal({ siteId, room, onClose }: CheckoutModalProps) {
  const { t } = useTranslation();
  const checkout = useCheckoutRoom(siteId);
  const { reset } = checkout;
  useEffect(() => {
    if (room) reset();
  }, [room, reset]);
  const refusal = commandRefusalKey(checkout.error, ["room_name", "room_id"]);

  const confirm = () => {
    if (!room) return;
    checkout.mutate(
      { room_name: room.name, room_id: room.id },
      {
        onSuccess: () => {
          showSuccess(t("iots.toasts.checkoutDone"));
          onClose();
        },
        onError: (error) => {
          if (!commandRefusalKey(error, ["room_name", "room_id"])) showFailure(t("iots.toasts.failed"));
        },
      },
    );
  };

  return (
    <Modal opened={room !== null} onClose={onClose} title={t("iots.checkout.title")} centered>
      {refusal && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {formErrorText(refusal)}
        </Alert>
      )}
      <Text>{t("iots.checkout.confirm", { name: room?.name ?? "" })}</Text>
      <Text fw={600} mt="sm">
        {t("iots.checkout.irreversible")}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t("iots.actions.cancel")}
        </Button>
        <Button color="orange" onClick={confirm} loading={checkout.isPending}>
          {t("iots.checkout.submit")}
        </Button>
      </Group>
    </Modal>
  );
}
