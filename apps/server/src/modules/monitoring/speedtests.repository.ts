import type { IngestSpeedtest, TimeWindow } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { unnestItems } from "../../db/sql-arrays";
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

/** Inserts speed tests; one already there (same site and stamp) is left as it is. */
export async function insertSpeedtests(db: Database, tests: readonly IngestSpeedtest[]): Promise<void> {
  if (tests.length === 0) return;
  await db.execute(sql`
    insert into speedtests (site_id, stamp, download, upload)
    select * from ${unnestItems(tests, [
      [(test) => test.site_id, "integer"],
      [(test) => test.stamp, "timestamptz"],
      [(test) => test.download, "bigint"],
      [(test) => test.upload, "bigint"],
    ])}
    on conflict do nothing`);
}
