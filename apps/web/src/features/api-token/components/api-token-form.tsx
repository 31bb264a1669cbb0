import { Button, Stack, Switch } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import {
  apiTokenExpiryDayBounds,
  formatCalendarDay,
  type GenerateApiTokenBody,
  generateApiTokenBodySchema,
} from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { DayField } from "../../../components/dates/date-fields";
import { InterfaceDatesProvider } from "../../../components/dates/interface-dates-provider";
import { translatedInputErrors } from "../../../i18n/form-errors";
import { formatPlainDay } from "../../../i18n/format-date-time";

type ApiTokenFormValues = { read_only: boolean; expires_at: string | null };

interface ApiTokenFormProps {
  submitLabel: string;
  /** docs/product.md#accounts-users: the button stays disabled while the page holds a new token. */
  disabled: boolean;
  pending: boolean;
  onSubmit: (body: GenerateApiTokenBody) => void;
}

/**
 * The new token's restrictions (docs/api.md "API tokens"): read-only, and an
 * optional expiry day from tomorrow to a year ahead, checked with the
 * route's own schema. Empty, it asks for SPEC's full-power token.
 */
export function ApiTokenForm({ submitLabel, disabled, pending, onSubmit }: ApiTokenFormProps) {
  const { t } = useTranslation();
  const bounds = apiTokenExpiryDayBounds(new Date());
  const form = useForm<ApiTokenFormValues>({
    initialValues: { read_only: false, expires_at: null },
    // Today's bounds at the time of checking, as the server reads them.
    validate: (values) => schemaResolver(generateApiTokenBodySchema(new Date()), { sync: true })(values),
    enhanceGetInputProps: translatedInputErrors({
      expires_at: { min: formatPlainDay(bounds.earliest), max: formatPlainDay(bounds.latest) },
    }),
  });

  return (
    <form onSubmit={form.onSubmit((values) => onSubmit(values))} noValidate>
      <Stack gap="md" align="flex-start">
        <Switch
          label={t("apiToken.form.readOnly")}
          description={t("apiToken.form.readOnlyHint")}
          {...form.getInputProps("read_only", { type: "checkbox" })}
        />
        <InterfaceDatesProvider>
          <DayField
            label={t("apiToken.form.expiresAt")}
            description={t("apiToken.form.expiresAtHint")}
            minDate={formatCalendarDay(bounds.earliest)}
            maxDate={formatCalendarDay(bounds.latest)}
            w={{ base: "100%", sm: 360 }}
            {...form.getInputProps("expires_at")}
            value={form.values.expires_at ?? undefined}
            onChange={(day) => form.setFieldValue("expires_at", day ?? null)}
          />
        </InterfaceDatesProvider>
        <Button type="submit" loading={pending} disabled={disabled}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
