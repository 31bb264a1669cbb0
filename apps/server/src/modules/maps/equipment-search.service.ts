import { type EquipmentSearchHit, type EquipmentSearchQuery, macDigitsOf, storedMacOf } from "@ondine/domain";
import type { Database } from "../../db";
import type { Scope } from "../../scope/scope";
import { findEquipmentMatching } from "./equipment-search.repository";
import { presentEquipmentSearchHit } from "./equipment-search-hit.presenter";

/**
 * `GET /monitoring/equipment/search`: the equipment of the caller's sites
 * (spare left out) whose MAC (typed with any separators, in any case),
 * serial, tag or model starts with the text; exact matches first.
 */
export async function searchEquipment(
  db: Database,
  scope: Scope,
  query: EquipmentSearchQuery,
): Promise<EquipmentSearchHit[]> {
  const text = query.q.toLowerCase();
  const macDigits = macDigitsOf(text);
  const rows = await findEquipmentMatching(
    db,
    scope,
    { text, macDigits, mac: macDigits ? storedMacOf(macDigits) : null },
    query.limit,
  );
  return rows.map(presentEquipmentSearchHit);
}
