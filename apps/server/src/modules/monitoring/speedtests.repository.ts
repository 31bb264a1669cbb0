import type { TimeWindow } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { instant, type SeriesTarget, seriesOfTarget } from "./series-target";

export type SpeedtestRow = { stamp: Date; site_id: number; download: number; upload: number };

/** The target's speed tests within the window, by stamp (then site). */
export async function findSpeedtests(db: Database, target: SeriesTarget, window: TimeWindow): Promise<SpeedtestRow[]> {
  const { rows } = await db.execute<SpeedtestRow>(sql`
    select stamp, site_id, download, upload from speedtests
    where ${seriesOfTarget(target, sql`site_id`)}
      and stamp >= ${instant(window.startAt)} and stamp < ${instant(window.stopAt)}
    order by stamp, site_id`);
  return rows;
}
