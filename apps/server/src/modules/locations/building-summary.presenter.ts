import type { BuildingSummary } from "@ondine/domain";
import type { BuildingRow } from "./buildings.repository";

export function presentBuildingSummary(row: BuildingRow): BuildingSummary {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    site_id: row.siteId,
    beds_number: row.bedsNumber,
    floors_count: row.floorsCount,
    state: { ap: { reached: row.apReached, total: row.apTotal, unref: row.apUnref } },
  };
}
