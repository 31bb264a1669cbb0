import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { buildings, equipment, floors, organisms, sites } from "../../db/schema";
import type { Scope } from "../../scope/scope";
import { organismInScope, siteInScope } from "../../scope/scope-conditions";

export type BuildingRow = {
  id: number;
  uuid: string;
  name: string;
  siteId: number;
  bedsNumber: number | null;
  floorsCount: number;
  apReached: number;
  apTotal: number;
  apUnref: number;
};

const count = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
// As every figure counts access points (accessPointCount): a muted one, under a silence window, is not supervised
// (docs/alerts.md#silent-mode).
const supervised = sql`not ${equipment.muted} and ${equipment.state} in ('reachable', 'unreachable')`;

/**
 * The buildings of the sites `siteCondition` picks, each with its floors and
 * its access points counted (spare ones left out; Location (docs/product.md#locations-model)
 * state.ap), by name.
 */
async function findBuildingsWhere(db: Database, siteCondition: SQL): Promise<BuildingRow[]> {
  return db
    .select({
      id: buildings.id,
      uuid: buildings.uuid,
      name: buildings.name,
      siteId: buildings.siteId,
      bedsNumber: buildings.bedsNumber,
      floorsCount: sql<number>`count(distinct ${floors.id})`.mapWith(Number),
      apReached: count(sql`not ${equipment.muted} and ${equipment.state} = 'reachable'`),
      apTotal: count(supervised),
      apUnref: count(sql`${equipment.id} is not null and not (${supervised})`),
    })
    .from(buildings)
    .innerJoin(sites, eq(sites.id, buildings.siteId))
    .leftJoin(floors, eq(floors.buildingId, buildings.id))
    .leftJoin(
      equipment,
      and(eq(equipment.floorId, floors.id), eq(equipment.category, "access_point"), sql`${equipment.state} <> 'spare'`),
    )
    .where(siteCondition)
    .groupBy(buildings.id)
    .orderBy(asc(buildings.name), asc(buildings.id));
}

export function findSiteBuildings(db: Database, scope: Scope, siteId: number): Promise<BuildingRow[]> {
  return findBuildingsWhere(db, sql`${eq(sites.id, siteId)} and ${siteInScope(scope, sites.id)}`);
}

export function findOrganismBuildings(db: Database, scope: Scope, organismId: number): Promise<BuildingRow[]> {
  return findBuildingsWhere(db, sql`${eq(sites.organismId, organismId)} and ${siteInScope(scope, sites.id)}`);
}

/** Whether the site exists within the scope. */
export async function siteExistsInScope(db: Database, scope: Scope, siteId: number): Promise<boolean> {
  const rows = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.id, siteId), siteInScope(scope, sites.id)));
  return rows.length > 0;
}

/** Whether the organism exists and the scope holds it whole. */
export async function organismExistsInScope(db: Database, scope: Scope, organismId: number): Promise<boolean> {
  const rows = await db
    .select({ id: organisms.id })
    .from(organisms)
    .where(and(eq(organisms.id, organismId), organismInScope(scope, organisms.id)));
  return rows.length > 0;
}
