import type { DiagnosisAccessPoints, DiagnosisMeasure } from "./site-tool-answers";

// docs/site-tools.md#diagnosis: is it the Internet line or the Wi-Fi?

/** SPEC: the Internet is fine while packet loss stays under 1 percent. */
export const packetLossPassPercent = 1;
/** docs/site-tools.md#diagnosis: an average round trip over this many milliseconds degrades the Internet. */
export const latencyWarnMs = 150;
/** How many pings a diagnosis sends toward the Internet (docs/site-tools.md#diagnosis). */
export const diagnosisPings = 20;

export type DiagnosisInternet = "ok" | "degraded" | "down";
export type DiagnosisWifi = "ok" | "partial" | "down" | "none";
/** Who is at fault: the line or its operator, the Wi-Fi, both, or nobody. */
export type DiagnosisFault = "none" | "operator" | "wifi" | "both";

/**
 * One finding with its evidence, as the screen says it (`siteTools.findings.<key>`):
 * - port_unreachable: a port that did not answer {name, port, target};
 * - packet_loss: loss at or over 1 percent {percent};
 * - latency_high: an average round trip over 150 ms {ms};
 * - access_points_unreachable: unreachable access points of one place {count, building?, floor?};
 * - all_good: nothing else to say.
 */
export const diagnosisFindingKeys = [
  "port_unreachable",
  "packet_loss",
  "latency_high",
  "access_points_unreachable",
  "all_good",
] as const;
export type DiagnosisFindingKey = (typeof diagnosisFindingKeys)[number];
export type DiagnosisFinding = { key: DiagnosisFindingKey; params: Record<string, string | number> };

export type DiagnosisVerdict = {
  internet: DiagnosisInternet;
  wifi: DiagnosisWifi;
  fault: DiagnosisFault;
  /** Pings lost / sent, in percent. */
  packetLossPercent: number;
  findings: DiagnosisFinding[];
};

/**
 * docs/site-tools.md#diagnosis. The Internet: ok when every port answers and
 * loss is under 1 percent; down when no port answers and every ping is lost;
 * degraded otherwise (a port fails, loss of 1 percent or more, or an average
 * round trip over 150 ms). The Wi-Fi, from the access points monitoring
 * counted (muted ones left out): ok when all are reachable, partial when
 * some are not, down when none is, none without access points.
 */
export function diagnosisVerdict(measure: DiagnosisMeasure, accessPoints: DiagnosisAccessPoints): DiagnosisVerdict {
  const { ping } = measure;
  const failedChecks = measure.checks.filter((check) => !check.reachable);
  const sent = Math.max(ping.sent, 0);
  const lost = Math.min(Math.max(ping.lost, 0), sent);
  const packetLossPercent = sent === 0 ? 0 : (lost * 100) / sent;
  // Compared in whole counts, so 1 lost of 100 fails and 1 of 101 passes, without floating point at the edge.
  const lossFails = sent > 0 && lost * 100 >= sent * packetLossPassPercent;
  const latencyHigh = ping.average_ms !== null && ping.average_ms > latencyWarnMs;
  const allPortsFail = measure.checks.length > 0 && failedChecks.length === measure.checks.length;
  const internet: DiagnosisInternet =
    allPortsFail && sent > 0 && lost === sent
      ? "down"
      : failedChecks.length > 0 || lossFails || latencyHigh
        ? "degraded"
        : "ok";

  const wifi: DiagnosisWifi =
    accessPoints.total <= 0
      ? "none"
      : accessPoints.unreachable <= 0
        ? "ok"
        : accessPoints.unreachable >= accessPoints.total
          ? "down"
          : "partial";

  const lineAtFault = internet !== "ok";
  const wifiAtFault = wifi === "partial" || wifi === "down";
  const fault: DiagnosisFault =
    lineAtFault && wifiAtFault ? "both" : lineAtFault ? "operator" : wifiAtFault ? "wifi" : "none";

  const findings: DiagnosisFinding[] = [
    ...failedChecks.map(
      (check): DiagnosisFinding => ({
        key: "port_unreachable",
        params: { name: check.name, port: check.port, target: check.target },
      }),
    ),
    ...(lossFails ? [{ key: "packet_loss" as const, params: { percent: packetLossPercent } }] : []),
    ...(latencyHigh && ping.average_ms !== null
      ? [{ key: "latency_high" as const, params: { ms: ping.average_ms } }]
      : []),
    ...(wifiAtFault ? accessPointFindings(accessPoints) : []),
  ];
  return {
    internet,
    wifi,
    fault,
    packetLossPercent,
    findings: findings.length > 0 ? findings : [{ key: "all_good", params: {} }],
  };
}

/** One finding per place the unreachable access points are (building and floor when known). */
function accessPointFindings(accessPoints: DiagnosisAccessPoints): DiagnosisFinding[] {
  const places = accessPoints.unreachable_places.filter((place) => place.count > 0);
  if (places.length === 0) return [{ key: "access_points_unreachable", params: { count: accessPoints.unreachable } }];
  return places.map((place) => ({
    key: "access_points_unreachable",
    params: {
      count: place.count,
      ...(place.building === null ? {} : { building: place.building }),
      ...(place.floor === null ? {} : { floor: place.floor }),
    },
  }));
}
