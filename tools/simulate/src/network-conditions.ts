import type { DemoPlan, SimulatedSite } from "./demo-plan";
import { noiseIndex, unitNoise } from "./noise";

/** Access points go unreachable and come back from one slot to the next. */
export const conditionSlotMs = 15 * 60_000;
/** The down and the degraded site change every this many slots (3 hours). */
export const incidentRotationSlots = 12;

/** The slot an instant falls in. */
export function conditionSlotOf(instant: Date | number): number {
  return Math.floor((typeof instant === "number" ? instant : instant.getTime()) / conditionSlotMs);
}

/** How the degraded site is degraded (docs/product.md#monitoring-availability): its lines' bandwidth, or its access points. */
export type Degradation = "bandwidth" | "access_points";

export interface SiteIncidents {
  /** All its lines unreachable (docs/product.md#monitoring-availability), so all its access points too; null when none can be taken down. */
  downSiteId: number | null;
  degradedSiteId: number | null;
  degradation: Degradation | null;
}

export interface NetworkConditions extends SiteIncidents {
  slot: number;
  /** MACs of the access points reported unreachable in this slot. */
  unreachableAccessPoints: ReadonlySet<string>;
}

/** Sites that can be taken down or degraded: with a line and an access point. */
function incidentCandidates(plan: DemoPlan): SimulatedSite[] {
  return plan.sites.filter((site) => site.lines.length > 0 && site.accessPoints.length > 0);
}

/**
 * The down and the degraded site of a slot: two different sites, drawn
 * afresh every `incidentRotationSlots`. A site with a single access point is
 * degraded by bandwidth (one unreachable AP of one would make it down).
 */
export function siteIncidents(plan: DemoPlan, slot: number): SiteIncidents {
  const candidates = incidentCandidates(plan);
  const rotation = Math.floor(slot / incidentRotationSlots);
  if (candidates.length === 0) return { downSiteId: null, degradedSiteId: null, degradation: null };
  const downIndex = noiseIndex(candidates.length, rotation, 1);
  const down = candidates[downIndex];
  if (candidates.length === 1) return { downSiteId: down?.siteId ?? null, degradedSiteId: null, degradation: null };
  const degradedIndex = (downIndex + 1 + noiseIndex(candidates.length - 1, rotation, 2)) % candidates.length;
  const degraded = candidates[degradedIndex];
  const byAccessPoints = (degraded?.accessPoints.length ?? 0) >= 2 && unitNoise(rotation, 3) < 0.5;
  return {
    downSiteId: down?.siteId ?? null,
    degradedSiteId: degraded?.siteId ?? null,
    degradation: byAccessPoints ? "access_points" : "bandwidth",
  };
}

/** Below 0.9 of access points ok a site is degraded (docs/product.md#monitoring-availability): this many unreachable make sure of it. */
function degradingCount(accessPoints: number): number {
  return Math.min(accessPoints - 1, Math.max(1, Math.ceil(accessPoints * 0.25)));
}

/** At most this many may be unreachable while the site stays up: 0.9 of them ok or more. */
function toleratedCount(accessPoints: number): number {
  return Math.floor(accessPoints / 10);
}

/** `count` different MACs of the list, drawn from the three parts. */
function drawMacs(macs: readonly string[], count: number, a: number, b: number, c: number): string[] {
  const left = [...macs];
  const drawn: string[] = [];
  for (let draw = 0; draw < count && left.length > 0; draw++) {
    const [mac] = left.splice(noiseIndex(left.length, a, b, c, draw), 1);
    if (mac) drawn.push(mac);
  }
  return drawn;
}

/**
 * What the collectors report in a slot, a pure function of the plan and the
 * slot: exactly one site down (its lines and its access points unreachable),
 * one degraded, and on some of the other sites
 * large enough (ten access points or more) an access point or two
 * unreachable, never enough to degrade them. Tests compute from it exactly
 * what the simulator reported.
 */
export function networkConditions(plan: DemoPlan, slot: number): NetworkConditions {
  const incidents = siteIncidents(plan, slot);
  const unreachable = new Set<string>();
  for (const site of plan.sites) {
    const count = site.accessPoints.length;
    if (site.siteId === incidents.downSiteId) {
      // Its lines down, the supervision reaches none of its access points (and no guest is online on them).
      for (const mac of site.accessPoints) unreachable.add(mac);
      continue;
    }
    if (site.siteId === incidents.degradedSiteId) {
      if (incidents.degradation !== "access_points") continue;
      // Drawn per rotation, so the same access points stay down for the whole incident.
      const rotation = Math.floor(slot / incidentRotationSlots);
      for (const mac of drawMacs(site.accessPoints, degradingCount(count), rotation, site.siteId, 4)) {
        unreachable.add(mac);
      }
      continue;
    }
    const tolerated = toleratedCount(count);
    if (tolerated === 0 || unitNoise(slot, site.siteId, 5) >= 0.35) continue;
    const flaky = 1 + noiseIndex(Math.min(tolerated, 2), slot, site.siteId, 6);
    for (const mac of drawMacs(site.accessPoints, flaky, slot, site.siteId, 7)) unreachable.add(mac);
  }
  return { slot, ...incidents, unreachableAccessPoints: unreachable };
}
