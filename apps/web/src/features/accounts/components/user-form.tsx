import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import {
  type AccountManagerLevel,
  type accountEditBodySchema,
  accountManagerLevels,
  type CurrentUser,
  canGrantAdmin,
  type FieldErrors,
  isEmailChange,
  paths,
  refusedAccountChanges,
  salutations,
  supportedLanguages,
  type UserBody,
  type userBodySchema,
  userCountries,
} from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useRef } from "react";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../../components/forms/password-field";
import { countryName, languageDisplayName } from "../../../i18n/display-names";
import { translatedInputErrors } from "../../../i18n/form-errors";
import {
  keptLocations,
  type LocationAssignment,
  reassignLocations,
  roleFormStateOf,
  type Salutation,
  type UserFormValues,
  userBodyOf,
} from "../user-form-values";
import { LocationPicker } from "./location-picker";
import { RoleFields } from "./role-fields";

interface UserFormProps {
  actor: CurrentUser;
  /** userBodySchema to create; accountEditBodySchema to edit (docs/product.md#accounts-validation: salutation required). */
  schema: typeof userBodySchema | typeof accountEditBodySchema;
  initialValues: UserFormValues;
  submitLabel: string;
  isSubmitting: boolean;
  /** Answers the server's field errors to show (keyed like the body), if any. */
  onSubmit: (body: UserBody) => Promise<FieldErrors | undefined>;
  /**
   * The saved address when the actor edits their own account: changing it
   * then asks for the current password (`emailChangeNeedsCurrentPassword`).
   */
  ownSavedEmail?: string | undefined;
  /** The account edited; undefined when creating one. */
  accountId?: number | undefined;
}

const locationsField = "user.user_locations_attributes";

const everyChange = { contacts: true, features: true };

