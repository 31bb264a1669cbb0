import type { DemoCollectors } from "@ondine/tools/simulate";

/**
 * Reports a whole site through the ingest API, as its demo collector would:
 * every line ok at full bandwidth and every supervised access point reached
 * (`up`), or every line unreachable (`down`). Stamped `at`, which a journey
 * moves forward from one report to the next, so each is newer than the last.
 */
export async function reportSiteHealth(
  baseUrl: string,
  collectors: DemoCollectors,
  report: { siteId: number; health: "up" | "down"; at: Date },
): Promise<void> {
  const site = collectors.plan.sites.find((candidate) => candidate.siteId === report.siteId);
  const collector = collectors.plan.collectors.find((candidate) => candidate.siteIds.includes(report.siteId));
  const token = collector ? collectors.tokens.get(collector.name) : undefined;
  if (!site || !token) throw new Error(`no demo collector serves site ${report.siteId}`);
  const stamp = report.at.toISOString();
  const up = report.health === "up";
  const equipment = [...site.accessPoints, ...site.otherEquipment];
  const body = {
    line_states: site.lines.map((line) => ({
      site_id: site.siteId,
      line_id: line.lineId,
      state: up ? "ok" : "unreachable",
      bandwidth_current: up ? line.bandwidthMax : 0,
      bandwidth_max: line.bandwidthMax,
      stamp,
    })),
    equipment_states: up
      ? equipment.map((mac) => ({ site_id: site.siteId, mac, is_reachable: true, connected_stations: 3, stamp }))
      : [],
  };
  const response = await fetch(new URL("/api/ingest/v1/batches", baseUrl), {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { accepted?: number; rejected?: unknown[] };
  if (!response.ok || (answer.rejected?.length ?? 0) > 0) {
    throw new Error(`the report was not stored (${response.status}): ${JSON.stringify(answer)}`);
  }
}
