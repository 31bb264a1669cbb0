import type { SiteLineState } from "@ondine/domain";
import { lineTechnology, type SimulatedSite } from "./demo-plan";
import type { SiteIncidents } from "./network-conditions";
import { noiseBetween } from "./noise";

const hourMs = 3_600_000;

export interface LineReading {
  lineId: string;
  name: string;
  state: SiteLineState;
  /** Bits per second. */
  bandwidthCurrent: number;
  bandwidthMax: number;
}

/**
 * A site's lines at a stamp: near their maximum, below 0.75 of it on the
 * site degraded by bandwidth (docs/product.md#monitoring-availability), unreachable on the site that is down.
 */
export function lineReadings(site: SimulatedSite, stamp: number, incidents: SiteIncidents): LineReading[] {
  const minute = Math.floor(stamp / 60_000);
  const isDown = site.siteId === incidents.downSiteId;
  const isThrottled = site.siteId === incidents.degradedSiteId && incidents.degradation === "bandwidth";
  return site.lines.map((line, index) => {
    const [low, high] = isThrottled ? [0.35, 0.65] : [0.86, 1];
    return {
      lineId: line.lineId,
      name: line.name,
      state: isDown ? "unreachable" : "ok",
      bandwidthCurrent: isDown
        ? 0
        : Math.round(line.bandwidthMax * noiseBetween(low, high, site.siteId, minute, 10 + index)),
      bandwidthMax: line.bandwidthMax,
    };
  });
}

/** What a speed test reaches of a line's bandwidth: docs/product.md#monitoring-caches corrects speed tests by 20 to 30 percent. */
const uploadShares = { fibre: 0.5, adsl: 0.1, "4g": 0.3 } as const;

export interface SpeedtestReading {
  download: number;
  upload: number;
}

/** A speed test over the site's best line; none while the site is down. */
export function speedtestReading(
  site: SimulatedSite,
  stamp: number,
  incidents: SiteIncidents,
): SpeedtestReading | null {
  if (site.siteId === incidents.downSiteId) return null;
  const lines = lineReadings(site, stamp, incidents);
  const best = lines.reduce<LineReading | undefined>(
    (top, line) => (top && top.bandwidthCurrent >= line.bandwidthCurrent ? top : line),
    undefined,
  );
  if (!best) return null;
  const minute = Math.floor(stamp / 60_000);
  const download = Math.round(best.bandwidthCurrent * noiseBetween(0.7, 0.8, site.siteId, minute, 20));
  const upload = Math.round(
    download * uploadShares[lineTechnology(best.lineId)] * noiseBetween(0.85, 1.15, site.siteId, minute, 21),
  );
  return { download, upload };
}

/** Each site runs its speed test once an hour, at its own minute, so tests do not all start together. */
export function speedtestMinute(site: SimulatedSite): number {
  return (site.siteId * 7) % 60;
}

/** The site's speed test stamps after `from` up to `to` (milliseconds), every `everyHours` hours. */
export function speedtestStamps(site: SimulatedSite, from: number, to: number, everyHours = 1): number[] {
  const stamps: number[] = [];
  const offset = speedtestMinute(site) * 60_000;
  const step = everyHours * hourMs;
  let stamp = Math.floor((from - offset) / step) * step + offset;
  if (stamp <= from) stamp += step;
  for (; stamp <= to; stamp += step) stamps.push(stamp);
  return stamps;
}

/**
 * The site's users shared between its reachable access points, each drawing
 * more or fewer of them (by its place in the list, the same every time).
 */
export function connectedStations(
  site: SimulatedSite,
  activeUsers: number,
  unreachable: ReadonlySet<string>,
): Map<string, number> {
  const reachable = site.accessPoints.filter((mac) => !unreachable.has(mac));
  const weights = reachable.map((_, index) => noiseBetween(0.5, 1.5, site.siteId, index, 30));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const stations = new Map<string, number>();
  for (const mac of site.accessPoints) stations.set(mac, 0);
  reachable.forEach((mac, index) => {
    stations.set(mac, total > 0 ? Math.round((activeUsers * (weights[index] ?? 0)) / total) : 0);
  });
  return stations;
}
