import { Button, Group, Modal, Text } from "@mantine/core";
import type { Advertisement } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { useDeleteAdvertisement } from "../../api/delete-advertisement";

interface DeleteAdvertisementModalProps {
  /** The announcement asked about; none closes the modal. */
  advertisement: Advertisement | undefined;
  onClose: () => void;
  onDeleted: (advertisement: Advertisement) => void;
  onFailed: (error: Error) => void;
}

/** Asked once more before an announcement leaves every portal it shows on. */
export function DeleteAdvertisementModal({
  advertisement,
  onClose,
  onDeleted,
  onFailed,
}: DeleteAdvertisementModalProps) {
  const { t } = useTranslation();
  const deletion = useDeleteAdvertisement();
  return (
    <Modal opened={advertisement !== undefined} onClose={onClose} title={t("advertisements.delete.title")} centered>
      <Text>{t("advertisements.delete.message", { title: advertisement?.internal_title ?? "" })}</Text>
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={onClose}>
          {t("advertisements.delete.cancel")}
        </Button>
        <Button
          color="red"
          loading={deletion.isPending}
          onClick={() => {
            if (!advertisement) return;
            deletion.mutate(advertisement.id, {
              onSuccess: () => onDeleted(advertisement),
              onError: onFailed,
            });
          }}
        >
          {t("advertisements.delete.confirm")}
        </Button>
      </Group>
    </Modal>
  );
}
