import { Button, Group, Modal, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface DisableCouponModalProps {
  code: string;
  opened: boolean;
  isDisabling: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** docs/product.md#codes-states: disabling is one-way, so it is confirmed first. */
export function DisableCouponModal({ code, opened, isDisabling, onConfirm, onClose }: DisableCouponModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("codes.panel.disableTitle")} centered>
      <Text>{t("codes.panel.disableConfirm", { code })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t("codes.panel.cancel")}
        </Button>
        <Button color="red" onClick={onConfirm} loading={isDisabling}>
          {t("codes.panel.disable")}
        </Button>
      </Group>
    </Modal>
  );
}
