import {
  type CastingMonthOption,
  castingDefaultDays,
  castingLastDaysWindow,
  castingMonthOptions,
  type TimeWindow,
} from "@ondine/domain";

/** docs/product.md#statistics-casting: the period picker's choice, a sliding "last N days" (1 to 31) or a calendar month. */
export type CastingPeriod = { kind: "lastDays"; days: number } | { kind: "month"; year: number; month: number };

/** docs/product.md#statistics-casting: the last 31 days. */
export const defaultCastingPeriod: CastingPeriod = { kind: "lastDays", days: castingDefaultDays };

/** The picker's value for a period: "lastDays" or "2025-03". */
export function periodValue(period: CastingPeriod): string {
  return period.kind === "lastDays" ? "lastDays" : `${period.year}-${String(period.month).padStart(2, "0")}`;
}

export function monthOptionValue(option: CastingMonthOption): string {
  return periodValue({ kind: "month", year: option.year, month: option.month });
}

/** The window a period covers, read at `now` (the last days and the current month stop now). */
export function castingPeriodWindow(period: CastingPeriod, now: Date): TimeWindow {
  if (period.kind === "lastDays") return castingLastDaysWindow(period.days, now);
  const option = castingMonthOptions(now).find(
    (candidate) => candidate.year === period.year && candidate.month === period.month,
  );
  return option ? option.window : castingLastDaysWindow(castingDefaultDays, now);
}
