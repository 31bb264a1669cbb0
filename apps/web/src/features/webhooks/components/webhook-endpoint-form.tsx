import { Alert, Button, Group, Select, Stack, Switch, Text, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { webhookEndpointCreateSchema, webhookEndpointUpdateSchema, webhookLimits } from "@ondine/domain";
import { type ReactNode, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { formErrorText } from "../../../i18n/form-errors";
import { noRefusal, readWebhookRefusal, type WebhookFormValues, type WebhookRefusal } from "../webhook-form-values";
import { WebhookEventsField } from "./webhook-events-field";

/** An organism the creation offers, as the caller's location directory names it. */
export interface OrganismChoice {
  id: number;
  name: string;
}

/** The figures the `webhooks.errors.*` texts quote, from the domain's limits. */
const errorValues = { max: webhookLimits.endpointsPerOrganism, length: webhookLimits.urlMaxLength };

/** A field's error (the form's or the server's 422 `errors`) in the interface language. */
export function webhookErrorText(error: ReactNode): ReactNode {
  return formErrorText(error, errorValues);
}

interface WebhookEndpointFormProps {
  initialValues: WebhookFormValues;
  /** Creation: the organisms the endpoint may belong to (a choice when there are several); editing: none. */
  organisms?: readonly OrganismChoice[];
  submitLabel: string;
  /** Sends the form; rejects with the API's error on a refusal, which the form shows by field, keeping everything typed. */
  save: (values: WebhookFormValues) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * An endpoint's URL, description, events and state (docs/webhooks.md#endpoints),
 * checked by the domain's request schema before anything is sent; a refusal
 * (422 `errors`) shows under each field it names and loses nothing typed.
 */
export function WebhookEndpointForm({
  initialValues,
  organisms,
  submitLabel,
  save,
  onCancel,
}: WebhookEndpointFormProps) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const enabledHintId = useId();
  const isCreation = organisms !== undefined;
  const choosesOrganism = isCreation && organisms.length > 1;
  const [isSaving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<WebhookRefusal>(noRefusal);
  const [failure, setFailure] = useState<unknown>();
  const form = useForm<WebhookFormValues>({
    initialValues,
    validate: schemaResolver(isCreation ? webhookEndpointCreateSchema : webhookEndpointUpdateSchema, { sync: true }),
    enhanceGetInputProps: ({ inputProps }) => ({ error: webhookErrorText(inputProps.error) }),
  });
  const values = form.getValues();

  // The first field at fault takes the focus, so a keyboard or screen reader user lands on it.
  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = form.onSubmit(async (checked) => {
    setRefusal(noRefusal);
    setFailure(undefined);
    setSaving(true);
    try {
      await save(checked);
    } catch (error) {
      const read = readWebhookRefusal(error);
      // An organism's refusal (its 20 endpoints) shows above the form when there is no organism field to show it under.
      const { organism_id: organismError, ...shown } = read.fieldErrors;
      if (organismError !== undefined && !choosesOrganism) {
        read.fieldErrors = shown;
        read.otherMessages.unshift(organismError);
      }
      form.setErrors(read.fieldErrors);
      setRefusal(read);
      setFailure(error);
      focusFirstInvalid();
    } finally {
      setSaving(false);
    }
  }, focusFirstInvalid);

  const hasFieldErrors = Object.keys(refusal.fieldErrors).length > 0;
  const organismChoices = organisms ?? [];
  const eventsError = form.errors.event_types;
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure !== undefined && (
          <Alert color="red" variant="light" role="alert" title={t("webhooks.form.refused")}>
            <Stack gap={4}>
              {refusal.otherMessages.map((message) => (
                <Text size="sm" key={message}>
                  {webhookErrorText(message)}
                </Text>
              ))}
              {hasFieldErrors && <Text size="sm">{t("webhooks.form.checkFields")}</Text>}
              {!hasFieldErrors && refusal.otherMessages.length === 0 && (
                <Text size="sm">{apiErrorMessage(failure, t)}</Text>
              )}
            </Stack>
          </Alert>
        )}
        {choosesOrganism && (
          <Select
            label={t("webhooks.form.organism")}
            placeholder={t("webhooks.form.organismPlaceholder")}
            required
            searchable
            allowDeselect={false}
            data={organismChoices.map((organism) => ({ value: String(organism.id), label: organism.name }))}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("organism_id")}
            value={values.organism_id === null ? null : String(values.organism_id)}
            onChange={(chosen) => form.setFieldValue("organism_id", chosen === null ? null : Number(chosen))}
          />
        )}
        {isCreation && organismChoices.length === 1 && (
          <Text size="sm">{t("webhooks.form.organismOnly", { organism: organismChoices[0]?.name })}</Text>
        )}
        <TextInput
          label={t("webhooks.form.url")}
          description={t("webhooks.form.urlHint")}
          placeholder="https://pms.example.com/webhooks/ondine"
          required
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          {...form.getInputProps("url")}
        />
        <Textarea
          label={t("webhooks.form.description")}
          description={t("webhooks.form.descriptionHint", { max: webhookLimits.descriptionMaxLength })}
          minRows={2}
          resize="vertical"
          {...form.getInputProps("description")}
        />
        <WebhookEventsField
          value={values.event_types}
          onChange={(types) => {
            form.setFieldValue("event_types", types);
            form.clearFieldError("event_types");
          }}
          error={eventsError === undefined ? undefined : webhookErrorText(eventsError)}
          disabled={isSaving}
        />
        <Stack gap={4}>
          <Switch
            label={t("webhooks.form.enabled")}
            aria-describedby={enabledHintId}
            {...form.getInputProps("enabled", { type: "checkbox" })}
          />
          <Text size="xs" c="dimmed" id={enabledHintId}>
            {t("webhooks.form.enabledHint")}
          </Text>
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t("webhooks.form.cancel")}
          </Button>
          <Button type="submit" loading={isSaving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
