import { DatePickerInput, type DatePickerInputProps, DateTimePicker, type DateTimePickerProps } from "@mantine/dates";

/** A date as the day it names, `2026-11-22` (the codes filters' form); "" for none. */
export interface DayFieldProps extends Omit<DatePickerInputProps, "value" | "onChange" | "type"> {
  value: string | undefined;
  onChange: (day: string | undefined) => void;
}

/** A day picker in the interface language ("22 novembre 2026"), inside InterfaceDatesProvider. */
export function DayField({ value, onChange, ...props }: DayFieldProps) {
  return (
    <DatePickerInput
      valueFormat="LL"
      clearable
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
  return (
    <DateTimePicker
      valueFormat="LLL"
      clearable
      {...props}
      value={value ? value.replace("T", " ") : null}
      onChange={(moment) => onChange(moment ? moment.slice(0, 16).replace(" ", "T") : "")}
    />
  );
}
