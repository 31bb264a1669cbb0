import { createHash } from "node:crypto";
import {
  defaultFloorPlanScale,
  type FloorPlan,
  floorPlanRefusals,
  isFloorPlanContentType,
  planReplacementScale,
} from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { ScopedFloor } from "../../scope/in-scope";
import type { Scope } from "../../scope/scope";
import { recordAuditEvent } from "../audit";
import { presentFloorPlan } from "../monitoring";
import type { RequestActor } from "../sessions";
import { isFloorPlanImageRefusal } from "./floor-plan-image";
import { readFloorPlanImageOffThread } from "./floor-plan-image-thread";
import {
  type FloorPlanImageRow,
  findFloorInScope,
  findFloorPlanImage,
  lockFloorPlanSettings,
  saveFloorPlan,
  scaleFloorPositions,
} from "./floor-plans.repository";

/** The floor of that UUID in the caller's scope; unknown or another customer's: 404 (docs/decisions.md#tenancy). */
async function resolveFloor(db: Database, scope: Scope, floorUuid: string): Promise<ScopedFloor> {
  const floor = await findFloorInScope(db, scope, floorUuid);
  if (!floor) throw new AppError("NOT_FOUND", "No such floor.");
  return floor;
}

/**
 * `GET /monitoring/floors/{floorUuid}/plan`: the floor's plan image, without
 * its bytes when the caller holds its version already (a 304). A floor
 * without a plan answers 404: the map then draws on `floorPlanSize`.
 */
export async function getFloorPlanFile(
  db: Database,
  scope: Scope,
  floorUuid: string,
  heldDigests: readonly string[] | "any",
): Promise<FloorPlanImageRow> {
  const floor = await resolveFloor(db, scope, floorUuid);
  const plan = await findFloorPlanImage(db, floor, heldDigests);
  if (!plan) throw new AppError("NOT_FOUND", "This floor has no plan.");
  return plan;
}

const refusedPlan = (refusal: string, message: string) =>
  new AppError("INVALID_PARAMETERS", message, { plan: [refusal] });

export type FloorPlanUpload = {
  /** The body's bytes; undefined when the request had none. */
  bytes: Uint8Array | undefined;
  /** The media type of the request's Content-Type. */
  declaredType: string;
};

/**
 * `PUT /monitoring/floors/{floorUuid}/plan` (admins only; the route checks):
 * sets or replaces the floor's plan, checked from its bytes
 * (`readFloorPlanImage`; an SVG is stored as that cleans it). A plan of
 * another size than the floor had (or than `floorPlanSize` without one)
 * keeps what stands on it in place: the floor's equipment positions and its
 * metres per unit are scaled in the same transaction
 * (`planReplacementScale`). Recorded in the security log.
 */
export async function replaceFloorPlan(
  deps: { db: Database; now: () => Date },
  actor: RequestActor,
  scope: Scope,
  floorUuid: string,
  upload: FloorPlanUpload,
  context: { ip: string },
): Promise<{ plan: FloorPlan; siteId: number }> {
  const floor = await resolveFloor(deps.db, scope, floorUuid);
  if (upload.bytes === undefined || upload.bytes.length === 0) {
    throw refusedPlan(
      floorPlanRefusals.empty,
      "Send the plan's bytes as the body, as image/png, image/jpeg or image/svg+xml.",
    );
  }
  if (!isFloorPlanContentType(upload.declaredType)) {
    throw refusedPlan(
      floorPlanRefusals.unsupportedType,
      "A floor plan is sent as image/png, image/jpeg or image/svg+xml.",
    );
  }
  // Read on a worker thread: an SVG's parse and rewrite takes half a second at 5 MiB.
  const image = await readFloorPlanImageOffThread(upload.bytes, upload.declaredType);
  if (isFloorPlanImageRefusal(image)) throw refusedPlan(image.refusal, image.message);
  // What is stored, digested and served is the checked image's bytes: an SVG's cleaned text, not the upload's.
  const digest = createHash("sha256").update(image.bytes).digest("hex");

  const saved = await deps.db.transaction(async (tx) => {
    const previous = await lockFloorPlanSettings(tx, floor);
    const scale = planReplacementScale(previous ?? null, image);
    const settings = previous ?? defaultFloorPlanScale;
    const values = {
      contentType: image.contentType,
      image: image.bytes,
      width: image.width,
      height: image.height,
      digest,
      wallAttenuationDb: settings.wallAttenuationDb,
      metresPerUnit: settings.metresPerUnit * scale.metresPerUnit,
      updatedBy: actor.id,
      updatedAt: deps.now(),
    };
    await saveFloorPlan(tx, floor, values);
    const moved = scale.x === 1 && scale.y === 1 ? 0 : await scaleFloorPositions(tx, floor, scale);
    await recordAuditEvent(tx, {
      action: "floor_plan_replaced",
      actorId: actor.id,
      subjectId: null,
      impersonatorId: actor.impersonatorId,
      ip: context.ip,
      details: {
        floor_uuid: floor.uuid,
        site_id: floor.siteId,
        content_type: image.contentType,
        width: image.width,
        height: image.height,
        bytes: image.bytes.length,
        digest,
        previous_size: previous ? `${previous.width}x${previous.height}` : null,
        equipment_moved: moved,
      },
    });
    return values;
  });
  return { plan: presentFloorPlan(floor.uuid, saved), siteId: floor.siteId };
}
