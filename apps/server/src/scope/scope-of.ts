import type { LocationType } from "@ondine/domain";
import type { Database } from "../db";
import { assignedScope, type Scope, unscoped } from "./scope";
import { findSiteIdsOfOrganisms } from "./scope.repository";

/** What scopes read of an actor: whether they are an admin, and their assigned locations. */
export type ScopedActor = {
  admin: boolean;
  locations: readonly { locationType: LocationType; locationId: number }[];
};

/** docs/decisions.md#tenancy: an admin sees everything; others their locations, an organism bringing all its sites. */
export async function scopeOf(db: Database, actor: ScopedActor): Promise<Scope> {
  if (actor.admin) return unscoped;
  const organismIds = actor.locations.filter((l) => l.locationType === "Organism").map((l) => l.locationId);
  const siteIds = actor.locations.filter((l) => l.locationType === "Site").map((l) => l.locationId);
  const organismSiteIds = await findSiteIdsOfOrganisms(db, organismIds);
  return assignedScope(organismIds, [...siteIds, ...organismSiteIds]);
}
