import { type Advertisement, parseCalendarDay } from "@ondine/domain";
import { formatPlainDay } from "../../../../i18n/format-date-time";

/** Names shown in a row before the rest is counted ("+N"). */
export const shownLocationCount = 2;

/** A `YYYY-MM-DD` day as it reads in the interface language, whatever the browser's time zone. */
export function advertisementDayText(day: string): string {
  const parsed = parseCalendarDay(day);
  return parsed ? formatPlainDay(parsed) : day;
}

export function advertisementLocationsSummary(advertisement: Advertisement): { names: string[]; more: number } {
  const names = advertisement.locations.map((location) => location.name);
  return { names: names.slice(0, shownLocationCount), more: Math.max(names.length - shownLocationCount, 0) };
}

export function advertisementAuthorName(advertisement: Advertisement): string | undefined {
  const user = advertisement.user;
  if (!user) return undefined;
  const name = `${user.firstname} ${user.lastname}`.trim();
  return name === "" ? undefined : name;
}
