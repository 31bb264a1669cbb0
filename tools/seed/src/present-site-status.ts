import { accessPointCount, type EquipmentState, type SiteAvailabilityInput } from "@ondine/domain";
import type { DemoPlan } from "../../simulate/src/demo-plan";
import { conditionSlotOf, networkConditions } from "../../simulate/src/network-conditions";
import { lineReadings } from "../../simulate/src/site-readings";
import type { DemoEquipment } from "./demo-inventory";
import { historySampleMs } from "./monitoring-history";

/** The stamp of the collectors' last report in the demo: insertMonitoringData writes every status as of it. */
export function lastReportStamp(now: Date): number {
  return Math.floor(now.getTime() / historySampleMs) * historySampleMs;
}

/** One production site as the last report left it: its lines' figures, its access points' states. */
interface ReportedSite {
  lineOk: number;
  lineUnreachable: number;
  bandwidthCurrent: number;
  bandwidthMax: number;
  accessPoints: { mac: string; state: EquipmentState }[];
}

/** The demo's last report, site by site: what insertMonitoringData writes (site_lines, equipment states). */
export interface LastReport {
  stamp: number;
  sites: ReadonlyMap<number, ReportedSite>;
}

export function lastReportOf(plan: DemoPlan, equipment: readonly DemoEquipment[], now: Date): LastReport {
  const stamp = lastReportStamp(now);
  const conditions = networkConditions(plan, conditionSlotOf(stamp));
  const reported = new Set(plan.sites.flatMap((site) => [...site.accessPoints, ...site.otherEquipment]));
  const sites = new Map<number, ReportedSite>();
  for (const site of plan.sites) {
    const lines = lineReadings(site, stamp, conditions);
    sites.set(site.siteId, {
      lineOk: lines.filter((line) => line.state === "ok").length,
      lineUnreachable: lines.filter((line) => line.state === "unreachable").length,
      bandwidthCurrent: lines.reduce((sum, line) => sum + line.bandwidthCurrent, 0),
      bandwidthMax: lines.reduce((sum, line) => sum + line.bandwidthMax, 0),
      accessPoints: [],
    });
  }
  for (const item of equipment) {
    const site = sites.get(item.siteId);
    if (!site || item.category !== "access_point") continue;
    // As equipmentRows writes it: a reported access point is reachable unless the conditions say otherwise.
    const state: EquipmentState = reported.has(item.mac)
      ? conditions.unreachableAccessPoints.has(item.mac)
        ? "unreachable"
        : "reachable"
      : item.state;
    site.accessPoints.push({ mac: item.mac, state });
  }
  return { stamp, sites };
}

/**
 * A production site's status as the seed writes it: its lines as last
 * reported (site_status), its access points counted live by the domain's
 * rule (accessPointCount) with the muted flags the seed sets
 * (docs/alerts.md#silent-mode: muted equipment counts in no figure).
 * Undefined: the site never reported (notReferenced).
 */
export function siteStatusOf(
  report: LastReport,
  siteId: number,
  mutedMacs: ReadonlySet<string>,
): SiteAvailabilityInput | undefined {
  const site = report.sites.get(siteId);
  if (!site) return undefined;
  const { accessPoints, ...lines } = site;
  const status = { ...lines, lastFullRefresh: new Date(report.stamp), accessPointOk: 0, accessPointUnreachable: 0 };
  for (const accessPoint of accessPoints) {
    const count = accessPointCount(accessPoint.state, mutedMacs.has(accessPoint.mac));
    if (count === "reached") status.accessPointOk += 1;
    if (count === "unreached") status.accessPointUnreachable += 1;
  }
  return status;
}

/** Every production site's status (siteStatusOf), by site id. */
export function siteStatusesOf(report: LastReport, mutedMacs: ReadonlySet<string>): Map<number, SiteAvailabilityInput> {
  const statuses = new Map<number, SiteAvailabilityInput>();
  for (const siteId of report.sites.keys()) {
    const status = siteStatusOf(report, siteId, mutedMacs);
    if (status) statuses.set(siteId, status);
  }
  return statuses;
}
