import type { schema } from "@ondine/server/db";
import type { DemoPlan } from "../../simulate/src/demo-plan";
import { conditionSlotOf, type SiteIncidents, siteIncidents } from "../../simulate/src/network-conditions";
import { parisDayStart } from "../../simulate/src/paris-clock";
import { lineReadings, speedtestReading, speedtestStamps } from "../../simulate/src/site-readings";
import { activityLevel, siteTraffic } from "../../simulate/src/traffic-curves";

type TrafficSampleRow = typeof schema.trafficSamples.$inferInsert;
type TrafficRollUpRow = typeof schema.trafficHourly.$inferInsert;
type BandwidthSampleRow = typeof schema.bandwidthSamples.$inferInsert;
type SpeedtestRow = typeof schema.speedtests.$inferInsert;

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

/** The spacing of the history's raw samples, traffic and bandwidth, as a collector reporting every five minutes. */
export const historySampleMs = 5 * minuteMs;
/** Raw samples cover the last 2 days: the day chart reads raw samples (domain trafficResolution). */
const rawDays = 2;
/** Hourly roll-ups cover the last quarter, beyond the 62 days the month chart reads from them. */
const hourlyDays = 93;
/** Older days are summed from a sample every this often (the daily roll-up still counts 288 samples a day). */
const dailyStepMs = 15 * minuteMs;
/** Bandwidth over the month chart's reach (31 days) is hourly, daily before. */
const hourlyBandwidthDays = 31;

/**
 * The stretch of time the demo's history covers, newest last: daily
 * roll-ups from the first Paris day within the retention, hourly ones from
 * a Paris midnight a quarter ago, raw samples over the last 2 days (from a
 * whole hour) up to `now`. Each part is what the ingest would have kept.
 */
export interface HistoryWindow {
  dailyFrom: number;
  hourlyFrom: number;
  rawFrom: number;
  now: number;
}

export function historyWindow(now: Date, oldest: Date): HistoryWindow {
  const at = now.getTime();
  const firstDay = parisDayStart(oldest.getTime());
  const dailyFrom = firstDay < oldest.getTime() ? parisDayStart(firstDay + dayMs + 2 * hourMs) : firstDay;
  const hourlyFrom = Math.max(dailyFrom, parisDayStart(at - hourlyDays * dayMs));
  const rawFrom = Math.max(hourlyFrom, Math.floor((at - rawDays * dayMs) / hourMs) * hourMs);
  return { dailyFrom, hourlyFrom, rawFrom, now: at };
}

/** The site incidents of each slot, computed once for all the sites. */
function incidentsBySlot(plan: DemoPlan): (stamp: number) => SiteIncidents {
  const known = new Map<number, SiteIncidents>();
  return (stamp) => {
    const slot = conditionSlotOf(stamp);
    let incidents = known.get(slot);
    if (!incidents) {
      incidents = siteIncidents(plan, slot);
      known.set(slot, incidents);
    }
    return incidents;
  };
}

