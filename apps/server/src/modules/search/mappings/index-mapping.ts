import type { SearchIndexName } from "@ondine/domain";
import { type Column, type SQL, sql } from "drizzle-orm";
import type { Scope } from "../../../scope/scope";

/** Elasticsearch's field types, as this subset reads them (docs/search.md "Field types"). */
export type FieldType = "keyword" | "text" | "date" | "number" | "boolean";

/** The PostgreSQL type a field's values are cast to in comparisons. */
export type SqlType =
  | "text"
  | "uuid"
  | "integer"
  | "bigint"
  | "numeric"
  | "double precision"
  | "timestamptz"
  | "boolean";

export type FieldMapping = {
  readonly type: FieldType;
  readonly sqlType: SqlType;
  /** The value, in the index's FROM; for a list field, one element inside `many.from`. */
  readonly value: SQL;
  readonly nullable: boolean;
  /** The value exists only when this holds (personal data shown on a condition): elsewhere it reads as missing. */
  readonly guard?: SQL;
  /** A list of values (an account's organisms): filters ask whether any element matches. */
  readonly many?: { readonly from: SQL; readonly where: SQL; readonly source: SQL };
  /**
   * A code, a contact or a name: callers who read figures only (docs/search.md
   * "Roles") may neither filter nor bucket by it, or counts would spell it out.
   */
  readonly personal?: boolean;
  /** The mapping's `joins` this field reads: a query joins only what its fields need. */
  readonly joins?: readonly string[];
  /**
   * The value in lower case, kept by the database (a stored generated
   * column): a case-insensitive match compares it with LIKE and the pattern
   * in lower case, where ILIKE lowers each row's text as it compares
   * (docs/search.md "Field types").
   */
  readonly folded?: SQL;
};

/** Who is searching: what the index's scope condition reads. */
export type SearchCaller = { readonly scope: Scope; readonly actor: { readonly id: number; readonly admin: boolean } };

/**
 * One index of the search proxy: the rows it searches (`from`, narrowed by
 * `inScope`), its document id, and its fields by the dotted name `_source`
 * shows them under.
 */
export type IndexMapping = {
  readonly name: SearchIndexName;
  readonly from: (caller: SearchCaller) => SQL;
  /** Outer joins to a row's single site, organism, offer...: joined only when a field of the query reads them. */
  readonly joins?: Readonly<Record<string, SQL>>;
  /** What the caller may see of those rows (docs/decisions.md#tenancy); `true` when `from` applies it. */
  readonly inScope: (caller: SearchCaller) => SQL;
  /** `_id`, as text. */
  readonly id: SQL;
  /** A unique, sortable value: `_doc` order and the tie-breaker that makes pages stable. */
  readonly docOrder: SQL;
  readonly docOrderType: "bigint" | "integer" | "text";
  readonly fields: Readonly<Record<string, FieldMapping>>;
  /** The largest `size` a request may ask for: the result window (searchResultWindow), or less. */
  readonly maxSize: number;
};

function sqlTypeOf(column: Column): SqlType {
  const type = column.getSQLType();
  if (type.startsWith("timestamp")) return "timestamptz";
  if (type.startsWith("numeric")) return "numeric";
  if (type.startsWith("varchar") || type.startsWith("char") || type === "text") return "text";
  if (type === "integer" || type === "bigint" || type === "uuid" || type === "boolean" || type === "double precision") {
    return type;
  }
  throw new Error(`search mapping: no SQL type for column ${column.name} (${type})`);
}

/** A field that is a column; nullable as the column unless it comes through an outer join. */
export function columnField(
  type: FieldType,
  column: Column,
  options: { nullable?: boolean; guard?: SQL; personal?: boolean; join?: string; folded?: Column } = {},
): FieldMapping {
  return {
    type,
    sqlType: sqlTypeOf(column),
    value: sql`${column}`,
    nullable: options.nullable ?? !column.notNull,
    ...(options.guard ? { guard: options.guard } : {}),
    ...(options.personal ? { personal: true } : {}),
    ...(options.join ? { joins: [options.join] } : {}),
    ...(options.folded ? { folded: sql`${options.folded}` } : {}),
  };
}

/** A field computed by an expression. */
export function expressionField(
  type: FieldType,
  sqlType: SqlType,
  value: SQL,
  options: { nullable: boolean; join?: string },
): FieldMapping {
  return { type, sqlType, value, nullable: options.nullable, ...(options.join ? { joins: [options.join] } : {}) };
}

/** A list field: `element` ranges over `from ... where`, `source` is the whole list for `_source`. */
export function listField(
  type: FieldType,
  sqlType: SqlType,
  element: SQL,
  many: { from: SQL; where: SQL; source: SQL },
): FieldMapping {
  return { type, sqlType, value: element, nullable: true, many };
}
