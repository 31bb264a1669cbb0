import { type SQL, sql } from "drizzle-orm";
import type { Query } from "../dsl/ast";
import { queryFields } from "../dsl/request-fields";
import type { FieldMapping, IndexMapping, SearchCaller } from "../mappings/index-mapping";
import { compileQuery } from "./compile-query";

/**
 * The rows a request reads: the caller's scope ANDed with the query, and
 * the FROM clause of each query, joining only what its fields read (fewer
 * joins to plan for a count or a facet).
 */
export type SearchBase = {
  readonly mapping: IndexMapping;
  readonly where: SQL;
  from(fields?: readonly FieldMapping[]): SQL;
  /** The names of the joins `from(fields)` makes. */
  joinsOf(fields?: readonly FieldMapping[]): string[];
};

export function searchBase(mapping: IndexMapping, caller: SearchCaller, query: Query): SearchBase {
  const main = mapping.from(caller);
  const filtered = queryFields(query).map((field) => field.mapping);
  const joinsOf = (fields: readonly FieldMapping[] = []) => {
    const needed = new Set([...filtered, ...fields].flatMap((field) => field.joins ?? []));
    return Object.keys(mapping.joins ?? {}).filter((name) => needed.has(name));
  };
  return {
    mapping,
    where: sql`(${mapping.inScope(caller)}) and ${compileQuery(query, mapping)}`,
    joinsOf,
    from(fields = []) {
      const joins = joinsOf(fields).map((name) => mapping.joins?.[name] as SQL);
      return joins.length === 0 ? main : sql`${main} ${sql.join(joins, sql` `)}`;
    },
  };
}
