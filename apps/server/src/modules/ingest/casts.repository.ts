import type { IngestCast } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { unnestItems } from "../../db/sql-arrays";
import type { IndexedItem } from "./ingest-items";

/**
 * Stores the casts of hotel sticks (docs/ingest.md "Casts"): a
 * cast naming a stick of its site is inserted once (`(serial, stamp)`), and
 * only the casts actually inserted are added to the day roll-up, in the same
 * statement, so a re-sent batch changes nothing and the roll-up always sums
 * the events. Returns the indexes of casts naming no stick of their site.
 */
export async function insertCasts(db: Database, casts: readonly IndexedItem<IngestCast>[]): Promise<number[]> {
  if (casts.length === 0) return [];
  const { rows } = await db.execute<{ index: number }>(sql`
    with input (index, site_id, serial, app, stamp) as (
      select * from ${unnestItems(casts, [
        [(cast) => cast.index, "integer"],
        [(cast) => cast.item.site_id, "integer"],
        [(cast) => cast.item.serial, "text"],
        [(cast) => cast.item.app, "text"],
        [(cast) => cast.item.stamp, "timestamptz"],
      ])}
    ), known as (
      select input.*, sites.organism_id from input
      join iot_devices on iot_devices.serial = input.serial and iot_devices.site_id = input.site_id
        and iot_devices.type = 'chromecast'
      join sites on sites.id = input.site_id
    ), inserted as (
      insert into cast_events (site_id, organism_id, serial, app, stamp)
      select site_id, organism_id, serial, app, stamp from known
      on conflict do nothing
      returning site_id, organism_id, serial, app, stamp
    ), rolled_up as (
      insert into cast_days (site_id, organism_id, day, serial, app, casts, last_cast_at)
      select site_id, organism_id, (stamp at time zone 'Europe/Paris')::date, serial, app, count(*), max(stamp)
      from inserted
      group by site_id, organism_id, (stamp at time zone 'Europe/Paris')::date, serial, app
      on conflict (site_id, day, serial, app) do update set
        casts = cast_days.casts + excluded.casts,
        last_cast_at = greatest(cast_days.last_cast_at, excluded.last_cast_at)
    )
    select input.index from input where not exists (select from known where known.index = input.index)`);
  return rows.map((row) => Number(row.index));
}
