import type { LocationType, UserLocationAttribute } from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { ScopedLocation } from "../../scope/in-scope";
import type { Scope } from "../../scope/scope";
import type { UserLocationRecord } from "../auth";
import { findLocationsInScope } from "../locations";
import type { LocationRef } from "./users.repository";

export type LocationChanges = { add: ScopedLocation[]; removeAssignmentIds: number[] };

const locationNotFound = () => new AppError("NOT_FOUND", "A location or an assignment was not found.");

const keyOf = (location: { type: LocationType; id: number }) => `${location.type}-${location.id}`;

/**
 * docs/product.md#accounts `user_locations_attributes` against the account's assignments:
 * items with `id` and `_destroy` remove that assignment, items without `id`
 * add a location (once; an assigned one is left as is). Every location added
 * or removed must be in the actor's scope, and every `id` one of the
 * account's assignments: otherwise 404, naming nothing (docs/security.md
 * "Tenancy"). The account keeps at least one location (docs/product.md#accounts-validation).
 */
export async function resolveLocationChanges(
  db: Database,
  scope: Scope,
  current: readonly UserLocationRecord[],
  attributes: readonly UserLocationAttribute[],
): Promise<LocationChanges> {
  const assignments = new Map(current.map((assignment) => [assignment.id, assignment]));
  const assigned = new Set(current.map((a) => keyOf({ type: a.locationType, id: a.locationId })));
  const removed: UserLocationRecord[] = [];
  const added = new Map<string, LocationRef>();
  for (const attribute of attributes) {
    if (attribute.id !== undefined) {
      const assignment = assignments.get(attribute.id);
      if (!assignment) throw locationNotFound();
      if (attribute._destroy) removed.push(assignment);
      continue;
    }
    if (attribute._destroy) continue;
    const location = { type: attribute.location_type, id: attribute.location_id };
    if (!assigned.has(keyOf(location))) added.set(keyOf(location), location);
  }

  const touched = [
    ...added.values(),
    ...removed.map((assignment) => ({ type: assignment.locationType, id: assignment.locationId })),
  ];
  const inScope = new Map((await findLocationsInScope(db, scope, touched)).map((found) => [keyOf(found), found]));
  const scoped = (location: LocationRef) => {
    const found = inScope.get(keyOf(location));
    if (!found) throw locationNotFound();
    return found;
  };
  const add = [...added.values()].map(scoped);
  for (const assignment of removed) scoped({ type: assignment.locationType, id: assignment.locationId });

  const removeAssignmentIds = [...new Set(removed.map((assignment) => assignment.id))];
  if (current.length - removeAssignmentIds.length + added.size === 0) {
    throw new AppError("INVALID_PARAMETERS", undefined, {
      "user.user_locations_attributes": ["formErrors.locations_required"],
    });
  }
  return { add, removeAssignmentIds };
}
