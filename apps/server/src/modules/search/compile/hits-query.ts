import { type SQL, sql } from "drizzle-orm";
import type { SearchRequest, SortClause, SortValue } from "../dsl/ast";
import type { FieldMapping } from "../mappings/index-mapping";
import type { SearchBase } from "./search-base";
import { fieldValue, valueParameter } from "./sql-values";

/** A `_source` field and the column alias it is selected as. */
export type SourceColumn = { readonly name: string; readonly alias: string; readonly field: FieldMapping };

type SortExpression = { readonly clause: SortClause; readonly value: SQL | undefined; readonly nullable: boolean };

function sortExpression(base: SearchBase, clause: SortClause): SortExpression {
  const { target } = clause;
  switch (target.kind) {
    case "score":
      return { clause, value: undefined, nullable: false };
    case "id":
      return { clause, value: base.mapping.id, nullable: false };
    case "doc":
      return { clause, value: base.mapping.docOrder, nullable: false };
    case "field": {
      const { mapping } = target.field;
      // uuids sort as their text, so search_after compares texts.
      const value = mapping.sqlType === "uuid" ? sql`${fieldValue(mapping)}::text` : fieldValue(mapping);
      return { clause, value, nullable: mapping.nullable || mapping.guard !== undefined };
    }
  }
}

/** `x desc`, with NULLS placed only where the value can be null (so an index on a NOT NULL column serves it). */
function orderTerm(sort: SortExpression): SQL | undefined {
  if (!sort.value) return undefined;
  const direction = sql.raw(sort.clause.order);
  if (!sort.nullable) return sql`${sort.value} ${direction}`;
  return sql`${sort.value} ${direction} nulls ${sql.raw(sort.clause.missing)}`;
}

function afterParameter(base: SearchBase, sort: SortExpression, value: Exclude<SortValue, null>): SQL {
  const { target } = sort.clause;
  if (target.kind === "field") {
    const { mapping } = target.field;
    if (mapping.sqlType === "uuid") return sql`cast(${String(value)} as text)`;
    return valueParameter(mapping, value) ?? sql`null`;
  }
  if (target.kind === "doc") return sql`cast(${value} as ${sql.raw(base.mapping.docOrderType)})`;
  return sql`cast(${String(value)} as text)`;
}

/**
 * Documents after the `search_after` values in the sort order: after on the
 * first clause, or equal there and after on the next... Missing values sort
 * where `missing` puts them.
 */
function afterCondition(base: SearchBase, sorts: readonly SortExpression[], values: readonly SortValue[]): SQL {
  const simple =
    sorts.every((sort) => sort.value && !sort.nullable && sort.clause.order === sorts[0]?.clause.order) &&
    values.every((value) => value !== null);
  if (simple) {
    const operator = sql.raw(sorts[0]?.clause.order === "desc" ? "<" : ">");
    const left = sql.join(
      sorts.map((sort) => sort.value as SQL),
      sql`, `,
    );
    const right = sql.join(
      sorts.map((sort, index) => afterParameter(base, sort, values[index] as Exclude<SortValue, null>)),
      sql`, `,
    );
    return sql`((${left}) ${operator} (${right}))`;
  }
  let condition: SQL = sql`false`;
  for (let index = sorts.length - 1; index >= 0; index--) {
    const sort = sorts[index] as SortExpression;
    const value = values[index] ?? null;
    if (!sort.value) continue; // _score: equal everywhere
    const { order, missing } = sort.clause;
    let after: SQL;
    let equal: SQL;
    if (value === null) {
      after = missing === "first" ? sql`${sort.value} is not null` : sql`false`;
      equal = sql`${sort.value} is null`;
    } else {
      const parameter = afterParameter(base, sort, value);
      const beyond = sql`${sort.value} ${sql.raw(order === "desc" ? "<" : ">")} ${parameter}`;
      after = sort.nullable && missing === "last" ? sql`(${beyond} or ${sort.value} is null)` : beyond;
      equal = sql`${sort.value} = ${parameter}`;
    }
    condition = sql`(${after} or (${equal} and ${condition}))`;
  }
  return condition;
}

/**
 * The page of hits: `_id`, the `_source` columns and the sort values, in
 * the requested order with the index's unique order last, so that pages
 * never overlap. When the `_source` reads joins that the filters and the
 * sort do not, the page is chosen first without them, and the joins and
 * columns are read for its rows alone, not for every match before the sort
 * keeps 20 of them (the codes screen's page: about 2 times cheaper,
 * docs/performance.md "Cached reads and the codes search"). The outer query
 * keeps the scope condition: it costs a page's rows, and no row reaches the
 * answer without it.
 */
export function hitsQuery(base: SearchBase, request: SearchRequest, source: readonly SourceColumn[]): SQL {
  const sorts = request.sort.map((clause) => sortExpression(base, clause));
  const columns: SQL[] = [sql`${base.mapping.id} as "_id"`];
  for (const column of source) {
    const value = column.field.many ? column.field.many.source : fieldValue(column.field);
    columns.push(sql`${value} as ${sql.identifier(column.alias)}`);
  }
  sorts.forEach((sort, index) => {
    if (sort.value) columns.push(sql`${sort.value} as ${sql.identifier(`sort_${index}`)}`);
  });
  const order = sorts.map(orderTerm).filter((term): term is SQL => term !== undefined);
  const lastTarget = request.sort.at(-1)?.target.kind;
  if (lastTarget !== "doc" && lastTarget !== "id") order.push(sql`${base.mapping.docOrder} asc`);
  const where = request.searchAfter
    ? sql`${base.where} and ${afterCondition(base, sorts, request.searchAfter)}`
    : base.where;
  const sortFields = request.sort.flatMap((clause) =>
    clause.target.kind === "field" ? [clause.target.field.mapping] : [],
  );
  const orderBy = sql.join(order, sql`, `);
  const fields = [...source.map((column) => column.field), ...sortFields];
  const from = base.from(fields);
  const paging = sql`order by ${orderBy} limit ${request.size} offset ${request.from}`;
  if (base.joinsOf(fields).length === base.joinsOf(sortFields).length) {
    // Nothing to read later: one query (an index without joins, such as locations, whose ids are computed).
    return sql`select ${sql.join(columns, sql`, `)} from ${from} where ${where} ${paging}`;
  }
  const page = sql`select ${base.mapping.docOrder} from ${base.from(sortFields)} where ${where} ${paging}`;
  return sql`select ${sql.join(columns, sql`, `)} from ${from}
    where ${base.mapping.docOrder} in (${page}) and ${base.where} order by ${orderBy}`;
}

/** The total: exact, or counted up to one past the bound (then "at least the bound"). */
export function totalQuery(base: SearchBase, bound: number | undefined): SQL {
  const from = base.from();
  if (bound === undefined) return sql`select count(*) as "count" from ${from} where ${base.where}`;
  return sql`select count(*) as "count" from (select 1 from ${from} where ${base.where} limit ${bound + 1}) as counted`;
}
