import { currentLanguage } from "./i18n";

const units: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/**
 * How long ago (or in how long) an instant is, in the interface language, in
 * its largest whole unit: "il y a 3 heures", "3 hours ago", "vor 3 Stunden";
 * under a minute, "now" as the language says it.
 */
export function formatRelativeTime(iso: string, now: Date = new Date(), language = currentLanguage()): string {
  const elapsed = new Date(iso).getTime() - now.getTime();
  const format = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
  for (const [unit, ms] of units) {
    if (Math.abs(elapsed) >= ms) return format.format(Math.trunc(elapsed / ms), unit);
  }
  return format.format(0, "second");
}
