import {
  type CouponStatus,
  couponStatus,
  type ExportColumn,
  isTicketStatus,
  type Language,
  offerNameIn,
  productTimeZone,
  ticketStatusName,
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

type CellReader = (row: ExportRow) => ExportCell;

/**
 * The reader of one column's cell in the reader's language, its fields and
 * words looked up once per export rather than once per row.
 */
function cellReader(column: ExportColumn, { language, texts, now, wallClock }: CellContext): CellReader {
  const [field = "", second = ""] = column.fields;
  switch (column.kind) {
    case "text":
      return (row) => textCell(row[field]);
    case "date":
      return (row) => {
        const instant = instantOf(row[field]);
        return instant ? { kind: "date", wall: wallClock(instant) } : null;
      };
    case "amount":
      return (row) => {
        const amount = numberOf(row[field]);
        const currency = row[second];
        return amount === undefined
          ? null
          : { kind: "amount", value: amount, currency: typeof currency === "string" ? currency : null };
      };
    case "currency":
      return (row) => {
        const value = row[field];
        return typeof value === "string" && value !== "" ? { kind: "text", text: value.toUpperCase() } : null;
      };
    case "max_usage": {
      const unlimited: ExportCell = { kind: "text", text: texts.unlimited };
      return (row) => {
        const count = numberOf(row[field]);
        if (count === undefined) return null;
        return count < 0 ? unlimited : { kind: "count", value: count };
      };
    }
    case "coupon_status": {
      // One cell per status, shared by the rows (cells are read, never changed).
      const cells = Object.fromEntries(
        Object.entries(texts.statuses).map(([status, text]) => [status, { kind: "text", text }]),
      ) as Record<CouponStatus, ExportCell>;
      return (row) =>
        cells[
          couponStatus(
            {
              disabled_at: instantOf(row.disabled_at),
              provisionings_count: numberOf(row.provisionings_count) ?? 0,
              starts_at: instantOf(row.starts_at),
              ends_at: instantOf(row.ends_at),
            },
            now,
          )
        ];
    }
    case "device": {
      const cells = Object.fromEntries(
        Object.entries(texts.devices).map(([device, text]) => [device, { kind: "text", text }]),
      ) as Record<keyof ExportTexts["devices"], ExportCell>;
      return (row) => {
        const value = row[field];
        return typeof value === "string" && Object.hasOwn(cells, value)
          ? cells[value as keyof ExportTexts["devices"]]
          : cells.unknown;
      };
    }
    case "offer": {
      const translatedField = `coupon_def.name_translations.${language}`;
      return (row) => {
        const value = row[field];
        if (typeof value !== "string") return null;
        const translated = row[translatedField];
        const nameTranslations = typeof translated === "string" ? { [language]: translated } : null;
        return textCell(offerNameIn({ name: value, nameTranslations }, language));
      };
    }
    case "location":
      return (row) => textCell(row[field] ?? row[second]);
    case "ticket_status": {
      const names = texts.ticketStatuses;
      return (row) => {
        const code = numberOf(row[field]);
        return code !== undefined && isTicketStatus(code) ? textCell(names[ticketStatusName(code)]) : null;
      };
    }
    case "ticket_kind":
      return (row) => {
        const kind = row[field];
        return typeof kind === "string" && Object.hasOwn(texts.ticketKinds, kind)
          ? textCell(texts.ticketKinds[kind as keyof ExportTexts["ticketKinds"]])
          : textCell(kind);
      };
    case "yes_no": {
      const yes: ExportCell = { kind: "text", text: texts.yes };
      const no: ExportCell = { kind: "text", text: texts.no };
      return (row) => (row[field] === true ? yes : row[field] === false ? no : null);
    }
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
  const readers = columns.map((column) => cellReader(column, cellContext));
  return (row) => readers.map((read) => read(row));
}
