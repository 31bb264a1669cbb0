import { Alert, Button, Group, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  type CurrentUser,
  canDeleteUser,
  canEditUser,
  canLogAs,
  canReactivateUser,
  canResendConfirmation,
  paths,
  type UserPresentation,
} from "@ondine/domain";
import { Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { apiErrorMessage } from "../../../api/api-error-message";
import { showSuccess } from "../../../components/notices/show-notice";
import { useLogAsUser } from "../api/log-as-user";
import { useResendConfirmation } from "../api/resend-confirmation";
import { UserStateChangeModal } from "./user-state-change-modal";

interface UserActionsProps {
  actor: CurrentUser;
  user: UserPresentation;
}

/** Actions (docs/product.md#accounts-users) of the user panel; each shows only when the product (docs/product.md#accounts-permissions) allows it. */
export function UserActions({ actor, user }: UserActionsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logAs = useLogAsUser();
  const resend = useResendConfirmation();
  const [isDeleteOpen, deleteModal] = useDisclosure(false);
  const [isReactivateOpen, reactivateModal] = useDisclosure(false);
  const [deletedEmail, setDeletedEmail] = useState<string>();

  const actions = {
    logAs: canLogAs(actor, user),
    resend: canResendConfirmation(actor, user),
    edit: canEditUser(actor, user),
    delete: canDeleteUser(actor, user),
    reactivate: canReactivateUser(actor, user),
  };
  if (!Object.values(actions).some(Boolean) && !deletedEmail) {
    return (
      <Alert color="gray" role="note">
        {t("accounts.actions.none")}
      </Alert>
    );
  }

  return (
    <Stack gap="sm">
      <Group gap="sm">
        {actions.logAs && (
          <Button
            variant="light"
            loading={logAs.isPending}
            onClick={() =>
              logAs.mutate(user.id, {
                // docs/product.md#accounts-users: back to the root as the other user.
                onSuccess: () => void navigate({ to: paths.home }),
              })
            }
          >
            {t("accounts.actions.logAs")}
          </Button>
        )}
        {actions.resend && (
          <Button variant="light" loading={resend.isPending} onClick={() => resend.mutate(user.id)}>
            {t("accounts.actions.resendConfirmation")}
          </Button>
        )}
        {actions.edit && (
          <Button
            variant="light"
            renderRoot={(props) => <Link {...props} to={paths.accountsEdit} params={{ id: String(user.id) }} />}
          >
            {t("accounts.actions.edit")}
          </Button>
        )}
        {actions.delete && (
          <Button variant="light" color="red" onClick={deleteModal.open}>
            {t("accounts.actions.delete")}
          </Button>
        )}
        {actions.reactivate && (
          <Button variant="light" color="teal" onClick={reactivateModal.open}>
            {t("accounts.actions.reactivate")}
          </Button>
        )}
      </Group>

      {logAs.isError && (
        <Alert color="red" role="alert">
          {apiErrorMessage(logAs.error, t)}
        </Alert>
      )}
      {resend.isSuccess && (
        <Alert color="teal" role="status">
          {t("accounts.actions.confirmationSent", { email: user.email })}
        </Alert>
      )}
      {/* docs/product.md#errors-behaviour: "Resend confirmation failure: alert with the email". */}
      {resend.isError && (
        <Alert color="red" role="alert">
          {isApiError(resend.error) && resend.error.code === "TOO_MANY_REQUESTS"
            ? apiErrorMessage(resend.error, t)
            : t("accounts.actions.confirmationFailed", { email: user.email })}
        </Alert>
      )}
      {deletedEmail && (
        <Alert color="teal" role="status">
          {t("accounts.delete.done", { email: deletedEmail })}
        </Alert>
      )}
      <UserStateChangeModal
        change="delete"
        user={user}
        opened={isDeleteOpen}
        onClose={deleteModal.close}
        onChanged={(deleted) => {
          deleteModal.close();
          setDeletedEmail(deleted.email);
        }}
      />
      <UserStateChangeModal
        change="reactivate"
        user={user}
        opened={isReactivateOpen}
        onClose={reactivateModal.close}
        onChanged={(reactivated) => {
          reactivateModal.close();
          setDeletedEmail(undefined);
          showSuccess(t("accounts.reactivate.done", { email: reactivated.email }));
        }}
      />
    </Stack>
  );
}
