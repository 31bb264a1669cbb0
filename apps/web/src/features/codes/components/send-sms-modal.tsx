import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface SendSmsModalProps {
  opened: boolean;
  code: string;
  phoneNumber: string;
  isSending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** docs/product.md#codes-screens: the SMS is sent on confirmation; the modal closes afterwards in all cases. */
export function SendSmsModal({ opened, code, phoneNumber, isSending, onConfirm, onClose }: SendSmsModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("codes.panel.smsTitle")} centered>
      <Text>{t("codes.panel.smsConfirm", { code, phone: phoneNumber })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t("codes.panel.cancel")}
        </Button>
        <Button onClick={onConfirm} loading={isSending}>
          {t("codes.panel.smsSend")}
        </Button>
      </Group>
    </Modal>
  );
}
