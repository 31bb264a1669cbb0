import { type SQL, sql } from "drizzle-orm";

export type SqlArrayType = "integer" | "bigint" | "text" | "boolean" | "timestamptz";

const needsEscape = /[\\"]/g;

/** A string element, always quoted (so `NULL`, `{}` or a comma stay text), `\` and `"` escaped. */
function quoted(value: string): string {
  return value.includes('"') || value.includes("\\") ? `"${value.replace(needsEscape, "\\$&")}"` : `"${value}"`;
}

/** One element of an array literal: instants as ISO strings (never quoted: no special character). */
function arrayElement(value: unknown): string {
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return quoted(value);
  if (value instanceof Date) return value.toISOString();
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "bigint") return String(value);
  throw new TypeError(`An array parameter holds a ${typeof value}`);
}

/**
 * PostgreSQL's text form of a one-dimensional array, `{1,2,NULL}`, made in
 * one pass: the drivers would quote and escape each element in turn, which
 * was a tenth of the ingest's time in Node (docs/performance.md "Ingest and
 * traffic reads").
 */
export function arrayLiteral(values: readonly unknown[]): string {
  let literal = "{";
  for (let index = 0; index < values.length; index += 1) {
    if (index > 0) literal += ",";
    literal += arrayElement(values[index]);
  }
  return `${literal}}`;
}

/** One array parameter cast to `type[]`, sent as its text form, so both drivers send the same text. */
export function sqlArray(values: readonly unknown[], type: SqlArrayType): SQL {
  return sql`${sql.param(arrayLiteral(values))}::${sql.raw(type)}[]`;
}

/**
 * `unnest($1::integer[], $2::timestamptz[], ...)` of the items, one array a
 * column: a batch of any size is one statement with one parameter a column.
 */
export function unnestItems<T>(
  items: readonly T[],
  columns: ReadonlyArray<readonly [pick: (item: T) => unknown, type: SqlArrayType]>,
): SQL {
  const arrays = columns.map(([pick, type]) => sqlArray(items.map(pick), type));
  return sql`unnest(${sql.join(arrays, sql`, `)})`;
}
