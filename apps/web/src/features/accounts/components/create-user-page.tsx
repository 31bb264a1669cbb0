import { Stack, Text, Title } from "@mantine/core";
import {
  type CurrentUser,
  type FieldErrors,
  newAccountGrantsFor,
  type UserBody,
  type UserPresentation,
  userBodySchema,
} from "@ondine/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../i18n/i18n";
import { useCreateUser } from "../api/create-user";
import { newUserFormValues } from "../user-form-values";
import { emailUnavailableKey, isEmailUnavailable } from "../user-save-errors";
import { SaveErrorModal, SaveSuccessModal } from "./save-result-modals";
import { UserForm } from "./user-form";

/** /administration/users/create and /administration/accounts/create: a new account. */
export function CreateUserPage({ actor }: { actor: CurrentUser }) {
  const { t } = useTranslation();
  const creation = useCreateUser();
  const [created, setCreated] = useState<UserPresentation>();
  const [failure, setFailure] = useState<unknown>();
  // A new form after each account created, so the next one starts blank.
  const [formKey, setFormKey] = useState(0);

  const submit = async (body: UserBody): Promise<FieldErrors | undefined> => {
    try {
      setCreated(await creation.mutateAsync(body));
      setFormKey((key) => key + 1);
      return undefined;
    } catch (error) {
      // docs/product.md#errors-behaviour: the address taken is said on the field; anything else in the error modal.
      if (isEmailUnavailable(error)) return { "user.email": [emailUnavailableKey] };
      setFailure(error);
      return undefined;
    }
  };

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t("accounts.create.title")}</Title>
        <Text c="dimmed">{t("accounts.create.subtitle")}</Text>
      </Stack>
      <UserForm
        key={formKey}
        actor={actor}
        schema={userBodySchema}
        initialValues={newUserFormValues(currentLanguage(), newAccountGrantsFor(actor, actor.role_flags))}
        submitLabel={t("accounts.create.submit")}
        isSubmitting={creation.isPending}
        onSubmit={submit}
      />
      <SaveSuccessModal
        opened={created !== undefined}
        title={t("accounts.create.successTitle")}
        message={created ? t("accounts.create.successMessage", { email: created.email }) : ""}
        onClose={() => setCreated(undefined)}
      />
      <SaveErrorModal error={failure} onClose={() => setFailure(undefined)} />
    </Stack>
  );
}
