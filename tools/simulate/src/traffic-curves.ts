import type { OrganismKind } from "@ondine/domain";
import type { SimulatedSite } from "./demo-plan";
import { noiseBetween } from "./noise";
import { parisClock } from "./paris-clock";

/** Share of the peak, hour by hour (0 h to 23 h, Paris time), on a weekday and on a weekend day. */
interface DailyShape {
  weekday: readonly number[];
  weekend: readonly number[];
}

// Hotels live in the evening, residences at night, offices during working
// days, campsites from late afternoon to late evening.
const dailyShapes: Readonly<Record<OrganismKind, DailyShape>> = {
  hotel_chain: {
    weekday: [
      0.45, 0.25, 0.14, 0.1, 0.1, 0.12, 0.25, 0.45, 0.45, 0.3, 0.22, 0.2, 0.22, 0.22, 0.2, 0.22, 0.28, 0.4, 0.6, 0.8,
      0.95, 1, 0.95, 0.75,
    ],
    weekend: [
      0.55, 0.35, 0.18, 0.1, 0.1, 0.1, 0.15, 0.3, 0.45, 0.5, 0.4, 0.35, 0.35, 0.35, 0.32, 0.32, 0.35, 0.45, 0.62, 0.8,
      0.95, 1, 0.95, 0.8,
    ],
  },
  student_residence: {
    weekday: [
      0.95, 0.8, 0.5, 0.25, 0.1, 0.08, 0.1, 0.25, 0.35, 0.2, 0.18, 0.2, 0.4, 0.35, 0.22, 0.22, 0.25, 0.4, 0.55, 0.65,
      0.8, 0.95, 1, 1,
    ],
    weekend: [
      1, 0.9, 0.7, 0.4, 0.2, 0.1, 0.08, 0.08, 0.12, 0.2, 0.35, 0.45, 0.5, 0.5, 0.48, 0.48, 0.5, 0.55, 0.6, 0.65, 0.75,
      0.9, 1, 1,
    ],
  },
  office: {
    weekday: [
      0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.04, 0.15, 0.5, 0.95, 1, 0.95, 0.6, 0.75, 0.95, 1, 0.9, 0.7, 0.4, 0.15, 0.06,
      0.04, 0.03, 0.02,
    ],
    weekend: [
      0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.02, 0.03, 0.05, 0.06, 0.06, 0.05, 0.05, 0.06, 0.06, 0.05, 0.04, 0.03,
      0.02, 0.02, 0.02, 0.02, 0.02,
    ],
  },
  campsite: {
    weekday: [
      0.35, 0.15, 0.08, 0.06, 0.06, 0.06, 0.1, 0.2, 0.4, 0.45, 0.5, 0.55, 0.55, 0.5, 0.45, 0.5, 0.55, 0.65, 0.8, 0.9,
      0.95, 1, 0.95, 0.65,
    ],
    weekend: [
      0.4, 0.18, 0.08, 0.06, 0.06, 0.06, 0.1, 0.22, 0.42, 0.5, 0.55, 0.6, 0.6, 0.55, 0.5, 0.55, 0.6, 0.7, 0.85, 0.95, 1,
      1, 0.95, 0.7,
    ],
  },
};

/** Share of the year's peak, month by month (January first): campsites in summer, residences in term. */
const seasonalShapes: Readonly<Record<OrganismKind, readonly number[]>> = {
  hotel_chain: [0.65, 0.7, 0.8, 0.9, 0.95, 1, 1, 1, 0.95, 0.85, 0.75, 0.8],
  student_residence: [0.9, 0.95, 0.95, 0.9, 0.85, 0.6, 0.2, 0.25, 0.9, 1, 1, 0.75],
  office: [0.95, 1, 1, 1, 0.95, 0.95, 0.7, 0.4, 0.95, 1, 1, 0.8],
  campsite: [0.03, 0.03, 0.06, 0.25, 0.45, 0.75, 1, 1, 0.45, 0.12, 0.03, 0.03],
};

/** Users an access point serves at the busiest hour of the year. */
const usersPerAccessPoint: Readonly<Record<OrganismKind, number>> = {
  hotel_chain: 7,
  student_residence: 12,
  office: 10,
  campsite: 14,
};

