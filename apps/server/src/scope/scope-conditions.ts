import { type Column, type SQL, sql } from "drizzle-orm";
import { organismIdsInScope, type Scope, siteIdsInScope } from "./scope";

/**
 * `column = any($1::integer[])`: one parameter however many ids (an
 * organism can hold thousands of sites), and an empty list matches nothing.
 */
function idIn(column: Column | SQL, ids: readonly number[] | "all"): SQL {
  if (ids === "all") return sql`true`;
  return sql`(${column} = any(${sql.param([...ids])}::integer[]))`;
}

/** Rows of a site (a `site_id` column) that the scope holds. */
export function siteInScope(scope: Scope, siteIdColumn: Column | SQL): SQL {
  return idIn(siteIdColumn, siteIdsInScope(scope));
}

/** Rows of an organism as a whole (an `organism_id` column): only an assigned organism's. */
export function organismInScope(scope: Scope, organismIdColumn: Column | SQL): SQL {
  return idIn(organismIdColumn, organismIdsInScope(scope));
}

/**
 * Rows pointing at an organism or a site through two nullable columns, one
 * of them set (`user_locations`, an ad's or a coupon's location): in scope
 * when the one that is set is. Never NULL, so it can be negated safely.
 */
export function assignedLocationInScope(
  scope: Scope,
  columns: { organismId: Column | SQL; siteId: Column | SQL },
): SQL {
  if (scope.kind === "unscoped") return sql`true`;
  return sql`((${columns.organismId} is not null and ${organismInScope(scope, columns.organismId)})
    or (${columns.siteId} is not null and ${siteInScope(scope, columns.siteId)}))`;
}
