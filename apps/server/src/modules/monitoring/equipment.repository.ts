import { and, asc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { buildings, equipment, floors, sites } from "../../db/schema";
import type { ScopedSite } from "../../scope/in-scope";

const equipmentColumns = {
  id: equipment.id,
  floorId: equipment.floorId,
  category: equipment.category,
  model: equipment.model,
  mac: equipment.mac,
  mainMacAddress: equipment.mainMacAddress,
  tag: equipment.tag,
  state: equipment.state,
  muted: equipment.muted,
  isReachable: equipment.isReachable,
  connectedStations: equipment.connectedStations,
  ssid2ghz: equipment.ssid2ghz,
  ssid5ghz: equipment.ssid5ghz,
  positionX: equipment.positionX,
  positionY: equipment.positionY,
  parentMac: equipment.parentMac,
  label: equipment.label,
  buildingUuid: buildings.uuid,
  floorUuid: floors.uuid,
};

export type EquipmentRow = {
  id: number;
  floorId: number | null;
  category: (typeof equipment.$inferSelect)["category"];
  model: string;
  mac: string;
  mainMacAddress: string | null;
  tag: string | null;
  state: (typeof equipment.$inferSelect)["state"];
  muted: boolean;
  isReachable: boolean;
  connectedStations: number;
  ssid2ghz: string | null;
  ssid5ghz: string | null;
  positionX: number | null;
  positionY: number | null;
  parentMac: string | null;
  label: string | null;
  buildingUuid: string | null;
  floorUuid: string | null;
};

/** What the site map draws of a site: its equipment but the spare. */
const drawnOnSite = (site: ScopedSite) => and(eq(equipment.siteId, site.id), ne(equipment.state, "spare"));

/** Equipment with its floor and building, as the site map and its live changes present it. */
function selectEquipmentRows(db: Database, where: SQL | undefined) {
  return db
    .select(equipmentColumns)
    .from(equipment)
    .leftJoin(floors, eq(floors.id, equipment.floorId))
    .leftJoin(buildings, eq(buildings.id, floors.buildingId))
    .where(where);
}

/** Equipment (docs/product.md#maps-equipment): a site's equipment but the spare, with its floor and building, by category, tag and MAC. */
export async function findSiteEquipment(db: Database, site: ScopedSite): Promise<EquipmentRow[]> {
  return selectEquipmentRows(db, drawnOnSite(site)).orderBy(
    asc(equipment.category),
    sql`${equipment.tag} asc nulls last`,
    asc(equipment.mac),
  );
}

/**
 * Those of these pieces of equipment that the site map of `site` draws now,
 * as `findSiteEquipment` gives them: an id left out is deleted, on another
 * site, or spare (live changes).
 */
export async function findSiteEquipmentByIds(
  db: Database,
  site: ScopedSite,
  equipmentIds: readonly number[],
): Promise<EquipmentRow[]> {
  if (equipmentIds.length === 0) return [];
  return selectEquipmentRows(
    db,
    and(drawnOnSite(site), sql`${equipment.id} = any(${sql.param([...equipmentIds])}::integer[])`),
  ).orderBy(asc(equipment.id));
}

export type AccessPointListRow = {
  siteId: number;
  siteName: string;
  buildingUuid: string | null;
  buildingName: string | null;
  floorUuid: string | null;
  floorName: string | null;
  model: string;
  tag: string | null;
  mac: string;
  isReachable: boolean;
  state: (typeof equipment.$inferSelect)["state"];
  muted: boolean;
  reachedAt: Date | null;
  unreachedSince: Date | null;
};

/**
 * The access points of these sites but the spare, sorted by site name, then
 * building name, floor (by level), tag; unplaced ones after the placed.
 */
export async function findAccessPointList(
  db: Database,
  scopedSites: readonly ScopedSite[],
): Promise<AccessPointListRow[]> {
  if (scopedSites.length === 0) return [];
  return db
    .select({
      siteId: sites.id,
      siteName: sites.name,
      buildingUuid: buildings.uuid,
      buildingName: buildings.name,
      floorUuid: floors.uuid,
      floorName: floors.name,
      model: equipment.model,
      tag: equipment.tag,
      mac: equipment.mac,
      isReachable: equipment.isReachable,
      state: equipment.state,
      muted: equipment.muted,
      reachedAt: equipment.reachedAt,
      unreachedSince: equipment.unreachedSince,
    })
    .from(equipment)
    .innerJoin(sites, eq(sites.id, equipment.siteId))
    .leftJoin(floors, eq(floors.id, equipment.floorId))
    .leftJoin(buildings, eq(buildings.id, floors.buildingId))
    .where(
      and(
        inArray(
          equipment.siteId,
          scopedSites.map((site) => site.id),
        ),
        eq(equipment.category, "access_point"),
        ne(equipment.state, "spare"),
      ),
    )
    .orderBy(
      asc(sites.name),
      asc(sites.id),
      sql`${buildings.name} asc nulls last`,
      sql`${floors.level} asc nulls last`,
      sql`${floors.name} asc nulls last`,
      sql`${equipment.tag} asc nulls last`,
      asc(equipment.mac),
    );
}

export type EslListRow = { label: string | null; mac: string; model: string; parentMac: string | null };

/** A site's electronic shelf labels, by label then MAC. */
export async function findSiteEsls(db: Database, site: ScopedSite): Promise<EslListRow[]> {
  return db
    .select({ label: equipment.label, mac: equipment.mac, model: equipment.model, parentMac: equipment.parentMac })
    .from(equipment)
    .where(and(eq(equipment.siteId, site.id), eq(equipment.category, "esl")))
    .orderBy(sql`${equipment.label} asc nulls last`, asc(equipment.mac));
}

/** The equipment placed on these floors, each with its site and floor, by id. */
export async function findEquipmentOnFloors(
  db: Database,
  floorIds: readonly number[],
): Promise<{ id: number; siteId: number; floorId: number }[]> {
  if (floorIds.length === 0) return [];
  const rows = await db
    .select({ id: equipment.id, siteId: equipment.siteId, floorId: equipment.floorId })
    .from(equipment)
    .where(inArray(equipment.floorId, [...floorIds]))
    .orderBy(asc(equipment.id));
  return rows.flatMap((row) => (row.floorId === null ? [] : [{ ...row, floorId: row.floorId }]));
}

/** Every piece of equipment of these sites, with its site, by id (a silence window on a whole site covers them all). */
export async function findEquipmentOfSites(
  db: Database,
  siteIds: readonly number[],
): Promise<{ id: number; siteId: number }[]> {
  if (siteIds.length === 0) return [];
  return db
    .select({ id: equipment.id, siteId: equipment.siteId })
    .from(equipment)
    .where(inArray(equipment.siteId, [...siteIds]))
    .orderBy(asc(equipment.id));
}
