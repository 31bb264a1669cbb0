import { Alert, Center, Loader, Stack, Text, Title } from "@mantine/core";
import {
  accountEditBodySchema,
  type CurrentUser,
  canEditUser,
  emailChangeNeedsCurrentPassword,
  type FieldErrors,
  paths,
  type UserBody,
  type UserPresentation,
} from "@ondine/domain";
import { Navigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUser } from "../api/get-user";
import { useUpdateUser } from "../api/update-user";
import { userFormValuesOf } from "../user-form-values";
import { userFieldErrors } from "../user-save-errors";
import { SaveErrorModal, SaveSuccessModal } from "./save-result-modals";
import { UserForm } from "./user-form";
import { fullName } from "./users-table";

interface EditUserPageProps {
  actor: CurrentUser;
  userId: number;
  /** Told after a save, e.g. to re-read the signed-in user when they edited themselves. */
  onSaved?: (user: UserPresentation) => void;
}

/** /administration/accounts/{id}/edit */
export function EditUserPage({ actor, userId, onSaved }: EditUserPageProps) {
  const { t } = useTranslation();
  const query = useUser(userId);

  if (query.isPending) {
    return (
      <Center mih="40vh" role="status" aria-label={t("accounts.edit.loading")}>
        <Loader type="dots" />
      </Center>
    );
  }
  // docs/product.md#accounts-users: an account that cannot be loaded sends to the users dashboard.
  if (query.isError) return <Navigate to={paths.usersDashboard} replace />;
  // docs/product.md#accounts-roles: a page the roles do not allow sends home; here it is this account that decides (docs/product.md#accounts-permissions).
  if (!canEditUser(actor, query.data)) return <Navigate to={paths.home} replace />;
  return <EditUserForm key={query.data.id} actor={actor} user={query.data} onSaved={onSaved} />;
}

function EditUserForm({
  actor,
  user,
  onSaved,
}: { actor: CurrentUser; user: UserPresentation } & Pick<EditUserPageProps, "onSaved">) {
  const { t } = useTranslation();
  const update = useUpdateUser(user.id);
  const [saved, setSaved] = useState<UserPresentation>();
  // The account as last answered: its pending address shows after a save.
  const [latest, setLatest] = useState(user);
  const [failure, setFailure] = useState<unknown>();
  // After a save the form restarts from the answer: new locations get their ids,
  // removed ones are gone, so a second save sends nothing twice.
  const [formStart, setFormStart] = useState(() => ({ key: 0, values: userFormValuesOf(user) }));

  // A new address waits for its link: the modal says so, the form's top may be scrolled away.
  const successMessage = (answer: UserPresentation) =>
    [
      t("accounts.edit.successMessage", { name: fullName(answer) }),
      answer.unconfirmed_email ? t("accounts.edit.pendingEmail", { email: answer.unconfirmed_email }) : "",
    ]
      .filter(Boolean)
      .join(" ");

  const submit = async (body: UserBody): Promise<FieldErrors | undefined> => {
    try {
      const answer = await update.mutateAsync(body);
      setSaved(answer);
      setLatest(answer);
      setFormStart((start) => ({ key: start.key + 1, values: userFormValuesOf(answer) }));
      onSaved?.(answer);
      return undefined;
    } catch (error) {
      // "Edit user: generic form error modal" (docs/product.md#errors-behaviour); the fields at fault are marked too.
      setFailure(error);
      const fieldErrors = userFieldErrors(error);
      return Object.keys(fieldErrors).length > 0 ? fieldErrors : undefined;
    }
  };

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t("accounts.edit.title", { name: fullName(user) })}</Title>
        <Text c="dimmed">{latest.email}</Text>
      </Stack>
      {latest.unconfirmed_email && (
        <Alert color="yellow" variant="light" role="status" maw={720}>
          {t("accounts.edit.pendingEmail", { email: latest.unconfirmed_email })}
        </Alert>
      )}
      <UserForm
        key={formStart.key}
        actor={actor}
        schema={accountEditBodySchema}
        initialValues={formStart.values}
        submitLabel={t("accounts.edit.submit")}
        isSubmitting={update.isPending}
        onSubmit={submit}
        ownSavedEmail={emailChangeNeedsCurrentPassword(actor, latest) ? latest.email : undefined}
        accountId={user.id}
      />
      <SaveSuccessModal
        opened={saved !== undefined}
        title={t("accounts.edit.successTitle")}
        message={saved ? successMessage(saved) : ""}
        onClose={() => setSaved(undefined)}
      />
      <SaveErrorModal error={failure} onClose={() => setFailure(undefined)} />
    </Stack>
  );
}
