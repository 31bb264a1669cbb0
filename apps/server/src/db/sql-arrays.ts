import { type SQL, sql } from "drizzle-orm";

export type SqlArrayType = "integer" | "bigint" | "text" | "boolean" | "timestamptz";

/** One array parameter cast to `type[]`. Instants go as ISO strings, so both drivers send the same text. */
export function sqlArray(values: readonly unknown[], type: SqlArrayType): SQL {
  const sent = values.map((value) => (value instanceof Date ? value.toISOString() : value));
  return sql`${sql.param(sent)}::${sql.raw(type)}[]`;
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
