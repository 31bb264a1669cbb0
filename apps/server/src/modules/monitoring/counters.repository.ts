import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import type { ScopedSite } from "../../scope/in-scope";
import { accessPointCountColumns } from "./access-point-counts.repository";

export type CountersRow = {
  access_point_ok: number;
  access_point_total: number;
  access_point_not_supervised: number;
  connected_devices: number;
  line_ok: number;
  line_total: number;
  bandwidth_current: number;
  bandwidth_max: number;
  traffic_rx: number;
};

/**
 * The overview tiles of these sites, read live from their equipment and
 * lines: access points reached among those counted (reached + unreached,
 * accessPointCount in `packages/domain`), those not supervised, and the
 * stations on the reached ones; lines ok among all, and their bandwidths
 * summed; the traffic received at each site's latest report, summed.
 */
export async function countSitesEquipment(db: Database, scopedSites: readonly ScopedSite[]): Promise<CountersRow> {
  const sites = sql`${sql.param(scopedSites.map((site) => site.id))}::integer[]`;
  const { rows } = await db.execute<CountersRow>(sql`
    select aps.reached as access_point_ok, aps.reached + aps.unreached as access_point_total,
      aps.not_supervised as access_point_not_supervised, aps.connected_devices,
      lines.ok as line_ok, lines.total as line_total,
      lines.bandwidth_current, lines.bandwidth_max, traffic.rx as traffic_rx
    from (
      select ${accessPointCountColumns}
      from equipment
      where site_id = any(${sites}) and category = 'access_point'
    ) as aps
    cross join (
      select count(*) filter (where state = 'ok') as ok, count(*) as total,
        coalesce(sum(bandwidth_current), 0) as bandwidth_current, coalesce(sum(bandwidth_max), 0) as bandwidth_max
      from site_lines where site_id = any(${sites})
    ) as lines
    cross join (
      select coalesce(sum(traffic_rx), 0) as rx from site_status where site_id = any(${sites})
    ) as traffic`);
  const [row] = rows;
  if (!row) throw new Error("countSitesEquipment: no row");
  return row;
}