/** What a user receives at the busiest hour, bits per second, and what they send as a share of it. */
const userRates: Readonly<Record<OrganismKind, { rx: number; txShare: number }>> = {
  hotel_chain: { rx: 1_200_000, txShare: 0.12 },
  student_residence: { rx: 1_000_000, txShare: 0.15 },
  office: { rx: 600_000, txShare: 0.35 },
  campsite: { rx: 800_000, txShare: 0.1 },
};

/** Traffic flattens as it nears what the lines carry (90 percent of it at most), rather than hitting a wall. */
function saturated(demand: number, capacity: number): number {
  const ceiling = capacity * 0.9;
  return ceiling > 0 ? ceiling * (1 - Math.exp(-demand / ceiling)) : 0;
}

/** Linear between two values of a table read around the clock (index 23 is followed by 0). */
function between(table: readonly number[], position: number): number {
  const lower = Math.floor(position) % table.length;
  const upper = (lower + 1) % table.length;
  const fraction = position - Math.floor(position);
  return (table[lower] ?? 0) * (1 - fraction) + (table[upper] ?? 0) * fraction;
}

/**
 * How busy a kind of site is at an instant, from 0 to 1: its daily curve
 * (Paris time, weekday or weekend) times its season. Months are read at
 * their middle and blended, so the curve has no step on the first of a month.
 */
export function activityLevel(kind: OrganismKind, instant: Date | number): number {
  const clock = parisClock(instant);
  const shape = dailyShapes[kind];
  const daily = between(clock.weekday === 0 || clock.weekday === 6 ? shape.weekend : shape.weekday, clock.hour);
  const monthPosition = clock.month + (clock.day - 15) / 30.5;
  const seasonal = between(seasonalShapes[kind], (monthPosition + 12) % 12);
  return daily * seasonal;
}

/** The most users a site sees at once in the year: its access points, and a spread between sites. */
export function peakUsers(site: SimulatedSite): number {
  const perAccessPoint = usersPerAccessPoint[site.kind] * noiseBetween(0.7, 1.3, site.siteId, 1);
  return Math.max(5, Math.round(site.accessPoints.length * perAccessPoint));
}

/** The sum of the site's lines' maximum bandwidth, bits per second. */
export function siteCapacity(site: SimulatedSite): number {
  return site.lines.reduce((sum, line) => sum + line.bandwidthMax, 0);
}

// A backfill reads the same sites millions of times.
const siteConstants = new WeakMap<SimulatedSite, { peakUsers: number; capacity: number }>();

function constantsOf(site: SimulatedSite): { peakUsers: number; capacity: number } {
  let constants = siteConstants.get(site);
  if (!constants) {
    constants = { peakUsers: peakUsers(site), capacity: siteCapacity(site) };
    siteConstants.set(site, constants);
  }
  return constants;
}

export interface TrafficReading {
  /** Bits per second received and sent. */
  rx: number;
  tx: number;
  activeUsers: number;
}

/**
 * A site's traffic at a stamp, on its kind's curve with noise drawn from
 * (site, minute): the same stamp always gives the same reading. A site
 * whose lines are down still has people on its Wi-Fi, but no traffic.
 * `level` is `activityLevel(site.kind, stamp)`, for callers that computed it already.
 */
export function siteTraffic(
  site: SimulatedSite,
  stamp: Date | number,
  isDown: boolean,
  level = activityLevel(site.kind, stamp),
): TrafficReading {
  const ms = typeof stamp === "number" ? stamp : stamp.getTime();
  const minute = Math.floor(ms / 60_000);
  const constants = constantsOf(site);
  const users = constants.peakUsers * level * noiseBetween(0.85, 1.15, site.siteId, minute, 2);
  // Down, its lines and its access points unreachable: no traffic, and no guest the supervision can count.
  if (isDown) return { rx: 0, tx: 0, activeUsers: 0 };
  const activeUsers = Math.round(users);
  const rates = userRates[site.kind];
  const rx = Math.round(
    saturated(users * rates.rx * noiseBetween(0.7, 1.3, site.siteId, minute, 3), constants.capacity),
  );
  const tx = Math.round(rx * rates.txShare * noiseBetween(0.8, 1.2, site.siteId, minute, 4));
  return { rx, tx, activeUsers };
}
