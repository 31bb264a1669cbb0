import {
  type SilenceWindowAnswer,
  type SilenceWindowCreate,
  silenceLastEnd,
  silenceRule,
  silenceWindowProblems,
} from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { ModuleDependencies } from "../../module-dependencies";
import type { Scope } from "../../scope/scope";
import { findBuildingIdentities, findLocationsInScope } from "../locations";
import { findEquipmentIdentities } from "../monitoring";
import { applySilenceWindows } from "./silence-apply";
import { recordSilenceAudit } from "./silence-audit";
import { assertMayUseSilentMode, type SilenceCaller, silenceScopeOf } from "./silence-caller";
import { throwIfRulesFail } from "./silence-rule-errors";
import { presentSilenceWindow } from "./silence-window.presenter";
import { readSilenceWindowNames } from "./silence-window-names";
import { getSilenceWindow, insertSilenceWindow } from "./silence-windows.repository";

/**
 * What a new window covers, checked against its site: the building or the
 * equipment its target names, else none; `notOnSite` names the field when
 * one of them is not the site's.
 */
type Cover = { buildingId: number | null; equipmentIds: number[]; notOnSite?: "building_id" | "equipment_ids" };

/**
 * The site in the caller's scope (404 otherwise, as for a site that does not
 * exist), and what the target names on it: the building and every piece of
 * equipment must be the site's.
 */
async function coverOnSite(db: Database, scope: Scope, input: SilenceWindowCreate): Promise<Cover> {
  const [site] = await findLocationsInScope(db, scope, [{ type: "Site", id: input.site_id }]);
  if (!site) throw new AppError("NOT_FOUND", "No such site.");
  if (input.target === "building" && input.building_id !== null) {
    const building = (await findBuildingIdentities(db, [input.building_id])).get(input.building_id);
    return building?.siteId === input.site_id
      ? { buildingId: building.id, equipmentIds: [] }
      : { buildingId: null, equipmentIds: [], notOnSite: "building_id" };
  }
  if (input.target === "equipment") {
    const ids = [...new Set(input.equipment_ids)].sort((a, b) => a - b);
    const found = await findEquipmentIdentities(db, ids);
    const onSite = ids.every((id) => found.get(id)?.siteId === input.site_id);
    return onSite
      ? { buildingId: null, equipmentIds: ids }
      : { buildingId: null, equipmentIds: [], notOnSite: "equipment_ids" };
  }
  return { buildingId: null, equipmentIds: [] };
}

/**
 * `POST /silent_mode/windows` (docs/alerts.md#calls): a window on a site of
 * the caller's scope, checked by the schema, then the site (404), then the
 * clock's rules and the target's (422 with the rule's code). One
 * transaction writes it, its audit event, and applies the site's windows at
 * once (a window starting now mutes at once).
 */
export async function createSilenceWindow(
  deps: ModuleDependencies,
  caller: SilenceCaller,
  input: SilenceWindowCreate,
): Promise<SilenceWindowAnswer> {
  assertMayUseSilentMode(caller);
  const now = deps.now();
  const { notOnSite, ...cover } = await coverOnSite(deps.db, silenceScopeOf(caller), input);
  throwIfRulesFail(silenceWindowProblems(input, now), notOnSite);
  const startsAt = new Date(input.starts_at);
  const endsAt = new Date(input.ends_at);
  const rrule = input.recurrence === null ? null : silenceRule(input.recurrence, startsAt);
  return deps.db.transaction(async (tx) => {
    const id = await insertSilenceWindow(tx, {
      siteId: input.site_id,
      target: input.target,
      ...cover,
      startsAt,
      endsAt,
      rrule,
      recurrenceWeekdays: input.recurrence && [...new Set(input.recurrence.weekdays)].sort((a, b) => a - b).join(","),
      recurrenceUntil: input.recurrence?.until ?? null,
      lastEndsAt: silenceLastEnd({ startsAt, endsAt, rrule, endedEarlyAt: null }),
      reason: input.reason,
      note: input.note,
      createdById: caller.actor.id,
      createdAt: now,
      updatedAt: now,
    });
    const window = await getSilenceWindow(tx, id);
    if (!window) throw new Error("createSilenceWindow: the window just written is gone");
    await recordSilenceAudit(tx, caller, "silence_window_created", window);
    await applySilenceWindows(tx, now, [window.siteId]);
    return presentSilenceWindow(window, await readSilenceWindowNames(tx, [window]), now);
  });
}
