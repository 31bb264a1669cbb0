import type { DemoPlan } from "../../simulate/src/demo-plan";
import {
  conditionSlotMs,
  conditionSlotOf,
  incidentRotationSlots,
  type SiteIncidents,
  siteIncidents,
} from "../../simulate/src/network-conditions";

const rotationMs = incidentRotationSlots * conditionSlotMs;
/** How far back an incident is traced: a week of rotations. */
const tracedRotations = (7 * 24 * 3_600_000) / rotationMs;

/**
 * The manager's walk-through "down since" of the demo's sites: for the site down and the site
 * degraded at `stamp`, when their current level began, as the simulator's
 * conditions had it (a pure function of the slot): the first rotation of
 * their unbroken run in that same role (and the same kind of degradation), a
 * week back at most. The ingest would have set site_status.level_since then.
 */
export function siteIncidentStarts(plan: DemoPlan, stamp: number): Map<number, number> {
  const rotation = Math.floor(conditionSlotOf(stamp) / incidentRotationSlots);
  const incidentsOf = (back: number) => siteIncidents(plan, (rotation - back) * incidentRotationSlots);
  const now = incidentsOf(0);
  const roles: Array<[number | null, (incidents: SiteIncidents) => boolean]> = [
    [now.downSiteId, (incidents) => incidents.downSiteId === now.downSiteId],
    [
      now.degradedSiteId,
      (incidents) => incidents.degradedSiteId === now.degradedSiteId && incidents.degradation === now.degradation,
    ],
  ];
  const starts = new Map<number, number>();
  for (const [siteId, sameRole] of roles) {
    if (siteId === null) continue;
    let back = 1;
    while (back <= tracedRotations && sameRole(incidentsOf(back))) back++;
    starts.set(siteId, (rotation - back + 1) * rotationMs);
  }
  return starts;
}
