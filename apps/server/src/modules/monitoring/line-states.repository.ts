import type { IngestLineState } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { unnestItems } from "../../db/sql-arrays";

/**
 * Records each line's bandwidth sample (a re-sent one is left as it is) and
 * sets the line's state from its latest report, unless a later one is
 * stored already. A line unknown so far is added. Needs the month partitions.
 */
export async function applyLineStates(db: Database, reports: readonly IngestLineState[]): Promise<void> {
  if (reports.length === 0) return;
  await db.execute(sql`
    with input (site_id, line_id, name, state, bandwidth_current, bandwidth_max, stamp) as (
      select * from ${unnestItems(reports, [
        [(report) => report.site_id, "integer"],
        [(report) => report.line_id, "text"],
        [(report) => report.name ?? report.line_id, "text"],
        [(report) => report.state, "text"],
        [(report) => report.bandwidth_current, "bigint"],
        [(report) => report.bandwidth_max, "bigint"],
        [(report) => report.stamp, "timestamptz"],
      ])}
    ), samples as (
      insert into bandwidth_samples (site_id, line_id, stamp, current, max)
      select site_id, line_id, stamp, bandwidth_current, bandwidth_max from input
      on conflict do nothing
    )
    insert into site_lines as line (site_id, line_id, name, state, bandwidth_current, bandwidth_max, updated_at)
    select distinct on (site_id, line_id) site_id, line_id, name, state, bandwidth_current, bandwidth_max, stamp
    from input order by site_id, line_id, stamp desc
    on conflict (site_id, line_id) do update set
      state = excluded.state,
      bandwidth_current = excluded.bandwidth_current,
      bandwidth_max = excluded.bandwidth_max,
      updated_at = excluded.updated_at
    where line.updated_at < excluded.updated_at`);
}
