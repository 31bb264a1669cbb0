import type { DemoPlan, SimulatedSite } from "./demo-plan";
import { incidentRotationSlots, type SiteIncidents } from "./network-conditions";
import { unitNoise } from "./noise";

/** The share of a site's sticks and TVs off the network at any time (a guest unplugged one, a TV on standby...). */
export const iotUnreachableShare = 0.06;

/** A stable number for a MAC, to draw its fate with `unitNoise`. */
function macNumber(mac: string): number {
  return Number.parseInt(mac.replaceAll(":", "").slice(-8), 16) >>> 0;
}

/**
 * The sticks and TVs of a site reported unreachable in a slot, a pure
 * function of the plan, the slot and its incidents: all of them on the down
 * site (as its access points), else a few, drawn per rotation so the same
 * ones stay off for hours, as a TV left on standby does.
 */
export function unreachableIotDevices(site: SimulatedSite, slot: number, incidents: SiteIncidents): Set<string> {
  const macs = site.iotDevices ?? [];
  if (site.siteId === incidents.downSiteId) return new Set(macs);
  const rotation = Math.floor(slot / incidentRotationSlots);
  return new Set(macs.filter((mac) => unitNoise(rotation, site.siteId, macNumber(mac), 8) < iotUnreachableShare));
}

/**
 * A replacement done: the site's device of `oldMac` is now the spare of
 * `newMac`. Changes the plan in place, so that every round played with it
 * (the simulator's, a test's) reports the new device.
 */
export function replaceIotDeviceInPlan(plan: DemoPlan, siteId: number, oldMac: string, newMac: string): void {
  const site = plan.sites.find((candidate) => candidate.siteId === siteId);
  if (!site) return;
  const macs = (site.iotDevices ?? []).filter((mac) => mac !== oldMac && mac !== newMac);
  site.iotDevices = [...macs, newMac].sort();
}
