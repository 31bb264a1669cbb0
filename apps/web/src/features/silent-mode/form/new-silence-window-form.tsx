import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { type SilenceReason, type SilenceWindowAnswer, silenceLimits, silenceReasons } from "@ondine/domain";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { apiErrorMessage } from "../../../api/api-error-message";
import type { LocationOption } from "../../../components/filters/location-option";
import { useCreateSilenceWindow } from "../api/create-silence-window";
import { SilenceSiteSelect } from "../components/silence-site-select";
import { silenceErrorText } from "../silence-error-text";
import { ParisMomentField } from "./paris-moment-field";
import { SilenceRecurrenceFields } from "./silence-recurrence-fields";
import { SilenceTargetFields } from "./silence-target-fields";
import {
  checkSilenceWindow,
  type SilenceWindowFormErrors,
  type SilenceWindowFormValues,
  silenceWindowFormErrors,
  silenceWindowInitialValues,
} from "./silence-window-form-values";

interface NewSilenceWindowFormProps {
  /** The caller's sites. */
  sites: readonly LocationOption[];
  /** The site to start on (the list's filter), if any. */
  siteId: number | undefined;
  onCreated: (window: SilenceWindowAnswer) => void;
  onCancel: () => void;
}

/** Why a send was refused, beyond the fields it flags: the API's words, and the rules no field shows. */
interface SendRefusal {
  message: string;
  others: string[];
}

/**
 * A new window (docs/alerts.md#silent-mode, POST /silent_mode/windows):
 * site, what it covers, start (now unless told) and mandatory end in Paris
 * time, reason, note, and optionally weekly. Checked before sending by the
 * server's own schema and clock rules (silenceWindowProblems); a refusal
 * flags its fields and keeps everything typed and chosen.
 */
