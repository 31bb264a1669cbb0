import {
  conditionSlotOf,
  createSimulator,
  type DemoCollectors,
  type NetworkConditions,
  networkConditions,
} from "@ondine/tools/simulate";

const reportIntervalMs = 60_000;

export interface CollectorRound extends NetworkConditions {
  /** The stamp the collector reported (milliseconds). */
  reportedAt: number;
  siteIds: number[];
}

/**
 * Plays one organism's demo collector for one round, through the ingest API,
 * as `tools/simulate` does, with its incidents drawn among that organism's
 * sites only: one of them down, one degraded, some access points
 * unreachable. Answers exactly what was reported, from the simulator's own
 * pure functions. The round is stamped a minute ahead so that it is newer
 * than anything the seed wrote.
 */
export async function playOrganismCollector(
  baseUrl: string,
  collectors: DemoCollectors,
  organismName: string,
): Promise<CollectorRound> {
  const collector = collectors.plan.collectors.find((candidate) => candidate.name.endsWith(`: ${organismName}`));
  if (!collector) throw new Error(`no demo collector for "${organismName}"`);
  const siteIds = new Set(collector.siteIds);
  const plan = { sites: collectors.plan.sites.filter((site) => siteIds.has(site.siteId)), collectors: [collector] };
  const at = Date.now() + reportIntervalMs;
  // What the simulator says of a failed report (the status the ingest answered), for the error below.
  const said: string[] = [];
  const simulator = createSimulator({
    baseUrl,
    plan,
    tokens: collectors.tokens,
    intervalMs: reportIntervalMs,
    gapCapMs: reportIntervalMs,
    log: (line) => said.push(line),
    now: () => at,
  });
  const summary = await simulator.tick();
  if (summary.failed.length > 0 || summary.rejected > 0) {
    throw new Error(`the collector's round was not stored: ${JSON.stringify(summary)}\n${said.join("\n")}`);
  }
  const reportedAt = Math.floor(at / reportIntervalMs) * reportIntervalMs;
  return { ...networkConditions(plan, conditionSlotOf(reportedAt)), reportedAt, siteIds: collector.siteIds };
}
