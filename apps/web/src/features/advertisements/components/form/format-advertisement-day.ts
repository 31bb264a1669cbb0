import { parseCalendarDay } from "@ondine/domain";
import { formatPlainDay } from "../../../../i18n/format-date-time";

/** An announcement's day (`2026-11-22`, or an ISO date starting with it) as it reads: "22 nov. 2026". */
export function formatPlainDayText(text: string): string {
  const day = parseCalendarDay(text.slice(0, 10));
  return day ? formatPlainDay(day) : text;
}
