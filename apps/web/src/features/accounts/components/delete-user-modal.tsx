import { Alert, Button, Group, Modal, Text } from "@mantine/core";
import type { UserPresentation } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { useDeleteUser } from "../api/delete-user";
import { fullName } from "./users-table";

interface DeleteUserModalProps {
  user: UserPresentation;
  opened: boolean;
  onClose: () => void;
  onDeleted: (user: UserPresentation) => void;
}

/** docs/product.md#accounts-users: deleting deactivates the account; asked once more before it is done. */
export function DeleteUserModal({ user, opened, onClose, onDeleted }: DeleteUserModalProps) {
  const { t } = useTranslation();
  const deletion = useDeleteUser();
  const close = () => {
    deletion.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t("accounts.delete.title")} centered>
      <Text>{t("accounts.delete.message", { name: fullName(user), email: user.email })}</Text>
      {deletion.isError && (
        <Alert color="red" mt="md" title={t("accounts.delete.failed")}>
          {apiErrorMessage(deletion.error, t)}
        </Alert>
      )}
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={close}>
          {t("accounts.cancel")}
        </Button>
        <Button
          color="red"
          loading={deletion.isPending}
          onClick={() =>
            deletion.mutate(user.id, {
              onSuccess: (deleted) => {
                deletion.reset();
                onDeleted(deleted);
              },
            })
          }
        >
          {t("accounts.delete.confirm")}
        </Button>
      </Group>
    </Modal>
  );
}