/** User form (docs/product.md#accounts-users) and User create/edit (docs/product.md#accounts-validation), for creating and editing alike. */
export function UserForm({
  actor,
  schema,
  initialValues,
  submitLabel,
  isSubmitting,
  onSubmit,
  ownSavedEmail,
  accountId,
}: UserFormProps) {
  const { t } = useTranslation();
  const form = useForm<UserFormValues>({
    initialValues,
    validate: schemaResolver(schema, { sync: true }),
    // docs/product.md#accounts-validation: a field's error shows once it has been left, or on submit.
    validateInputOnBlur: true,
    enhanceGetInputProps: translatedInputErrors(),
  });
  const salutationRequired = !schema.shape.user.shape.salutation.safeParse(undefined).success;
  const values = form.getValues().user;
  const asksCurrentPassword = ownSavedEmail !== undefined && isEmailChange(ownSavedEmail, values.email.trim());
  // docs/product.md#accounts-permissions: a manager's level decides which sections they change; one's
  // own identity stays one's own. The server holds the same rule (`refusedAccountChanges`).
  const refused = refusedAccountChanges(actor, accountId === undefined ? null : { id: accountId }, everyChange);
  const lockedContacts = refused.includes("contacts");
  const lockedFeatures = refused.includes("features");
  const showsManagerLevel = canGrantAdmin(actor) && !values.admin && values.roles.accounts_create === 1;

  const formRef = useRef<HTMLFormElement>(null);
  // The first field at fault takes the focus, so a keyboard or screen reader user lands on it.
  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = form.onSubmit(async (formValues) => {
    const fieldErrors = await onSubmit(userBodyOf(formValues, schema));
    if (fieldErrors) {
      form.setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([key, [first]]) => [key, first])));
      focusFirstInvalid();
    }
  }, focusFirstInvalid);

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormSection title={t("accounts.form.identity")}>
          {lockedContacts && <LevelNote>{t("accounts.form.levelNoContacts")}</LevelNote>}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t("accounts.fields.salutation")}
              required={salutationRequired}
              data={salutations.map((salutation) => ({
                value: salutation,
                label: t(`accounts.salutations.${salutation}`),
              }))}
              {...form.getInputProps("user.salutation")}
              value={values.salutation ?? null}
              onChange={(salutation) => form.setFieldValue("user.salutation", (salutation ?? undefined) as Salutation)}
              clearable={!salutationRequired}
            />
            <TextInput
              label={t("accounts.fields.function")}
              autoComplete="organization-title"
              disabled={lockedContacts}
              {...form.getInputProps("user.function")}
            />
            <TextInput
              label={t("accounts.fields.firstName")}
              required
              autoComplete="off"
              disabled={lockedContacts}
              {...form.getInputProps("user.first_name")}
            />
            <TextInput
              label={t("accounts.fields.lastName")}
              required
              autoComplete="off"
              disabled={lockedContacts}
              {...form.getInputProps("user.last_name")}
            />
            <TextInput
              label={t("accounts.fields.email")}
              type="email"
              required
              autoComplete="off"
              disabled={lockedContacts}
              {...form.getInputProps("user.email")}
            />
            {asksCurrentPassword && (
              <PasswordField
                label={t("accounts.fields.currentPassword")}
                description={t("accounts.form.currentPasswordHint")}
                required
                autoComplete="current-password"
                {...form.getInputProps("user.current_password")}
              />
            )}
            <TextInput
              label={t("accounts.fields.phone")}
              type="tel"
              autoComplete="off"
              disabled={lockedContacts}
              {...form.getInputProps("user.phone")}
            />
            <Select
              label={t("accounts.fields.country")}
              required
              data={userCountries.map((country) => ({ value: country, label: countryName(country) }))}
              allowDeselect={false}
              disabled={lockedContacts}
              {...form.getInputProps("user.country")}
            />
            <Select
              label={t("accounts.fields.language")}
              description={t("accounts.form.languageHint")}
              data={supportedLanguages.map((language) => ({ value: language, label: languageDisplayName(language) }))}
              allowDeselect={false}
              {...form.getInputProps("user.language")}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection title={t("accounts.form.locations")}>
          {lockedContacts && <LevelNote>{t("accounts.form.levelNoContacts")}</LevelNote>}
          <LocationPicker
            actor={actor}
            required
            disabled={lockedContacts}
            value={keptLocations(values.user_locations_attributes)}
            onChange={(chosen: LocationAssignment[]) => {
              form.setFieldValue(locationsField, reassignLocations(values.user_locations_attributes, chosen));
              form.validateField(locationsField);
            }}
            onBlur={() => form.validateField(locationsField)}
            error={form.getInputProps(locationsField).error}
          />
        </FormSection>

        <FormSection title={t("accounts.form.roles")}>
          {lockedFeatures && (
            <LevelNote>
              {accountId === undefined
                ? t("accounts.form.levelStandardFeatures")
                : t("accounts.errors.features_not_allowed")}
            </LevelNote>
          )}
          <RoleFields
            actor={actor}
            disabled={lockedFeatures}
            value={roleFormStateOf(form.getValues())}
            onChange={(next) =>
              form.setValues({
                user: { ...form.getValues().user, admin: next.admin, roles_type: next.rolesType, roles: next.roles },
              })
            }
          />
          {showsManagerLevel && (
            <Select
              label={t("accounts.fields.accountManagerLevel")}
              description={t("accounts.form.accountManagerLevelHint")}
              data={accountManagerLevels.map((level) => ({
                value: level,
                label: t(`accounts.managerLevels.${level}`),
              }))}
              allowDeselect={false}
              maw={420}
              {...form.getInputProps("user.account_manager_level")}
              onChange={(level) =>
                level && form.setFieldValue("user.account_manager_level", level as AccountManagerLevel)
              }
            />
          )}
        </FormSection>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={paths.accounts}>
            {t("accounts.cancel")}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Why a section cannot be changed: the actor's manager level (docs/product.md#accounts-permissions). */
function LevelNote({ children }: { children: ReactNode }) {
  return (
    <Alert color="gray" variant="light" role="note">
      {children}
    </Alert>
  );
}

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: "md", sm: "xl" }} component="section">
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
