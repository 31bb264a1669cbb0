import { DateInput, type DateInputProps } from "@mantine/dates";
import { useCalendarProps } from "../../../../components/dates/date-fields";
import { currentLanguage } from "../../../../i18n/i18n";
import { parseTypedDay, typedDayOrder } from "./parse-typed-day";

export interface TypedDayFieldProps extends Omit<DateInputProps, "value" | "onChange" | "valueFormat" | "dateParser"> {
  /** `YYYY-MM-DD`, "" for none. */
  value: string;
  onChange: (day: string) => void;
}

/**
 * A day typed in figures in the interface language's order (22/11/2026 in
 * French, 11/22/2026 in English; dayjs "L") or picked in its calendar,
 * inside InterfaceDatesProvider. A text naming no day yet changes nothing;
 * on leaving the field, the text shows the day kept.
 */
export function TypedDayField({ value, onChange, ...props }: TypedDayFieldProps) {
  const calendar = useCalendarProps();
  const order = typedDayOrder(currentLanguage());
  return (
    <DateInput
      valueFormat="L"
      fixOnBlur
      {...calendar}
      {...props}
      value={value || null}
      dateParser={(text) => parseTypedDay(text, order)}
      onChange={(day) => onChange(day ?? "")}
    />
  );
}
