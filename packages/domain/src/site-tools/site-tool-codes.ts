// Site tools (docs/site-tools.md): a speed test of one Internet line, or a
// diagnosis of the site's Internet access, run on demand by the site's
// collector through the command path (docs/ingest.md "Commands").

/** speed_test: one WAN line measured alone; diagnosis: DNS, HTTP, HTTPS, latency and loss. */
export const siteToolKinds = ["speed_test", "diagnosis"] as const;
export type SiteToolKind = (typeof siteToolKinds)[number];

/**
 * running: the command is queued or taken by the collector; done: its result is in;
 * failed: the collector said it could not run it; expired: no result within the command's lifetime.
 */
export const siteToolRunStates = ["running", "done", "failed", "expired"] as const;
export type SiteToolRunState = (typeof siteToolRunStates)[number];

/** docs/site-tools.md#diagnosis: the ports the collector tries, SPEC's 53, 80 and 443. */
export const diagnosisChecks = [
  { name: "dns", port: 53 },
  { name: "http", port: 80 },
  { name: "https", port: 443 },
] as const;
export type DiagnosisCheckName = (typeof diagnosisChecks)[number]["name"];
export const diagnosisCheckNames = diagnosisChecks.map((check) => check.name) as [
  DiagnosisCheckName,
  ...DiagnosisCheckName[],
];

export const siteToolLimits = {
  /** Runs listed per site and kind in the history (newest first). */
  historyLength: 20,
  /** A line's speed test, or the site's diagnosis, cannot be asked again while one is running. */
  oneRunningPerTarget: true,
  /** The most a caller may start in a minute (docs/security.md rate limits: `siteToolsPerUser`). */
  startsPerMinute: 10,
} as const;
