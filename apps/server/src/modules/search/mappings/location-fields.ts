import { type Column, type SQL, sql } from "drizzle-orm";
import { organisms, sites } from "../../../db/schema";
import { assignedLocationInScope } from "../../../scope/scope-conditions";
import { columnField, type FieldMapping, type SearchCaller } from "./index-mapping";

type LocatedTable = { organismId: Column; siteId: Column };

/** The organism and site a row belongs to, joined for their names when a query reads them. */
export function locationJoins(table: LocatedTable): Record<string, SQL> {
  return {
    sites: sql`left join ${sites} on ${sites.id} = ${table.siteId}`,
    organisms: sql`left join ${organisms} on ${organisms.id} = ${table.organismId}`,
  };
}

/** `site_id`, `site_name`, `organism_id`, `organism_name` (docs/product.md#locations-model `{product}site_id/name, organism_id/name`). */
export function locationFields(table: LocatedTable): Record<string, FieldMapping> {
  const siteOptional = !table.siteId.notNull;
  return {
    site_id: columnField("number", table.siteId),
    site_name: columnField("text", sites.name, { nullable: siteOptional, join: "sites" }),
    organism_id: columnField("number", table.organismId),
    organism_name: columnField("text", organisms.name, { nullable: true, join: "organisms" }),
  };
}

/**
 * A row of an organism, or of one of its sites, is in scope when that
 * location is (docs/decisions.md#tenancy): a site's rows for whoever holds the
 * site, an organism-wide row only for whoever holds the organism.
 */
export function locatedRowInScope(table: LocatedTable) {
  return ({ scope }: SearchCaller) =>
    assignedLocationInScope(scope, { organismId: table.organismId, siteId: table.siteId });
}
