import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What will happen, in full sentences. */
  text: string;
  confirmLabel: string;
  /** A deletion's button is red. */
  danger?: boolean;
  isWorking: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** An action that cannot be taken back (a rotation, a deletion), said in words and confirmed first. */
export function ConfirmModal({
  opened,
  title,
  text,
  confirmLabel,
  danger,
  isWorking,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="lg">
        <Text size="sm">{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isWorking}>
            {t("webhooks.form.cancel")}
          </Button>
          <Button color={danger ? "red" : undefined} onClick={onConfirm} loading={isWorking}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
