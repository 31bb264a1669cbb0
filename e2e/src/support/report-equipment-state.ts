import type { DemoCollectors } from "@ondine/tools/simulate";

/**
 * Reports one access point reachable or not through the ingest API, with the
 * token of the demo collector that serves its site, as a real collector
 * would between two rounds. Stamped a few minutes ahead, so that it is newer
 * than any round a journey played before it.
 */
export async function reportAccessPointState(
  baseUrl: string,
  collectors: DemoCollectors,
  report: { siteId: number; mac: string; isReachable: boolean },
): Promise<void> {
  const collector = collectors.plan.collectors.find((candidate) => candidate.siteIds.includes(report.siteId));
  const token = collector ? collectors.tokens.get(collector.name) : undefined;
  if (!collector || !token) throw new Error(`no demo collector serves site ${report.siteId}`);
  const response = await fetch(new URL("/api/ingest/v1/batches", baseUrl), {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({
      equipment_states: [
        {
          site_id: report.siteId,
          mac: report.mac,
          is_reachable: report.isReachable,
          connected_stations: 0,
          stamp: new Date(Date.now() + 5 * 60_000).toISOString(),
        },
      ],
    }),
  });
  const answer = (await response.json()) as { accepted?: number; rejected?: unknown[] };
  if (!response.ok || answer.accepted !== 1) {
    throw new Error(`the report was not stored (${response.status}): ${JSON.stringify(answer)}`);
  }
}
