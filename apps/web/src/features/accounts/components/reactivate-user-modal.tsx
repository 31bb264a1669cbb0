import { Alert, Button, Group, Modal, Text } from "@mantine/core";
import type { UserPresentation } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { useReactivateUser } from "../api/reactivate-user";
import { fullName } from "./users-table";

interface ReactivateUserModalProps {
  user: UserPresentation;
  opened: boolean;
  onClose: () => void;
  onReactivated: (user: UserPresentation) => void;
}

/** docs/product.md#accounts-users: reactivating gives the account back its access; asked once more before it is done. */
export function ReactivateUserModal({ user, opened, onClose, onReactivated }: ReactivateUserModalProps) {
  const { t } = useTranslation();
  const reactivation = useReactivateUser();
  const close = () => {
    reactivation.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t("accounts.reactivate.title")} centered>
      <Text>{t("accounts.reactivate.message", { name: fullName(user), email: user.email })}</Text>
      {reactivation.isError && (
        <Alert color="red" mt="md" title={t("accounts.reactivate.failed")}>
          {apiErrorMessage(reactivation.error, t)}
        </Alert>
      )}
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={close}>
          {t("accounts.cancel")}
        </Button>
        <Button
          loading={reactivation.isPending}
          onClick={() =>
            reactivation.mutate(user.id, {
              onSuccess: (reactivated) => {
                reactivation.reset();
                onReactivated(reactivated);
              },
            })
          }
        >
          {t("accounts.reactivate.confirm")}
        </Button>
      </Group>
    </Modal>
  );
}
