import type { SourceColumn } from "./compile/hits-query";
import type { SourceFilter } from "./dsl/ast";
import type { IndexMapping } from "./mappings/index-mapping";

function patternMatcher(pattern: string): (name: string) => boolean {
  const regex = new RegExp(
    `^${pattern
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*")}$`,
  );
  // `coupon_def` takes the whole object, as in Elasticsearch.
  return (name) => regex.test(name) || name.startsWith(`${pattern}.`);
}

/** The fields `_source` shows: all, or those `includes` names and `excludes` does not. */
export function sourceColumns(mapping: IndexMapping, filter: SourceFilter): SourceColumn[] {
  if (filter === false) return [];
  const includes = filter.includes.map(patternMatcher);
  const excludes = filter.excludes.map(patternMatcher);
  return Object.entries(mapping.fields)
    .filter(([name]) => includes.length === 0 || includes.some((matches) => matches(name)))
    .filter(([name]) => !excludes.some((matches) => matches(name)))
    .map(([name, field], index) => ({ name, alias: `source_${index}`, field }));
}
