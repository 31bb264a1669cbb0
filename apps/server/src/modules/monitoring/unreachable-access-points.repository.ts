import { unreachedAccessPointStates } from "@ondine/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { buildings, equipment, floors } from "../../db/schema";
import type { ScopedSite } from "../../scope/in-scope";

export type UnreachableAccessPointRow = { id: number; tag: string | null; model: string; mac: string };

/** A site's access points counted as unreached now (accessPointCount: a muted one is not), by tag then MAC. */
export function findUnreachableAccessPoints(db: Database, site: ScopedSite): Promise<UnreachableAccessPointRow[]> {
  return db
    .select({ id: equipment.id, tag: equipment.tag, model: equipment.model, mac: equipment.mac })
    .from(equipment)
    .where(
      and(
        eq(equipment.siteId, site.id),
        eq(equipment.category, "access_point"),
        sql`${equipment.state}::text = any(${sql.param([...unreachedAccessPointStates])}::text[])`,
        eq(equipment.muted, false),
      ),
    )
    .orderBy(sql`${equipment.tag} asc nulls last`, asc(equipment.mac));
}

/** Unreachable access points of one place: building and floor names, null when not placed. */
export type UnreachablePlaceRow = { building: string | null; floor: string | null; count: number };

/**
 * The access points of a site counted as unreached now (a muted one is not,
 * as in accessPointCount), grouped by building and floor, buildings by name
 * then floors by level, the unplaced ones last. `siteId`: the site of a
 * command its collector reported (a diagnosis, docs/site-tools.md#diagnosis).
 */
export async function findUnreachableAccessPointPlaces(db: Database, siteId: number): Promise<UnreachablePlaceRow[]> {
  const rows = await db
    .select({ building: buildings.name, floor: floors.name, count: sql<number>`count(*)::int` })
    .from(equipment)
    .leftJoin(floors, eq(floors.id, equipment.floorId))
    .leftJoin(buildings, eq(buildings.id, floors.buildingId))
    .where(
      and(
        eq(equipment.siteId, siteId),
        eq(equipment.category, "access_point"),
        sql`${equipment.state}::text = any(${sql.param([...unreachedAccessPointStates])}::text[])`,
        eq(equipment.muted, false),
      ),
    )
    .groupBy(buildings.id, buildings.name, floors.id, floors.name, floors.level)
    .orderBy(
      sql`${buildings.name} asc nulls last`,
      sql`${floors.level} asc nulls last`,
      sql`${floors.name} asc nulls last`,
    );
  return rows.map((row) => ({ building: row.building, floor: row.floor, count: Number(row.count) }));
}
