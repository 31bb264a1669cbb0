import { sql } from "drizzle-orm";
import type { Database } from "../db";
import { sites } from "../db/schema";
import { assignedScope } from "./scope";
import { organismInScope } from "./scope-conditions";

/** The ids of every site of these organisms. */
export async function findSiteIdsOfOrganisms(db: Database, organismIds: readonly number[]): Promise<number[]> {
  if (organismIds.length === 0) return [];
  const rows = await db
    .select({ id: sites.id })
    .from(sites)
    .where(organismInScope(assignedScope(organismIds, []), sites.organismId))
    .orderBy(sql`${sites.id}`);
  return rows.map((row) => row.id);
}
