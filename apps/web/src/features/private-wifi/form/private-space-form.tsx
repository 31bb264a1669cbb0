import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type PrivateSpace,
  type PrivateSpaceCreate,
  type PrivateSpaceUpdate,
  type PrivateWifiSiteFigures,
  privateSpaceStateAt,
  privateWifiLimits,
  privateWifiToday,
} from "@ondine/domain";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DayField } from "../../../components/dates/date-fields";
import { useCreatePrivateSpace } from "../api/create-private-space";
import { useUpdatePrivateSpace } from "../api/update-private-space";
import { type KeyLimitValues, privateWifiErrorText, readRefusal } from "../private-wifi-error-text";
import {
  checkNewPrivateSpace,
  checkPrivateSpaceChanges,
  type PrivateSpaceFormErrors,
  type PrivateSpaceFormValues,
  privateSpaceFormFields,
  privateSpaceFormValuesOf,
} from "./private-space-form-values";

interface PrivateSpaceFormProps {
  siteId: number;
  /** The space edited; a new one when absent. */
  space?: PrivateSpace;
  /** The site's figures, for the key limit a refusal quotes. */
  figures: PrivateWifiSiteFigures | undefined;
  /** Saved (or, editing, nothing changed: null). */
  onDone: (space: PrivateSpace | null) => void;
  onCancel: () => void;
}

/**
 * A space's name, comment and expiry day (docs/private-wifi.md#model,
 * docs/private-wifi.md#expiry), checked before sending by the server's own
 * schema and day rule; a refusal (`name_taken`, `key_limit`,
 * `expiry_in_past`) flags its field or says why above, everything typed kept.
 * Its key is the server's to draw.
 */
export function PrivateSpaceForm({ siteId, space, figures, onDone, onCancel }: PrivateSpaceFormProps) {
  const { t } = useTranslation();
  const create = useCreatePrivateSpace(siteId);
  const update = useUpdatePrivateSpace(siteId);
  const [messages, setMessages] = useState<string[]>([]);
  const [keyLimit, setKeyLimit] = useState<KeyLimitValues>();
  const [focusRequest, setFocusRequest] = useState<{ target: "field" | "alert" }>();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const triedToSend = useRef(false);

  const check = (values: PrivateSpaceFormValues, now: Date) =>
    space ? checkPrivateSpaceChanges(space, values, now) : checkNewPrivateSpace(values, now);
  const form = useForm<PrivateSpaceFormValues>({
    initialValues: privateSpaceFormValuesOf(space),
    validate: (values) => check(values, new Date()).errors ?? {},
    onValuesChange: () => {
      if (triedToSend.current) form.validate();
    },
  });
  const values = form.getValues();
  const isSending = create.isPending || update.isPending;
  const now = new Date();
  const bringsKeyBack = space?.state === "expired" && privateSpaceStateAt(values.expires_on || null, now) === "active";

  // Focus moves once React has drawn the errors: to the first flagged field, or to the refusal above.
  useEffect(() => {
    if (!focusRequest) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (focusRequest.target === "alert" || !field) alertRef.current?.focus();
    else field.focus();
  }, [focusRequest]);

  /** The checked body sent: the changes of the space edited (none: nothing sent), or the new space. */
  const save = (body: PrivateSpaceCreate | PrivateSpaceUpdate | null): Promise<PrivateSpace | null> => {
    if (body === null) return Promise.resolve(null);
    if (space) return update.mutateAsync({ id: space.id, body });
    return create.mutateAsync(body as PrivateSpaceCreate);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    triedToSend.current = true;
    setMessages([]);
    const values = form.getValues();
    const now = new Date();
    const checked = space ? checkPrivateSpaceChanges(space, values, now) : checkNewPrivateSpace(values, now);
    if (checked.errors) {
      form.setErrors(checked.errors);
      setFocusRequest({ target: "field" });
      return;
    }
    try {
      onDone(await save(checked.body));
    } catch (error) {
      const refusal = readRefusal(error, privateSpaceFormFields, t, figures);
      setKeyLimit(refusal.keyLimit);
      form.setErrors(refusal.fields as PrivateSpaceFormErrors);
      setMessages(refusal.messages);
      setFocusRequest({ target: refusal.messages.length > 0 ? "alert" : "field" });
    }
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={space ? t("privateWifi.form.editTitle", { name: space.name }) : t("privateWifi.form.createTitle")}
    >
      <Stack gap="md">
        {messages.length > 0 && (
          <Alert
            ref={alertRef}
            tabIndex={-1}
            color="red"
            variant="light"
            title={t("privateWifi.form.refused")}
            role="alert"
          >
            <Stack gap={4}>
              {messages.map((message) => (
                <Text key={message} size="sm">
                  {message}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        <TextInput
          label={t("privateWifi.form.name")}
          description={t("privateWifi.form.nameHint", { max: privateWifiLimits.nameMaxLength })}
          inputWrapperOrder={["label", "input", "description", "error"]}
          required
          maxLength={privateWifiLimits.nameMaxLength}
          data-autofocus
          disabled={isSending}
          {...form.getInputProps("name")}
          error={privateWifiErrorText(form.errors.name, keyLimit)}
        />
        <Textarea
          label={t("privateWifi.form.comment")}
          description={t("privateWifi.form.commentHint", { max: privateWifiLimits.commentMaxLength })}
          inputWrapperOrder={["label", "input", "description", "error"]}
          maxLength={privateWifiLimits.commentMaxLength}
          minRows={2}
          resize="vertical"
          disabled={isSending}
          {...form.getInputProps("comment")}
          error={privateWifiErrorText(form.errors.comment, keyLimit)}
        />
        <DayField
          label={t("privateWifi.form.expiresOn")}
          description={t("privateWifi.form.expiresOnHint")}
          inputWrapperOrder={["label", "input", "description", "error"]}
          placeholder={t("privateWifi.form.noExpiry")}
          minDate={privateWifiToday(now)}
          value={values.expires_on}
          onChange={(day) => form.setFieldValue("expires_on", day ?? "")}
          error={privateWifiErrorText(form.errors.expires_on, keyLimit)}
          disabled={isSending}
          popoverProps={{ withinPortal: true }}
        />
        {bringsKeyBack && (
          <Text size="sm" role="status">
            {t("privateWifi.form.keyComesBack")}
          </Text>
        )}
        {!space && (
          <Text size="sm" c="dimmed">
            {t("privateWifi.form.keyDrawn")}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSending}>
            {t("privateWifi.form.cancel")}
          </Button>
          <Button type="submit" loading={isSending}>
            {space ? t("privateWifi.form.save") : t("privateWifi.form.create")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
