import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface ConfirmSpaceDialogProps {
  opened: boolean;
  title: string;
  /** What happens to the key, in words. */
  message: string;
  confirmLabel: string;
  isDangerous?: boolean;
  isPending: boolean;
  /** Why the last try was refused, in words. */
  refusal: string[];
  onConfirm: () => void;
  onClose: () => void;
}

/** A space's reset or deletion, confirmed first: each changes the key the site holds (docs/private-wifi.md#keys). */
export function ConfirmSpaceDialog({
  opened,
  title,
  message,
  confirmLabel,
  isDangerous = false,
  isPending,
  refusal,
  onConfirm,
  onClose,
}: ConfirmSpaceDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        {refusal.length > 0 && (
          <Alert color="red" variant="light" role="alert" title={t("privateWifi.panel.refused")}>
            {refusal.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
          </Alert>
        )}
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            {t("privateWifi.panel.cancel")}
          </Button>
          <Button color={isDangerous ? "red" : undefined} onClick={onConfirm} loading={isPending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
