import type { FloorPlanContentType } from "@ondine/domain";
import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { buildings, equipment, floorPlans, floors } from "../../db/schema";
import { markInScope, type ScopedFloor } from "../../scope/in-scope";
import type { Scope } from "../../scope/scope";
import { siteInScope } from "../../scope/scope-conditions";

/** The floor of that UUID, when its building's site is in the scope. */
export async function findFloorInScope(
  db: Database,
  scope: Scope,
  floorUuid: string,
): Promise<ScopedFloor | undefined> {
  const [row] = await db
    .select({ id: floors.id, uuid: floors.uuid, siteId: buildings.siteId })
    .from(floors)
    .innerJoin(buildings, eq(buildings.id, floors.buildingId))
    .where(and(eq(floors.uuid, floorUuid), siteInScope(scope, buildings.siteId)));
  return row && markInScope("floor", row);
}

export type FloorPlanImageRow = {
  contentType: FloorPlanContentType;
  digest: string;
  /** Null when the caller already holds this version: the bytes are not read. */
  image: Uint8Array | null;
};

/** The bytes, unless the digest is one the caller holds ("any": whichever it is, `If-None-Match: *`). */
function imageUnlessHeld(heldDigests: readonly string[] | "any") {
  if (heldDigests === "any") return sql<Uint8Array | null>`null::bytea`;
  if (heldDigests.length === 0) return floorPlans.image;
  return sql<Uint8Array | null>`case when ${floorPlans.digest} = any(${sql.param([...heldDigests])}::text[]) then null else ${floorPlans.image} end`;
}

/** A floor's plan image, without its bytes when the caller holds its version. */
export async function findFloorPlanImage(
  db: Database,
  floor: ScopedFloor,
  heldDigests: readonly string[] | "any",
): Promise<FloorPlanImageRow | undefined> {
  const [row] = await db
    .select({ contentType: floorPlans.contentType, digest: floorPlans.digest, image: imageUnlessHeld(heldDigests) })
    .from(floorPlans)
    .where(eq(floorPlans.floorId, floor.id));
  return row;
}

export type FloorPlanSettingsRow = {
  width: number;
  height: number;
  wallAttenuationDb: number;
  metresPerUnit: number;
};

/**
 * The floor's current plan size and coverage settings (undefined without a
 * plan), its floor row locked until the transaction ends: two uploads to one
 * floor take turns, each rescaling from the plan the other left.
 */
export async function lockFloorPlanSettings(
  tx: Database,
  floor: ScopedFloor,
): Promise<FloorPlanSettingsRow | undefined> {
  await tx.select({ id: floors.id }).from(floors).where(eq(floors.id, floor.id)).for("update");
  const [row] = await tx
    .select({
      width: floorPlans.width,
      height: floorPlans.height,
      wallAttenuationDb: floorPlans.wallAttenuationDb,
      metresPerUnit: floorPlans.metresPerUnit,
    })
    .from(floorPlans)
    .where(eq(floorPlans.floorId, floor.id));
  return row;
}

export type FloorPlanValues = {
  contentType: FloorPlanContentType;
  image: Uint8Array;
  width: number;
  height: number;
  digest: string;
  wallAttenuationDb: number;
  metresPerUnit: number;
  updatedBy: number;
  updatedAt: Date;
};

/** Sets the floor's plan, the first or a replacement. */
export async function saveFloorPlan(tx: Database, floor: ScopedFloor, values: FloorPlanValues): Promise<void> {
  await tx
    .insert(floorPlans)
    .values({ floorId: floor.id, ...values })
    .onConflictDoUpdate({ target: floorPlans.floorId, set: values });
}

/** Moves the floor's placed equipment by these factors (positions from the plan's top-left corner); how many moved. */
export async function scaleFloorPositions(
  tx: Database,
  floor: ScopedFloor,
  scale: { x: number; y: number },
): Promise<number> {
  const moved = await tx
    .update(equipment)
    .set({
      positionX: sql`${equipment.positionX} * ${scale.x}::double precision`,
      positionY: sql`${equipment.positionY} * ${scale.y}::double precision`,
    })
    .where(and(eq(equipment.floorId, floor.id), or(isNotNull(equipment.positionX), isNotNull(equipment.positionY))))
    .returning({ id: equipment.id });
  return moved.length;
}
