import { type IngestEquipmentState, supervisedEquipmentStates } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { sqlList } from "../../db/schema/sql-list";
import { unnestItems } from "../../db/sql-arrays";
import type { IndexedItem } from "./indexed-item";

/**
 * Applies reachability reports to the equipment they name (by site and MAC):
 * the latest report of each wins, and one older than what is stored changes
 * nothing, so a re-sent batch is a no-op. States set by people (planned,
 * works...) are kept. Records when it was last found reachable and since when
 * it has been unreachable (the access-point list's "last seen" and "down since"). Returns the indexes of reports naming no equipment of
 * their site.
 */
export async function applyEquipmentStates(
  db: Database,
  reports: readonly IndexedItem<IngestEquipmentState>[],
): Promise<number[]> {
  if (reports.length === 0) return [];
  const { rows } = await db.execute<{ index: number }>(sql`
    with input (index, site_id, mac, is_reachable, connected_stations, stamp) as (
      select * from ${unnestItems(reports, [
        [(report) => report.index, "integer"],
        [(report) => report.item.site_id, "integer"],
        [(report) => report.item.mac, "text"],
        [(report) => report.item.is_reachable, "boolean"],
        [(report) => report.item.connected_stations, "integer"],
        [(report) => report.item.stamp, "timestamptz"],
      ])}
    ), latest as (
      select distinct on (site_id, mac) * from input order by site_id, mac, stamp desc
    ), applied as (
      update equipment set
        is_reachable = latest.is_reachable,
        connected_stations = latest.connected_stations,
        state = case when equipment.state in ${sqlList(supervisedEquipmentStates)}
          then (case when latest.is_reachable then 'reachable' else 'unreachable' end)
          else equipment.state end,
        last_seen_at = latest.stamp,
        reached_at = case when latest.is_reachable then latest.stamp else equipment.reached_at end,
        unreached_since = case when latest.is_reachable then null
          else coalesce(equipment.unreached_since, latest.stamp) end,
        updated_at = now()
      from latest
      where equipment.mac = latest.mac and equipment.site_id = latest.site_id
        and (equipment.last_seen_at is null or equipment.last_seen_at < latest.stamp)
      returning equipment.id
    )
    select input.index from input
    where not exists (select from equipment where equipment.mac = input.mac and equipment.site_id = input.site_id)`);
  return rows.map((row) => Number(row.index));
}
