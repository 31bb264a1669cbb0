import type { Aggs, Query, ResolvedField, SearchRequest } from "./ast";

/** Every field a query reads. */
export function queryFields(query: Query): ResolvedField[] {
  switch (query.kind) {
    case "all":
    case "none":
    case "ids":
      return [];
    case "bool":
      return [...query.must, ...query.should, ...query.mustNot].flatMap(queryFields);
    default:
      return [query.field];
  }
}

function aggsFields(aggs: Aggs): ResolvedField[] {
  return Object.values(aggs).flatMap((agg) => {
    if (agg.kind === "filter") return [...queryFields(agg.query), ...aggsFields(agg.aggs)];
    if (agg.kind === "metric") return [agg.field];
    return [agg.field, ...aggsFields(agg.aggs)];
  });
}

/** Every field a request filters, sorts or aggregates by. */
export function fieldsOfRequest(request: SearchRequest): ResolvedField[] {
  const sorted = request.sort.flatMap((clause) => (clause.target.kind === "field" ? [clause.target.field] : []));
  return [...queryFields(request.query), ...sorted, ...aggsFields(request.aggs)];
}
