import type { Actor } from "../accounts/permissions";

/**
 * docs/alerts.md#calls: a site's availability history is for the supervision
 * role (`roles.network["status.monitoring"]`, which every admin holds); the
 * site must be in the caller's scope too.
 */
export function canReadAvailabilityHistory(actor: Pick<Actor, "roles">): boolean {
  return actor.roles.network["status.monitoring"] === 1;
}
