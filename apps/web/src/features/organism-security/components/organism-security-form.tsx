import {
  ActionIcon,
  Alert,
  Button,
  Code,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { type OrganismSecurityAnswer, organismSecurityLimits } from "@ondine/domain";
import IconAlertTriangle from "@tabler/icons-react/icons/IconAlertTriangle";
import IconPlus from "@tabler/icons-react/icons/IconPlus";
import IconTrash from "@tabler/icons-react/icons/IconTrash";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { apiErrorMessage } from "../../../api/api-error-message";
import { showSuccess } from "../../../components/notices/show-notice";
import { formErrorText } from "../../../i18n/form-errors";
import { formatDateTime } from "../../../i18n/format-date-time";
import { useUpdateOrganismSecurity } from "../api/update-organism-security";
import {
  bodyOf,
  checkOrganismSecurity,
  formErrorsOf,
  formValuesOf,
  hasFormErrors,
  isCallerOutside,
  newRangeRow,
  type OrganismSecurityFormErrors,
  type OrganismSecurityFormValues,
} from "../organism-security-form-values";

const noErrors: OrganismSecurityFormErrors = { rows: new Map(), others: [] };

/**
 * An organism's settings (PUT /organisms/{id}/security): the allowed ranges,
 * a row each, the caller's own address (with a warning when the typed ranges
 * leave it out), and the two-factor requirement with its grace. Checked
 * before sending with the server's own rules; a refusal flags its rows and
 * keeps what was typed.
 */
export function OrganismSecurityForm({ settings }: { settings: OrganismSecurityAnswer }) {
  const { t } = useTranslation();
  const update = useUpdateOrganismSecurity(settings.organism_id);
  const [values, setValues] = useState<OrganismSecurityFormValues>(() => formValuesOf(settings));
  const [errors, setErrors] = useState<OrganismSecurityFormErrors>(noErrors);
  const [refusal, setRefusal] = useState<string>();
  const triedToSend = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: "field" | "alert" }>();
  const [focusRowKey, setFocusRowKey] = useState<number>();

  // Focus moves once React has drawn the errors: to the first flagged field, or to the refusal.
  useEffect(() => {
    if (!focusRequest) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (focusRequest.target === "alert" || !field) alertRef.current?.focus();
    else field.focus();
  }, [focusRequest]);

  // A row added or removed by its button: focus goes to the new row, or to the row now in its place.
  useEffect(() => {
    if (focusRowKey === undefined) return;
    formRef.current?.querySelector<HTMLInputElement>(`[data-range-key="${focusRowKey}"]`)?.focus();
  }, [focusRowKey]);

  const change = (next: OrganismSecurityFormValues) => {
    setValues(next);
    if (triedToSend.current) setErrors(checkOrganismSecurity(next));
  };
  const setRow = (key: number, text: string) =>
    change({ ...values, ranges: values.ranges.map((row) => (row.key === key ? { ...row, text } : row)) });
  const addRow = () => {
    const row = newRangeRow();
    change({ ...values, ranges: [...values.ranges, row] });
    setFocusRowKey(row.key);
  };
  const removeRow = (key: number) => {
    const index = values.ranges.findIndex((row) => row.key === key);
    const ranges = values.ranges.filter((row) => row.key !== key);
    change({ ...values, ranges });
    setFocusRowKey((ranges[index] ?? ranges[index - 1])?.key);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    triedToSend.current = true;
    setRefusal(undefined);
    const checked = checkOrganismSecurity(values);
    setErrors(checked);
    if (hasFormErrors(checked)) {
      setRefusal(t("organismSecurity.checkFields"));
      setFocusRequest({ target: "field" });
      return;
    }
    const { body, rowKeys } = bodyOf(values);
    try {
      await update.mutateAsync(body);
      showSuccess(t("organismSecurity.saved", { organism: settings.organism_name }));
    } catch (error) {
      // What was typed stays; the refusal says why and flags its rows.
      setErrors(formErrorsOf(isApiError(error) ? error.errors : {}, rowKeys));
      setRefusal(apiErrorMessage(error, t));
      setFocusRequest({ target: "alert" });
    }
  };

  const isSending = update.isPending;
  const isFull = values.ranges.length >= organismSecurityLimits.ipRanges;
  const callerOutside = isCallerOutside(settings.caller_ip, values);

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }}>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={settings.organism_name}>
        <Stack gap="lg">
          {refusal && (
            <Alert
              ref={alertRef}
              tabIndex={-1}
              color="red"
              variant="light"
              title={t("organismSecurity.refused")}
              role="alert"
            >
              <Stack gap={4}>
                <Text size="sm">{refusal}</Text>
                {errors.others.map((message) => (
                  <Text key={message} size="sm">
                    {formErrorText(message)}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
          <Fieldset legend={t("organismSecurity.ranges.legend")} variant="unstyled" disabled={isSending}>
            <Stack gap="sm">
              <Text size="sm" c="dimmed" id="organism-security-ranges-hint">
                {t("organismSecurity.ranges.hint")}
              </Text>
              {values.ranges.length === 0 && <Text size="sm">{t("organismSecurity.ranges.none")}</Text>}
              {values.ranges.map((row, index) => {
                const error = errors.rows.get(row.key);
                return (
                  <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
                    <TextInput
                      label={t("organismSecurity.ranges.label", { number: index + 1 })}
                      aria-describedby="organism-security-ranges-hint"
                      placeholder="192.0.2.0/24"
                      value={row.text}
                      onChange={(event) => setRow(row.key, event.currentTarget.value)}
                      error={error && formErrorText(error)}
                      data-range-key={row.key}
                      maxLength={64}
                      spellCheck={false}
                      autoComplete="off"
                      flex={1}
                      maw={420}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="lg"
                      mt={26}
                      aria-label={t("organismSecurity.ranges.remove", { number: index + 1 })}
                      onClick={() => removeRow(row.key)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                );
              })}
              {errors.ranges && (
                <Text size="sm" c="red" role="alert">
                  {formErrorText(errors.ranges)}
                </Text>
              )}
              <Group gap="sm">
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={addRow}
                  disabled={isFull || isSending}
                >
                  {t("organismSecurity.ranges.add")}
                </Button>
                {isFull && (
                  <Text size="sm" c="dimmed">
                    {t("organismSecurity.ranges.max", { max: organismSecurityLimits.ipRanges })}
                  </Text>
                )}
              </Group>
            </Stack>
          </Fieldset>
          <Stack gap="xs">
            <Text size="sm">
              {t("organismSecurity.callerIp")} <Code>{settings.caller_ip}</Code>
            </Text>
            {callerOutside && (
              <Alert
                color="orange"
                variant="light"
                icon={<IconAlertTriangle size={18} aria-hidden />}
                title={t("organismSecurity.callerOutside.title")}
              >
                {t("organismSecurity.callerOutside.text", { ip: settings.caller_ip })}
              </Alert>
            )}
          </Stack>
          <Stack gap="sm">
            <Switch
              label={t("organismSecurity.twoFactor.required")}
              description={t("organismSecurity.twoFactor.requiredHint")}
              checked={values.twoFactorRequired}
              onChange={(event) => change({ ...values, twoFactorRequired: event.currentTarget.checked })}
              disabled={isSending}
            />
            <NumberInput
              label={t("organismSecurity.twoFactor.grace")}
              description={t("organismSecurity.twoFactor.graceHint", { max: organismSecurityLimits.graceSignInsMax })}
              min={0}
              max={organismSecurityLimits.graceSignInsMax}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              value={values.graceSignIns}
              onChange={(grace) => change({ ...values, graceSignIns: typeof grace === "number" ? grace : "" })}
              error={errors.graceSignIns && formErrorText(errors.graceSignIns)}
              disabled={isSending || !values.twoFactorRequired}
              w={{ base: "100%", sm: 200 }}
            />
          </Stack>
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              {settings.updated_at
                ? t("organismSecurity.updatedAt", { date: formatDateTime(settings.updated_at) })
                : t("organismSecurity.neverUpdated")}
            </Text>
            <Button type="submit" loading={isSending}>
              {t("organismSecurity.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
