import type { TimeWindow, TrafficResolution } from "@ondine/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { instant, type SeriesTarget, seriesOfTarget } from "./series-target";

export type BandwidthRow = { stamp: Date; bandwidth_current: number; bandwidth_max: number };

const hourMs = 3_600_000;

/** The bucket of a sample, and how far past a bucket's start its samples go (a Paris day is 23 to 25 hours). */
function bucketOf(resolution: TrafficResolution, slotSeconds: number): { bucket: SQL; spanMs: number } {
  switch (resolution) {
    case "raw":
      return {
        bucket: sql`date_bin(${`${slotSeconds} seconds`}::interval, stamp, timestamptz '2000-01-01T00:00:00Z')`,
        spanMs: 0,
      };
    case "hourly":
      return { bucket: sql`date_trunc('hour', stamp, 'UTC')`, spanMs: hourMs };
    case "daily":
      return { bucket: sql`date_trunc('day', stamp, 'Europe/Paris')`, spanMs: 25 * hourMs };
  }
}

/**
 * Line bandwidths summed over the target's lines per bucket: each line's
 * samples are averaged within the bucket, then the lines (and sites) summed.
 * Raw reads take the samples within the window, in slots; hourly and daily
 * reads take the buckets that start within it, as the traffic roll-ups do.
 * There are no bandwidth roll-ups: a long read aggregates the samples.
 */
export async function findBandwidthBuckets(
  db: Database,
  target: SeriesTarget,
  window: TimeWindow,
  resolution: TrafficResolution,
  slotSeconds: number,
): Promise<BandwidthRow[]> {
  const { bucket, spanMs } = bucketOf(resolution, slotSeconds);
  // The stamps a bucket starting before the stop may hold; the partitions outside are not read.
  const lastStamp = new Date(window.stopAt.getTime() + spanMs);
  const bucketsWithin =
    resolution === "raw" ? sql`true` : sql`bucket >= ${instant(window.startAt)} and bucket < ${instant(window.stopAt)}`;
  const { rows } = await db.execute<BandwidthRow>(sql`
    select bucket as stamp, round(sum(current))::bigint as bandwidth_current, round(sum(max))::bigint as bandwidth_max
    from (
      select site_id, line_id, ${bucket} as bucket, avg(current) as current, avg(max) as max
      from bandwidth_samples
      where ${seriesOfTarget(target, sql`site_id`)}
        and stamp >= ${instant(window.startAt)} and stamp < ${instant(lastStamp)}
      group by site_id, line_id, bucket
    ) as by_line
    where ${bucketsWithin}
    group by bucket order by bucket`);
  return rows;
}
