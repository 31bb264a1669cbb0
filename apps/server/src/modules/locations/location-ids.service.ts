import type { Database } from "../../db";
import type { Scope } from "../../scope/scope";
import * as locationsRepository from "./locations.repository";

/** Which of these organisms and sites exist within the scope (users checks the locations it assigns). */
export function findLocationIdsInScope(
  db: Database,
  scope: Scope,
  ids: { organismIds: readonly number[]; siteIds: readonly number[] },
): Promise<{ organismIds: Set<number>; siteIds: Set<number> }> {
  return locationsRepository.findLocationIdsInScope(db, scope, ids);
}
