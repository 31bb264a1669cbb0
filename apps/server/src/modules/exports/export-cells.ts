import {
  type CouponStatus,
  couponStatus,
  type ExportColumn,
  type Language,
  offerNameIn,
  productTimeZone,
  zoneOffsetMs,
} from "@ondine/domain";
import type { ExportRow } from "../search";
import type { ExportTexts } from "./export-texts";

/**
 * One cell of an export before it is written: a text, a number (an amount
 * with its currency, or a count), a date as Paris wall-clock time (a Date
 * whose UTC fields read the time in Paris: spreadsheets have no time zones),
 * or nothing.
 */
export type ExportCell =
  | { kind: "text"; text: string }
  | { kind: "amount"; value: number; currency: string | null }
  | { kind: "count"; value: number }
  | { kind: "date"; wall: Date }
  | null;

const textCell = (text: unknown): ExportCell =>
  text === null || text === undefined || text === "" ? null : { kind: "text", text: String(text) };

const instantOf = (value: unknown): Date | undefined => {
  if (value === null || value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? undefined : date;
};

const numberOf = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === "") return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

const dayMs = 86_400_000;

/**
 * Paris wall-clock times of instants, the zone's offset read about once per
 * day of time: a day whose offset is the same at its first and last
 * millisecond (every day but the two clock changes of a year) has one
 * offset throughout. 10,000 rows of three dates ask the zone's rules a few
 * hundred times, not 30,000.
 */
export function parisWallClock(): (instant: Date) => Date {
  /** The offset of each UTC day that has one (undefined: a day the clock changes). */
  const offsets = new Map<number, number | undefined>();
  return (instant) => {
    const time = instant.getTime();
    const day = Math.floor(time / dayMs);
    let offset: number | undefined;
    if (offsets.has(day)) offset = offsets.get(day);
    else {
      const first = zoneOffsetMs(productTimeZone, day * dayMs);
      offset = first === zoneOffsetMs(productTimeZone, day * dayMs + dayMs - 1) ? first : undefined;
      offsets.set(day, offset);
    }
    return new Date(time + (offset ?? zoneOffsetMs(productTimeZone, time)));
  };
}

type CellContext = {
  language: Language;
  texts: ExportTexts;
  now: Date;
  wallClock: (instant: Date) => Date;
};

/** One cell of a row in the reader's language. */
function exportCell(
  column: ExportColumn,
  row: ExportRow,
  { language, texts, now, wallClock }: CellContext,
): ExportCell {
  const [field = "", second = ""] = column.fields;
  const value = row[field];
  switch (column.kind) {
    case "text":
      return textCell(value);
    case "date": {
      const instant = instantOf(value);
      return instant ? { kind: "date", wall: wallClock(instant) } : null;
    }
    case "amount": {
      const amount = numberOf(value);
      const currency = row[second];
      return amount === undefined
        ? null
        : { kind: "amount", value: amount, currency: typeof currency === "string" ? currency : null };
    }
    case "currency":
      return typeof value === "string" && value !== "" ? { kind: "text", text: value.toUpperCase() } : null;
    case "max_usage": {
      const count = numberOf(value);
      if (count === undefined) return null;
      return count < 0 ? { kind: "text", text: texts.unlimited } : { kind: "count", value: count };
    }
    case "coupon_status": {
      const status: CouponStatus = couponStatus(
        {
          disabled_at: instantOf(row.disabled_at),
          provisionings_count: numberOf(row.provisionings_count) ?? 0,
          starts_at: instantOf(row.starts_at),
          ends_at: instantOf(row.ends_at),
        },
        now,
      );
      return { kind: "text", text: texts.statuses[status] };
    }
    case "device": {
      const device = typeof value === "string" && value in texts.devices ? value : "unknown";
      return { kind: "text", text: texts.devices[device as keyof ExportTexts["devices"]] };
    }
    case "offer": {
      if (typeof value !== "string") return null;
      const translated = row[`coupon_def.name_translations.${language}`];
      const nameTranslations = typeof translated === "string" ? { [language]: translated } : null;
      return textCell(offerNameIn({ name: value, nameTranslations }, language));
    }
    case "location":
      return textCell(value ?? row[second]);
  }
}

/**
 * The writer of one export's rows: each row's cells in the columns' order,
 * in the reader's language.
 */
export function exportCellsWriter(
  columns: readonly ExportColumn[],
  context: { language: Language; texts: ExportTexts; now: Date },
): (row: ExportRow) => ExportCell[] {
  const cellContext: CellContext = { ...context, wallClock: parisWallClock() };
  return (row) => columns.map((column) => exportCell(column, row, cellContext));
}
