import { Alert, Button, Group, Modal, Text } from "@mantine/core";
import type { UserPresentation } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { deleteUser } from "../api/delete-user";
import { reactivateUser } from "../api/reactivate-user";
import { useUserStateChange } from "../api/user-state-change";
import { fullName } from "./users-table";

/** delete: the account is deactivated; reactivate: it gets its access back (docs/product.md#accounts-users). */
export type UserStateChange = "delete" | "reactivate";

const changes = {
  delete: { call: deleteUser, colour: "red" },
  reactivate: { call: reactivateUser, colour: undefined },
} as const;

interface UserStateChangeModalProps {
  change: UserStateChange;
  user: UserPresentation;
  opened: boolean;
  onClose: () => void;
  onChanged: (user: UserPresentation) => void;
}

/** Deleting or reactivating an account, asked once more before it is done. */
export function UserStateChangeModal({ change, user, opened, onClose, onChanged }: UserStateChangeModalProps) {
  const { t } = useTranslation();
  const mutation = useUserStateChange(changes[change].call);
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t(`accounts.${change}.title`)} centered>
      <Text>{t(`accounts.${change}.message`, { name: fullName(user), email: user.email })}</Text>
      {mutation.isError && (
        <Alert color="red" mt="md" title={t(`accounts.${change}.failed`)}>
          {apiErrorMessage(mutation.error, t)}
        </Alert>
      )}
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={close}>
          {t("accounts.cancel")}
        </Button>
        <Button
          color={changes[change].colour}
          loading={mutation.isPending}
          onClick={() =>
            mutation.mutate(user.id, {
              onSuccess: (changed) => {
                mutation.reset();
                onChanged(changed);
              },
            })
          }
        >
          {t(`accounts.${change}.confirm`)}
        </Button>
      </Group>
    </Modal>
  );
}
