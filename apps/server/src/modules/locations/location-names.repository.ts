import type { LocationType } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "../../db";
import { organisms, sites } from "../../db/schema";

/** Organisms' and sites' names by id. */
export type LocationNames = { organisms: ReadonlyMap<number, string>; sites: ReadonlyMap<number, string> };

/**
 * The names of these organisms and sites, in one query whatever their
 * number: for the ids read from rows the caller was found to read (a
 * ticket on a site shows its organism's name to a customer who holds the
 * site alone).
 */
export async function findLocationNames(
  db: Database,
  ids: { organismIds: readonly number[]; siteIds: readonly number[] },
): Promise<LocationNames> {
  const names = { organisms: new Map<number, string>(), sites: new Map<number, string>() };
  if (ids.organismIds.length === 0 && ids.siteIds.length === 0) return names;
  const rows = await unionAll(
    db
      .select({ type: sql<LocationType>`'Organism'`.as("type"), id: organisms.id, name: organisms.name })
      .from(organisms)
      .where(sql`${organisms.id} = any(${sql.param([...ids.organismIds])}::integer[])`),
    db
      .select({ type: sql<LocationType>`'Site'`.as("type"), id: sites.id, name: sites.name })
      .from(sites)
      .where(sql`${sites.id} = any(${sql.param([...ids.siteIds])}::integer[])`),
  );
  for (const row of rows) (row.type === "Organism" ? names.organisms : names.sites).set(row.id, row.name);
  return names;
}
