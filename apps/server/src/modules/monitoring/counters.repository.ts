import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import type { ScopedSite } from "../../scope/in-scope";

export type CountersRow = {
  access_point_ok: number;
  access_point_total: number;
  connected_devices: number;
  line_ok: number;
  line_total: number;
  bandwidth_current: number;
  bandwidth_max: number;
};

/**
 * The overview tiles of these sites, read live from their equipment and
 * lines: access points reachable among those not spare and the stations on
 * them; lines ok among all, and their bandwidths summed.
 */
export async function countSitesEquipment(db: Database, scopedSites: readonly ScopedSite[]): Promise<CountersRow> {
  const sites = sql`${sql.param(scopedSites.map((site) => site.id))}::integer[]`;
  const { rows } = await db.execute<CountersRow>(sql`
    select aps.ok as access_point_ok, aps.total as access_point_total, aps.stations as connected_devices,
      lines.ok as line_ok, lines.total as line_total,
      lines.bandwidth_current, lines.bandwidth_max
    from (
      select count(*) filter (where state = 'reachable') as ok, count(*) as total,
        coalesce(sum(connected_stations), 0) as stations
      from equipment
      where site_id = any(${sites}) and category = 'access_point' and state <> 'spare'
    ) as aps
    cross join (
      select count(*) filter (where state = 'ok') as ok, count(*) as total,
        coalesce(sum(bandwidth_current), 0) as bandwidth_current, coalesce(sum(bandwidth_max), 0) as bandwidth_max
      from site_lines where site_id = any(${sites})
    ) as lines`);
  const [row] = rows;
  if (!row) throw new Error("countSitesEquipment: no row");
  return row;
}
