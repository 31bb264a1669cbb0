import type { SiteToolRun } from "@ondine/domain";
import type { SiteToolRunRow } from "./site-tool-runs.repository";

/** A run as the console reads it (docs/site-tools.md#model), every field named. */
export function presentSiteToolRun(row: SiteToolRunRow): SiteToolRun {
  return {
    id: row.id,
    site_id: row.siteId,
    kind: row.kind,
    state: row.state,
    line:
      row.kind === "speed_test" && row.lineId !== null
        ? { id: row.lineId, name: row.lineName ?? row.lineId, contracted_download: row.contractedDownload }
        : null,
    requested_by: row.requestedByName,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    failure: row.failure,
    speed_test: row.state === "done" ? row.speedTest : null,
    diagnosis:
      row.state === "done" && row.diagnosis && row.accessPoints
        ? { checks: row.diagnosis.checks, ping: row.diagnosis.ping, access_points: row.accessPoints }
        : null,
  };
}
