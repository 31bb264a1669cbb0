import { type SQL, sql } from "drizzle-orm";
import type { FieldValue } from "../dsl/ast";
import type { FieldMapping, SqlType } from "../mappings/index-mapping";

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const integerRange: Record<"integer" | "bigint", number> = { integer: 2 ** 31 - 1, bigint: Number.MAX_SAFE_INTEGER };

/**
 * The SQL type a value is sent as for a field: its own, except numbers an
 * integer column cannot hold (compared as numeric, so they still compare
 * right). Undefined when no value of the column can equal it (a malformed uuid).
 */
function castTypeFor(sqlType: SqlType, value: FieldValue): SqlType | undefined {
  if (sqlType === "uuid") return typeof value === "string" && uuidPattern.test(value) ? "uuid" : undefined;
  if (sqlType === "integer" || sqlType === "bigint") {
    const fits = typeof value === "number" && Number.isInteger(value) && Math.abs(value) <= integerRange[sqlType];
    return fits ? sqlType : "numeric";
  }
  return sqlType;
}

/** The text a value is sent as: dates (epoch milliseconds) in ISO 8601. */
export function parameterText(sqlType: SqlType, value: FieldValue): string | number | boolean {
  if (sqlType === "timestamptz" && typeof value === "number") return new Date(value).toISOString();
  return value;
}

/** `cast($1 as integer)`: a parameter, never spliced text. Undefined when it can match nothing. */
export function valueParameter(field: FieldMapping, value: FieldValue): SQL | undefined {
  const castType = castTypeFor(field.sqlType, value);
  if (!castType) return undefined;
  return sql`cast(${parameterText(field.sqlType, value)} as ${sql.raw(castType)})`;
}

/** `cast($1 as integer[])` for `= any(...)`, leaving out values that can match nothing. */
export function listParameter(field: FieldMapping, values: readonly FieldValue[]): SQL | undefined {
  const castTypes = values.map((value) => castTypeFor(field.sqlType, value));
  const kept = values.filter((_, index) => castTypes[index] !== undefined);
  if (kept.length === 0) return undefined;
  const widest = castTypes.includes("numeric") ? "numeric" : field.sqlType;
  const texts = kept.map((value) => String(parameterText(field.sqlType, value)));
  return sql`cast(${sql.param(texts)} as ${sql.raw(widest)}[])`;
}

/** A list of key values as one array parameter of that SQL type, for `in (select unnest(...))`. */
export function keysParameter(sqlType: SqlType, values: readonly unknown[]): SQL {
  const texts = values.map((value) => (value instanceof Date ? value.toISOString() : String(value)));
  return sql`cast(${sql.param(texts)} as ${sql.raw(sqlType)}[])`;
}

/** The field's value where it exists: a guarded field reads as missing (null) elsewhere. */
export function fieldValue(field: FieldMapping): SQL {
  return field.guard ? sql`(case when ${field.guard} then ${field.value} end)` : field.value;
}
