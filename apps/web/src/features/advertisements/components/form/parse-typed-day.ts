import { formatCalendarDay, type Language, parseCalendarDay } from "@ondine/domain";

type DayPart = "day" | "month" | "year";

/** A day in `language`'s figures, read in UTC: 22/11/2026, 11/22/2026, 2026/11/22. */
function dayInFigures(language: Language): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(language === "zh" ? "zh-CN" : language, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    timeZone: "UTC",
  });
}

/** The order a language writes a day in figures: fr 22/11/2026, en 11/22/2026, zh 2026/11/22 (dayjs "L" agrees). */
export function typedDayOrder(language: Language): DayPart[] {
  const parts = dayInFigures(language).formatToParts(new Date(Date.UTC(2026, 10, 22)));
  return parts.flatMap((part) =>
    part.type === "day" || part.type === "month" || part.type === "year" ? [part.type] : [],
  );
}

/**
 * A day typed in a date field, `YYYY-MM-DD`, or null while it names none:
 * three groups of figures in the language's order, any of `/ . -` or spaces
 * between them (22/11/2026, 22.11.2026, 22-11-2026); a four-figure first
 * group reads as year-month-day whatever the language (2026-11-22).
 */
export function parseTypedDay(text: string, order: readonly DayPart[]): string | null {
  const groups = text.trim().split(/[\s/.-]+/);
  if (groups.length !== 3 || !groups.every((group) => /^\d{1,4}$/.test(group))) return null;
  const readOrder: readonly DayPart[] = groups[0]?.length === 4 ? ["year", "month", "day"] : order;
  const value = (part: DayPart) => groups[readOrder.indexOf(part)] ?? "";
  const year = value("year");
  if (year.length !== 4) return null;
  const day = parseCalendarDay(`${year}-${value("month").padStart(2, "0")}-${value("day").padStart(2, "0")}`);
  return day ? formatCalendarDay(day) : null;
}

/** A day as typed in `language`'s figures (22/11/2026, 11/22/2026, 2026/11/22): the fields' hint. */
export function typedDayExample(language: Language, day: string): string {
  return dayInFigures(language).format(new Date(`${day}T12:00:00Z`));
}
