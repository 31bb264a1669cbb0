import type { CollectorSiteTool, DiagnosisMeasure, SpeedTestMeasure } from "@ondine/domain";
import { diagnosisChecks, diagnosisPings } from "@ondine/domain";
import { type DemoPlan, lineTechnology } from "./demo-plan";
import { conditionSlotOf, siteIncidents } from "./network-conditions";
import { lineReadings } from "./site-readings";

// The collector's side of the site tools (docs/site-tools.md#commands): a
// speed test of one line and a diagnosis of the site, with figures as the
// simulator's network conditions would give them at that moment.

/** What a speed test or a diagnosis reports: its measure, or why it could not run. */
export type SiteToolOutcome =
  | { status: "acknowledged"; speed_test: SpeedTestMeasure }
  | { status: "acknowledged"; diagnosis: DiagnosisMeasure }
  | { status: "failed"; message: string };

/** What a test's upload reaches of its download, by the line's technology (asymmetric ADSL, 4G, symmetric-ish fibre). */
const uploadShares = { fibre: [0.4, 0.6], adsl: [0.08, 0.12], "4g": [0.25, 0.35] } as const;

/** The test servers the collectors use, their own words. */
const testServers = ["Paris - Bouygues Telecom", "Lyon - Free", "Nantes - Orange", "Lille - SFR"] as const;

/** Where each port is tried, as a collector would: a public resolver, then a web host over HTTP and HTTPS. */
const checkTargets: Record<number, string> = { 53: "1.1.1.1", 80: "www.example.com", 443: "www.example.com" };
const pingTarget = "8.8.8.8";

const between = (random: () => number, low: number, high: number) => low + (high - low) * random();
const tenths = (value: number) => Math.round(value * 10) / 10;

/**
 * `site_tool` carried out on `siteId` at `now`: the plan's site and lines, the
 * down and degraded sites of that moment (`siteIncidents`). A speed test reads
 * 55 to 95 percent of the line's contracted rate (35 to 65 on the site whose
 * bandwidth is degraded), fails on a line that is not ok; a diagnosis finds
 * every port and ping answering, 2 to 6 percent of pings lost on the degraded
 * site, nothing answering on the site that is down.
 */
export function runSiteTool(
  plan: DemoPlan,
  siteId: number,
  tool: CollectorSiteTool,
  now: number,
  random: () => number,
): SiteToolOutcome {
  const site = plan.sites.find((candidate) => candidate.siteId === siteId);
  if (!site) return { status: "failed", message: "site not handled by this collector" };
  const incidents = siteIncidents(plan, conditionSlotOf(now));
  if (tool.kind === "speed_test") {
    const line = lineReadings(site, now, incidents).find((candidate) => candidate.lineId === tool.line_id);
    if (!line) return { status: "failed", message: `no line ${tool.line_id ?? ""} on this router`.trim() };
    if (line.state !== "ok") return { status: "failed", message: "line unreachable" };
    const throttled = site.siteId === incidents.degradedSiteId && incidents.degradation === "bandwidth";
    return { status: "acknowledged", speed_test: speedTest(line.lineId, line.bandwidthMax, throttled, random) };
  }
  const down = site.siteId === incidents.downSiteId;
  const degraded = site.siteId === incidents.degradedSiteId;
  return { status: "acknowledged", diagnosis: diagnosis(tool, { down, degraded }, random) };
}

function speedTest(lineId: string, contracted: number, throttled: boolean, random: () => number): SpeedTestMeasure {
  const [low, high] = throttled ? [0.35, 0.65] : [0.55, 0.95];
  const download = Math.round(contracted * between(random, low, high));
  const [uploadLow, uploadHigh] = uploadShares[lineTechnology(lineId)];
  const latency = between(random, 8, 40);
  return {
    download,
    upload: Math.round(download * between(random, uploadLow, uploadHigh)),
    latency_ms: tenths(latency),
    jitter_ms: tenths(between(random, 0.05, 0.2) * latency),
    server: testServers[Math.floor(random() * testServers.length)] ?? testServers[0],
  };
}

function diagnosis(
  tool: CollectorSiteTool,
  state: { down: boolean; degraded: boolean },
  random: () => number,
): DiagnosisMeasure {
  const ports = tool.ports ?? diagnosisChecks.map((check) => check.port);
  const sent = tool.pings ?? diagnosisPings;
  const checks = ports.flatMap((port): DiagnosisMeasure["checks"] => {
    const check = diagnosisChecks.find((candidate) => candidate.port === port);
    if (!check) return [];
    const target = checkTargets[port] ?? "www.example.com";
    return [
      state.down
        ? { name: check.name, port, target, reachable: false, latency_ms: null, error: "timed out" }
        : { name: check.name, port, target, reachable: true, latency_ms: tenths(between(random, 8, 45)), error: null },
    ];
  });
  if (state.down) return { checks, ping: { target: pingTarget, sent, lost: sent, average_ms: null } };
  // A degraded site loses 2 to 6 percent of its pings: at least one of a short series.
  const lost = state.degraded ? Math.min(sent, Math.max(1, Math.round(sent * between(random, 0.02, 0.06)))) : 0;
  const average = state.degraded ? between(random, 35, 90) : between(random, 8, 30);
  return { checks, ping: { target: pingTarget, sent, lost, average_ms: tenths(average) } };
}
