import { type SQL, sql } from "drizzle-orm";
import type { Query, ResolvedField } from "../dsl/ast";
import type { IndexMapping } from "../mappings/index-mapping";
import { listParameter, valueParameter } from "./sql-values";

const matchNothing = sql`false`;

/**
 * A condition on one field's value (or on `value`, another form of it). A
 * guarded field's condition also needs its guard; a list field's asks
 * whether any element meets it.
 */
function onField(field: ResolvedField, condition: (value: SQL) => SQL, value: SQL = field.mapping.value): SQL {
  const { mapping } = field;
  const met = mapping.many
    ? sql`exists (select 1 from ${mapping.many.from} where ${mapping.many.where} and ${condition(value)})`
    : condition(value);
  return mapping.guard ? sql`(${mapping.guard} and ${met})` : met;
}

/** Never NULL: `must_not` and `minimum_should_match` count on true or false, never unknown. */
function isTrue(condition: SQL): SQL {
  return sql`((${condition}) is true)`;
}

/**
 * The SQL condition of a query: values are parameters, field names come
 * from the index mapping only. A document missing a field fails every
 * condition on it, so `must_not` keeps it (as in Elasticsearch).
 */
export function compileQuery(query: Query, mapping: IndexMapping): SQL {
  switch (query.kind) {
    case "all":
      return sql`true`;
    case "none":
      return matchNothing;
    case "bool":
      return compileBool(query, mapping);
    case "compare": {
      const parameter = valueParameter(query.field.mapping, query.value);
      if (!parameter) return matchNothing;
      return onField(query.field, (value) => sql`${value} ${sql.raw(query.op)} ${parameter}`);
    }
    case "in": {
      const parameter = listParameter(query.field.mapping, query.values);
      if (!parameter) return matchNothing;
      return onField(query.field, (value) => sql`${value} = any(${parameter})`);
    }
    case "exists":
      return onField(query.field, (value) => sql`${value} is not null`);
    case "like": {
      const { folded } = query.field.mapping;
      // The lower-case copy with LIKE matches as ILIKE does, which lowers both sides (docs/search.md "Field types").
      if (query.caseInsensitive && folded) {
        return onField(query.field, (value) => sql`${value} like lower(${query.pattern})`, folded);
      }
      const operator = sql.raw(query.caseInsensitive ? "ilike" : "like");
      const asText = query.field.mapping.sqlType === "uuid";
      return onField(query.field, (value) => sql`${asText ? sql`${value}::text` : value} ${operator} ${query.pattern}`);
    }
    case "ids":
      if (query.values.length === 0) return matchNothing;
      return sql`${mapping.id} = any(cast(${sql.param([...query.values])} as text[]))`;
  }
}

function compileBool(query: Extract<Query, { kind: "bool" }>, mapping: IndexMapping): SQL {
  const parts: SQL[] = query.must.map((clause) => compileQuery(clause, mapping));
  for (const clause of query.mustNot) parts.push(sql`not ${isTrue(compileQuery(clause, mapping))}`);
  const { should, minimumShould } = query;
  if (minimumShould > should.length) return matchNothing;
  if (minimumShould === 1) {
    parts.push(
      sql`(${sql.join(
        should.map((clause) => compileQuery(clause, mapping)),
        sql` or `,
      )})`,
    );
  } else if (minimumShould > 1) {
    const counted = should.map((clause) => sql`(case when ${compileQuery(clause, mapping)} then 1 else 0 end)`);
    parts.push(sql`(${sql.join(counted, sql` + `)}) >= ${minimumShould}`);
  }
  if (parts.length === 0) return sql`true`;
  return sql`(${sql.join(parts, sql` and `)})`;
}
