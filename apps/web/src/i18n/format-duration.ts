import { currentLanguage } from "./i18n";

const minuteMs = 60_000;

/**
 * How long something has lasted, in the interface language and its own unit
 * words (CLDR's short units): "2 h 5 min" in French, "2 hr 5 min" in
 * English, "3 Tg. 4 Std." in German; days and hours from a day on, hours and
 * minutes from an hour on, minutes below (at least 1).
 */
export function formatDuration(ms: number, language = currentLanguage()): string {
  const unit = (value: number, name: "day" | "hour" | "minute") =>
    new Intl.NumberFormat(language, { style: "unit", unit: name, unitDisplay: "short" }).format(value);
  const totalMinutes = Math.max(1, Math.floor(ms / minuteMs));
  const days = Math.floor(totalMinutes / (24 * 60));
  const hours = Math.floor((totalMinutes % (24 * 60)) / 60);
  const minutes = totalMinutes % 60;
  if (days > 0) return hours > 0 ? `${unit(days, "day")} ${unit(hours, "hour")}` : unit(days, "day");
  if (hours > 0) return minutes > 0 ? `${unit(hours, "hour")} ${unit(minutes, "minute")}` : unit(hours, "hour");
  return unit(minutes, "minute");
}
