import type { TicketSiteState } from "@ondine/domain";
import type { Database } from "../../db";
import type { Scope } from "../../scope/scope";
import { countAccessPointsBySite } from "./access-point-counts.repository";
import { resolveMonitoredSite } from "./monitored-location.service";
import { findSiteStatuses } from "./site-status.repository";
import { siteStatusValues } from "./site-status-values";
import { findUnreachableAccessPoints } from "./unreachable-access-points.repository";

/**
 * A site's state at `now`, as a ticket opened from an alert or a card keeps
 * it (docs/tickets.md#context): the availability level as the status call
 * reads it, since when and why, the access points reached among those
 * counted, those unreachable, and the last update. Outside the scope: 404.
 */
export async function readSiteStateSnapshot(
  db: Database,
  scope: Scope,
  siteId: number,
  now: Date,
): Promise<TicketSiteState> {
  const site = await resolveMonitoredSite(db, scope, siteId);
  const [[row], accessPoints, unreachable] = await Promise.all([
    findSiteStatuses(db, [site]),
    countAccessPointsBySite(db, [site]),
    findUnreachableAccessPoints(db, site),
  ]);
  const values = siteStatusValues(row, accessPoints.get(site.id), now);
  return {
    site_id: site.id,
    level: values.level,
    level_since: values.levelSince?.toISOString() ?? null,
    reason: values.reason,
    access_points_reached: values.accessPointOk,
    access_points_counted: values.accessPointOk + values.accessPointUnreachable,
    unreachable_access_points: unreachable.map((accessPoint) => ({
      id: accessPoint.id,
      name: accessPoint.tag ?? accessPoint.model,
      mac: accessPoint.mac,
    })),
    last_update_at: values.lastFullRefresh?.toISOString() ?? null,
    taken_at: now.toISOString(),
  };
}