export function NewSilenceWindowForm({ sites, siteId, onCreated, onCancel }: NewSilenceWindowFormProps) {
  const { t } = useTranslation();
  const create = useCreateSilenceWindow();
  const [opened] = useState(() => {
    const only = sites.length === 1 ? sites[0]?.id : undefined;
    return silenceWindowInitialValues(siteId ?? only, new Date());
  });
  const [refusal, setRefusal] = useState<SendRefusal>();
  const triedToSend = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: "field" | "alert" }>();

  const fieldErrorsOf = (values: SilenceWindowFormValues): SilenceWindowFormErrors => {
    const { errors } = checkSilenceWindow(values, opened.starts_at, new Date());
    return errors ? silenceWindowFormErrors(errors, values).fields : {};
  };
  const form = useForm<SilenceWindowFormValues>({
    initialValues: opened,
    validate: fieldErrorsOf,
    enhanceGetInputProps: ({ inputProps }) => ({ error: silenceErrorText(inputProps.error) }),
    onValuesChange: () => {
      if (triedToSend.current) form.validate();
    },
  });
  const values = form.getValues();
  const siteIdChosen = values.site_id === "" ? null : Number(values.site_id);
  const errorOf = (field: keyof SilenceWindowFormErrors) => silenceErrorText(form.errors[field]);

  // Focus moves once React has drawn the errors: to the first flagged field, or to the refusal above the form.
  useEffect(() => {
    if (!focusRequest) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (focusRequest.target === "alert" || !field) alertRef.current?.focus();
    else field.focus();
  }, [focusRequest]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    triedToSend.current = true;
    setRefusal(undefined);
    const typed = form.getValues();
    const checked = checkSilenceWindow(typed, opened.starts_at, new Date());
    if (checked.errors) {
      const { fields, others } = silenceWindowFormErrors(checked.errors, typed);
      form.setErrors(fields);
      if (others.length > 0) setRefusal({ message: t("silentMode.form.checkFields"), others });
      setFocusRequest({ target: "field" });
      return;
    }
    try {
      onCreated(await create.mutateAsync(checked.window));
    } catch (error) {
      // Everything typed and chosen stays; the refusal says why and flags its fields.
      const { fields, others } = silenceWindowFormErrors(isApiError(error) ? error.errors : {}, typed);
      form.setErrors(fields);
      setRefusal({ message: apiErrorMessage(error, t), others });
      setFocusRequest({ target: "alert" });
    }
  };

  const reasonOptions = silenceReasons.map((reason) => ({ value: reason, label: t(`silentMode.reasons.${reason}`) }));
  const isSending = create.isPending;

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={t("silentMode.form.title")}>
      <Stack gap="md">
        {refusal && (
          <Alert
            ref={alertRef}
            tabIndex={-1}
            color="red"
            variant="light"
            title={t("silentMode.form.refused")}
            role="alert"
          >
            <Stack gap={4}>
              <Text size="sm">{refusal.message}</Text>
              {refusal.others.map((message) => (
                <Text key={message} size="sm">
                  {silenceErrorText(message)}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        <SilenceSiteSelect
          label={t("silentMode.form.site")}
          placeholder={t("silentMode.form.sitePlaceholder")}
          sites={sites}
          required
          value={values.site_id}
          onChange={(site) => {
            form.setFieldValue("site_id", site);
            form.setFieldValue("building_id", "");
            form.setFieldValue("equipment_ids", []);
          }}
          error={errorOf("site_id")}
          disabled={isSending}
        />
        <SilenceTargetFields
          siteId={siteIdChosen}
          target={values.target}
          buildingId={values.building_id}
          equipmentIds={values.equipment_ids}
          onTargetChange={(target) => form.setFieldValue("target", target)}
          onBuildingChange={(id) => form.setFieldValue("building_id", id)}
          onEquipmentChange={(ids) => form.setFieldValue("equipment_ids", ids)}
          errors={{
            target: errorOf("target"),
            building_id: errorOf("building_id"),
            equipment_ids: errorOf("equipment_ids"),
          }}
          disabled={isSending}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ParisMomentField
            label={t("silentMode.form.startsAt")}
            description={t("silentMode.form.startsAtHint")}
            required
            value={values.starts_at}
            onChange={(moment) => form.setFieldValue("starts_at", moment)}
            error={errorOf("starts_at")}
            disabled={isSending}
          />
          <ParisMomentField
            label={t("silentMode.form.endsAt")}
            description={t("silentMode.form.endsAtHint", { days: silenceLimits.maxAheadDays })}
            required
            value={values.ends_at}
            onChange={(moment) => form.setFieldValue("ends_at", moment)}
            error={errorOf("ends_at")}
            disabled={isSending}
          />
        </SimpleGrid>
        <Select
          label={t("silentMode.form.reason")}
          placeholder={t("silentMode.form.reasonPlaceholder")}
          required
          data={reasonOptions}
          allowDeselect={false}
          {...form.getInputProps("reason")}
          value={values.reason === "" ? null : values.reason}
          onChange={(reason) => form.setFieldValue("reason", (reason ?? "") as SilenceReason | "")}
          disabled={isSending}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label={t("silentMode.form.note")}
          description={t("silentMode.form.noteHint", { max: silenceLimits.noteMaxLength })}
          inputWrapperOrder={["label", "input", "description", "error"]}
          // Not `autosize`: it listens to document.fonts, which not every browser engine (nor jsdom) has.
          minRows={3}
          resize="vertical"
          maxLength={silenceLimits.noteMaxLength}
          {...form.getInputProps("note")}
          disabled={isSending}
        />
        <SilenceRecurrenceFields
          repeats={values.repeats}
          weekdays={values.weekdays}
          until={values.until}
          onRepeatsChange={(repeats) => form.setFieldValue("repeats", repeats)}
          onWeekdaysChange={(weekdays) => form.setFieldValue("weekdays", weekdays)}
          onUntilChange={(until) => form.setFieldValue("until", until)}
          errors={{ weekdays: errorOf("weekdays"), until: errorOf("until") }}
          disabled={isSending}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSending}>
            {t("silentMode.form.cancel")}
          </Button>
          <Button type="submit" loading={isSending}>
            {t("silentMode.form.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