/** The rows in arrays of `size` (the last one shorter). */
export function* chunked<T>(rows: Iterable<T>, size: number): Generator<T[]> {
  let chunk: T[] = [];
  for (const row of rows) {
    chunk.push(row);
    if (chunk.length >= size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

/** Stamps every `stepMs` (multiples of it) from `from` up to `to`, both included. */
function* stampsBetween(from: number, to: number, stepMs: number): Generator<number> {
  for (let stamp = Math.ceil(from / stepMs) * stepMs; stamp <= to; stamp += stepMs) yield stamp;
}

/** The raw traffic samples of the last days, every five minutes, as the simulator would have sent them. */
export function* rawTrafficRows(plan: DemoPlan, window: HistoryWindow): Generator<TrafficSampleRow> {
  const incidentsAt = incidentsBySlot(plan);
  for (const stamp of stampsBetween(window.rawFrom, window.now, historySampleMs)) {
    const incidents = incidentsAt(stamp);
    for (const site of plan.sites) {
      const reading = siteTraffic(site, stamp, site.siteId === incidents.downSiteId);
      yield { siteId: site.siteId, stamp: new Date(stamp), ...reading };
    }
  }
}

/**
 * Roll-ups of the plan's sites over consecutive buckets: each the sums of
 * the samples drawn every `stepMs` in it, counted `weight` times (a
 * five-minute sample stands for itself, a quarter-hour one for three).
 */
function* rollUps(
  plan: DemoPlan,
  buckets: Iterable<readonly [start: number, end: number]>,
  stepMs: number,
  weight: number,
): Generator<TrafficRollUpRow> {
  const incidentsAt = incidentsBySlot(plan);
  const kinds = [...new Set(plan.sites.map((site) => site.kind))];
  for (const [start, end] of buckets) {
    const stamps = [...stampsBetween(start, end - 1, stepMs)];
    const incidents = stamps.map(incidentsAt);
    const levels = new Map(kinds.map((kind) => [kind, stamps.map((stamp) => activityLevel(kind, stamp))]));
    for (const site of plan.sites) {
      const siteLevels = levels.get(site.kind) ?? [];
      let rxSum = 0;
      let txSum = 0;
      let activeUsersSum = 0;
      let activeUsersMax = 0;
      stamps.forEach((stamp, index) => {
        const reading = siteTraffic(site, stamp, site.siteId === incidents[index]?.downSiteId, siteLevels[index]);
        rxSum += reading.rx * weight;
        txSum += reading.tx * weight;
        activeUsersSum += reading.activeUsers * weight;
        activeUsersMax = Math.max(activeUsersMax, reading.activeUsers);
      });
      yield {
        siteId: site.siteId,
        bucket: new Date(start),
        rxSum,
        txSum,
        activeUsersMax,
        activeUsersSum,
        samples: stamps.length * weight,
      };
    }
  }
}

/** The hourly roll-ups between the daily part and the raw samples: the sums of the twelve samples of each hour. */
export function hourlyTrafficRows(plan: DemoPlan, window: HistoryWindow): Generator<TrafficRollUpRow> {
  function* hours(): Generator<readonly [number, number]> {
    for (let hour = window.hourlyFrom; hour < window.rawFrom; hour += hourMs) yield [hour, hour + hourMs];
  }
  return rollUps(plan, hours(), historySampleMs, 1);
}

/** The daily roll-ups (Paris days) older than the hourly part. */
export function dailyTrafficRows(plan: DemoPlan, window: HistoryWindow): Generator<TrafficRollUpRow> {
  function* days(): Generator<readonly [number, number]> {
    for (let day = window.dailyFrom; day < window.hourlyFrom; ) {
      // A day lasts 23 to 25 hours: the next one starts at the next Paris midnight.
      const next = Math.min(window.hourlyFrom, parisDayStart(day + dayMs + 2 * hourMs));
      yield [day, next];
      day = next;
    }
  }
  return rollUps(plan, days(), dailyStepMs, dailyStepMs / historySampleMs);
}

/** Each line's bandwidth: every five minutes over the raw days, hourly over 31 days, daily before. */
export function* bandwidthRows(plan: DemoPlan, window: HistoryWindow): Generator<BandwidthSampleRow> {
  const incidentsAt = incidentsBySlot(plan);
  const hourlyFrom = Math.max(window.dailyFrom, window.rawFrom - hourlyBandwidthDays * dayMs);
  const stamps = [
    ...stampsBetween(window.dailyFrom, hourlyFrom - 1, dayMs),
    ...stampsBetween(hourlyFrom, window.rawFrom - 1, hourMs),
    ...stampsBetween(window.rawFrom, window.now, historySampleMs),
  ];
  for (const stamp of stamps) {
    const incidents = incidentsAt(stamp);
    for (const site of plan.sites) {
      for (const line of lineReadings(site, stamp, incidents)) {
        yield {
          siteId: site.siteId,
          lineId: line.lineId,
          stamp: new Date(stamp),
          current: line.bandwidthCurrent,
          max: line.bandwidthMax,
        };
      }
    }
  }
}

/** Speed tests: hourly over the last week, every 6 hours over the month before, daily before; none while a site was down. */
export function* speedtestRows(plan: DemoPlan, window: HistoryWindow): Generator<SpeedtestRow> {
  const incidentsAt = incidentsBySlot(plan);
  const hourlyFrom = Math.max(window.dailyFrom, window.now - 7 * dayMs);
  const sixHourlyFrom = Math.max(window.dailyFrom, window.now - 31 * dayMs);
  for (const site of plan.sites) {
    const stamps = [
      ...speedtestStamps(site, window.dailyFrom - 1, sixHourlyFrom - 1, 24),
      ...speedtestStamps(site, sixHourlyFrom - 1, hourlyFrom - 1, 6),
      ...speedtestStamps(site, hourlyFrom - 1, window.now),
    ];
    for (const stamp of stamps) {
      const reading = speedtestReading(site, stamp, incidentsAt(stamp));
      if (reading) yield { siteId: site.siteId, stamp: new Date(stamp), ...reading };
    }
  }
}
