import {
  type CalendarAriaLabels,
  DatePickerInput,
  type DatePickerInputProps,
  DateTimePicker,
  type DateTimePickerProps,
} from "@mantine/dates";
import { useTranslation } from "react-i18next";

/**
 * What every calendar of the console shares: its arrows named in the
 * interface language (they are icons: axe's button-name; the level button
 * keeps its visible month as its name), and
 * no weekend colour (Mantine's red fails the contrast rule on white, and
 * the console's dates are not about weekends).
 */
export function useCalendarProps(): { ariaLabels: CalendarAriaLabels; weekendDays: [] } {
  const { t } = useTranslation();
  return {
    ariaLabels: {
      previousMonth: t("calendar.previousMonth"),
      nextMonth: t("calendar.nextMonth"),
      previousYear: t("calendar.previousYear"),
      nextYear: t("calendar.nextYear"),
      previousDecade: t("calendar.previousDecade"),
      nextDecade: t("calendar.nextDecade"),
    },
    weekendDays: [],
  };
}

/** A date as the day it names, `2026-11-22` (the codes filters' form); "" for none. */
export interface DayFieldProps extends Omit<DatePickerInputProps, "value" | "onChange" | "type"> {
  value: string | undefined;
  onChange: (day: string | undefined) => void;
}

/** A day picker in the interface language ("22 novembre 2026"), inside InterfaceDatesProvider. */
export function DayField({ value, onChange, ...props }: DayFieldProps) {
  const calendar = useCalendarProps();
  return (
    <DatePickerInput
      valueFormat="LL"
      clearable
      {...calendar}
      {...props}
      value={value || null}
      onChange={(day) => onChange(day || undefined)}
    />
  );
}

/** A moment as a `datetime-local` field writes it, `2026-06-15T10:00`, in the browser's time zone; "" for none. */
export interface MomentFieldProps extends Omit<DateTimePickerProps, "value" | "onChange"> {
  value?: string;
  onChange: (moment: string) => void;
}

/** A date and time picker in the interface language ("15 juin 2026 10:00"), inside InterfaceDatesProvider. */
export function MomentField({ value, onChange, ...props }: MomentFieldProps) {
  const calendar = useCalendarProps();
  return (
    <DateTimePicker
      valueFormat="LLL"
      clearable
      {...calendar}
      {...props}
      value={value ? value.replace("T", " ") : null}
      onChange={(moment) => onChange(moment ? moment.slice(0, 16).replace(" ", "T") : "")}
    />
  );
}
