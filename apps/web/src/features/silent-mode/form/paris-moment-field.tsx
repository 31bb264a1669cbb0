import { MaskedDateInput } from "@mantine/dates";
import type { Language } from "@ondine/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useCalendarProps } from "../../../components/dates/date-fields";
import { currentLanguage } from "../../../i18n/i18n";

type DayPart = "day" | "month" | "year";

/** How `language` writes a day in figures: its parts' order and what separates them (22/11/2026, 22.11.2026, 2026/11/22). */
function dayFieldsOf(language: Language): { order: DayPart[]; separator: string } {
  const parts = new Intl.DateTimeFormat(language === "zh" ? "zh-CN" : language, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: "UTC",
  }).formatToParts(new Date(Date.UTC(2026, 10, 22)));
  const order = parts.flatMap((part) =>
    part.type === "day" || part.type === "month" || part.type === "year" ? [part.type] : [],
  );
  const separator = parts.find((part) => part.type === "literal")?.value.trim() || "/";
  return { order, separator };
}

interface ParisMomentFieldProps {
  label: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** A day and time (`2026-11-22 14:00:00`, Paris time), or a day alone (`2026-11-22`) without `withTime`; "" for none. */
  value: string;
  onChange: (value: string) => void;
  withTime?: boolean;
}

/**
 * A Paris date and time typed figure by figure in the interface language's
 * order (22/11/2026 14:00 in French, 11/22/2026 14:00 in English), or picked
 * in its calendar; a pasted `2026-11-22 14:00` fills it at once. Inside
 * InterfaceDatesProvider. An incomplete entry reads as none ("").
 */
export function ParisMomentField({
  label,
  description,
  error,
  required,
  disabled,
  value,
  onChange,
  withTime = true,
}: ParisMomentFieldProps) {
  const { t } = useTranslation();
  const calendar = useCalendarProps();
  const { order, separator } = dayFieldsOf(currentLanguage());
  return (
    <MaskedDateInput
      label={label}
      description={description}
      inputWrapperOrder={["label", "input", "description", "error"]}
      error={error}
      withAsterisk={required}
      disabled={disabled}
      withTime={withTime}
      format="24h"
      fieldsOrder={order}
      dateSeparator={separator}
      dayInputLabel={t("silentMode.form.dateParts.day")}
      monthInputLabel={t("silentMode.form.dateParts.month")}
      yearInputLabel={t("silentMode.form.dateParts.year")}
      hoursInputLabel={t("silentMode.form.dateParts.hours")}
      minutesInputLabel={t("silentMode.form.dateParts.minutes")}
      popoverProps={{ withinPortal: true }}
      {...calendar}
      value={value === "" ? null : value}
      onChange={(typed) => onChange(typed ?? "")}
    />
  );
}
