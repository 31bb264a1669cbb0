import {
  type DiagnosisCheckMeasure,
  type DiagnosisFinding,
  type DiagnosisMeasure,
  type DiagnosisVerdict,
  diagnosisCheckNames,
  diagnosisVerdict,
  type InterfaceLanguage,
  iotCommandLifetimeMs,
  latencyWarnMs,
  packetLossPassPercent,
  type SiteToolRun,
  type SpeedTestMeasure,
  type SpeedTestReading,
  siteLineStates,
  speedTestCorrection,
  speedTestReading,
} from "@ondine/domain";
import type { TFunction } from "i18next";
import { formatDateTime } from "../../i18n/format-date-time";
import { formatDuration } from "../../i18n/format-duration";
import { formatBitRate, formatNumber, formatPercent } from "../../i18n/format-number";
import { isOneOf } from "../../routing/search-field-readers";

// The site tools' words (docs/site-tools.md), written once: the panel shows them and the report
// (copied, or a ticket's first message) says the same.

/** "12 ms" in the language's own unit words. */
export function formatMilliseconds(ms: number, language: InterfaceLanguage): string {
  return formatNumber(
    ms,
    { style: "unit", unit: "millisecond", unitDisplay: "short", maximumFractionDigits: 0 },
    language,
  );
}

/** "Asked by Claire Martin on 22 Nov 2026, 14:05", or without a name when the asker is gone. */
export function runAskedText(run: SiteToolRun, t: TFunction, language: InterfaceLanguage): string {
  const date = formatDateTime(run.created_at, language);
  return run.requested_by ? t("siteTools.askedBy", { name: run.requested_by, date }) : t("siteTools.askedOn", { date });
}

/** A line's state in words; a state the console does not know yet is shown as the server wrote it. */
export function lineStateText(state: string, t: TFunction): string {
  return isOneOf(siteLineStates, state) ? t(`siteTools.lineStates.${state}`) : state;
}

/** A speed test's measured figures, as the collector reported them (never corrected). */
export function speedTestFigures(measure: SpeedTestMeasure, language: InterfaceLanguage) {
  return {
    download: formatBitRate(measure.download, language),
    upload: formatBitRate(measure.upload, language),
    latency: formatMilliseconds(measure.latency_ms, language),
  };
}

/** docs/site-tools.md#speed-test: the measured download read against the line's contracted rate when the test was asked. */
export function speedTestReadingOf(run: SiteToolRun): SpeedTestReading | null {
  if (!run.speed_test) return null;
  return speedTestReading(run.speed_test.download, run.line?.contracted_download ?? null);
}

/** The reading in words, with the SPEC's 20 to 30 % a test run from the site's router loses. */
export function speedTestReadingText(reading: SpeedTestReading, t: TFunction, language: InterfaceLanguage): string {
  return t(`siteTools.speedTest.readings.${reading.reading}`, {
    least: formatPercent(speedTestCorrection.usual * 100, language),
    most: formatPercent(speedTestCorrection.most * 100, language),
  });
}

/**
 * The range a healthy line reads in (70 to 80 % of the contracted rate and above), beside the measured
 * figure: never a "corrected" figure presented as measured (docs/site-tools.md#speed-test).
 */
export function healthyRangeText(
  reading: SpeedTestReading,
  contracted: number | null,
  t: TFunction,
  language: InterfaceLanguage,
): string | null {
  if (contracted === null || reading.healthyFrom === null || reading.contractedFrom === null) return null;
  return t("siteTools.speedTest.healthyRange", {
    contracted: formatBitRate(contracted, language),
    healthyFrom: formatBitRate(reading.healthyFrom, language),
    contractedFrom: formatBitRate(reading.contractedFrom, language),
  });
}

/** What a run that did not end with a measure says: the collector's words, or the command's lifetime gone. */
export function unfinishedRunText(run: SiteToolRun, t: TFunction, language: InterfaceLanguage): string | null {
  const tool = run.kind === "speed_test" ? "speedTest" : "diagnosis";
  if (run.state === "running") return t(`siteTools.${tool}.running`);
  if (run.state === "failed") return t(`siteTools.${tool}.failed`, { failure: run.failure ?? "" });
  if (run.state === "expired") return t(`siteTools.${tool}.expired`, { lifetime: commandLifetime(language) });
  return null;
}

/** "5 min": how long a command waits for its result before it expires (docs/site-tools.md#model). */
export function commandLifetime(language: InterfaceLanguage): string {
  return formatDuration(iotCommandLifetimeMs, language);
}

/** docs/site-tools.md#diagnosis: the verdict of a diagnosis that came back; null before. */
export function diagnosisVerdictOf(run: SiteToolRun): DiagnosisVerdict | null {
  if (!run.diagnosis) return null;
  const { access_points: accessPoints, ...measure } = run.diagnosis;
  return diagnosisVerdict(measure satisfies DiagnosisMeasure, accessPoints);
}

/** A check's protocol as people write it: DNS, HTTP, HTTPS. */
function checkName(name: string, t: TFunction): string {
  return isOneOf(diagnosisCheckNames, name) ? t(`siteTools.diagnosis.checks.names.${name}`) : name.toUpperCase();
}

/** Where unreachable access points are: "in Building A (2nd floor)"; null when they are on no plan. */
function placeText(place: { building?: string | null; floor?: string | null }, t: TFunction): string | null {
  const { building, floor } = place;
  if (building && floor) return t("siteTools.diagnosis.places.buildingFloor", { building, floor });
  if (building) return t("siteTools.diagnosis.places.building", { building });
  if (floor) return t("siteTools.diagnosis.places.floor", { floor });
  return null;
}

/** A finding's parameter as text: a check's name, a target, a building or floor. */
const textParam = (finding: DiagnosisFinding, name: string): string | null => {
  const value = finding.params[name];
  return value === undefined ? null : String(value);
};
const numberParam = (finding: DiagnosisFinding, name: string): number => Number(finding.params[name] ?? 0);

const internetFindingKeys = ["packet_loss", "port_unreachable", "latency_high"] as const;

/** The line's part of the headline: down, else its worst finding (loss, then a closed port, then slowness). */
function internetHeadline(verdict: DiagnosisVerdict, t: TFunction, language: InterfaceLanguage): string {
  if (verdict.internet === "down") return t("siteTools.diagnosis.headline.internet.down");
  for (const key of internetFindingKeys) {
    const finding = verdict.findings.find((candidate) => candidate.key === key);
    if (finding) return t(`siteTools.diagnosis.headline.internet.${key}`, internetValues(finding, t, language));
  }
  return t("siteTools.diagnosis.headline.internet.ok");
}

/** The values of a finding about the line, in the interface language, with the SPEC thresholds it is read against. */
function internetValues(finding: DiagnosisFinding, t: TFunction, language: InterfaceLanguage) {
  return {
    name: checkName(textParam(finding, "name") ?? "", t),
    port: textParam(finding, "port") ?? "",
    target: textParam(finding, "target") ?? "",
    percent: formatPercent(numberParam(finding, "percent"), language),
    threshold: formatPercent(packetLossPassPercent, language),
    ms: formatMilliseconds(numberParam(finding, "ms"), language),
    limit: formatMilliseconds(latencyWarnMs, language),
  };
}

/** Where a finding's unreachable access points are. */
const findingPlace = (finding: DiagnosisFinding, t: TFunction) =>
  placeText({ building: textParam(finding, "building"), floor: textParam(finding, "floor") }, t);

/** The Wi-Fi's part of the headline when some or all access points are unreachable, named by place. */
function wifiHeadline(verdict: DiagnosisVerdict, t: TFunction, language: InterfaceLanguage): string | null {
  if (verdict.wifi === "down") return t("siteTools.diagnosis.headline.wifiDown");
  if (verdict.wifi !== "partial") return null;
  const groups = verdict.findings.filter((finding) => finding.key === "access_points_unreachable");
  const count = groups.reduce((total, group) => total + numberParam(group, "count"), 0);
  const places = groups.map((group) => findingPlace(group, t)).filter((place): place is string => place !== null);
  if (places.length === 0) return t("siteTools.diagnosis.headline.wifiPartial", { count });
  const list = new Intl.ListFormat(language, { style: "long", type: "conjunction" }).format(places);
  return t("siteTools.diagnosis.headline.wifiPartialPlaced", { count, places: list });
}

/**
 * docs/site-tools.md#diagnosis, the headline: the line's state joined with the Wi-Fi's in a site
 * manager's words, and who is at fault when the operator is ("The line loses 4 % of its packets: the
 * operator is at fault"); a Wi-Fi fault alone is said by naming the unreachable access points.
 */
export function diagnosisHeadline(verdict: DiagnosisVerdict, t: TFunction, language: InterfaceLanguage): string {
  if (verdict.internet === "ok" && verdict.wifi === "ok") return t("siteTools.diagnosis.headline.allFine");
  const internet = internetHeadline(verdict, t, language);
  const wifi = wifiHeadline(verdict, t, language);
  const sentence = wifi ? t("siteTools.diagnosis.headline.joined", { internet, wifi }) : internet;
  if (verdict.fault !== "operator" && verdict.fault !== "both") return sentence;
  return t("siteTools.diagnosis.headline.blamed", {
    sentence,
    fault: t(`siteTools.diagnosis.headline.fault.${verdict.fault}`),
  });
}

/** One finding with its evidence: the port and its target, the share of packets lost, the places. */
export function findingText(finding: DiagnosisFinding, t: TFunction, language: InterfaceLanguage): string {
  switch (finding.key) {
    case "port_unreachable":
    case "packet_loss":
    case "latency_high":
      return t(`siteTools.diagnosis.findings.${finding.key}`, internetValues(finding, t, language));
    case "access_points_unreachable": {
      const count = numberParam(finding, "count");
      const place = findingPlace(finding, t);
      return place
        ? t("siteTools.diagnosis.findings.accessPointsPlaced", { count, place })
        : t("siteTools.diagnosis.findings.accessPoints", { count });
    }
    default:
      return t("siteTools.diagnosis.findings.all_good");
  }
}

/** One port check: answered in how long, or the collector's error. */
export function checkText(check: DiagnosisCheckMeasure, t: TFunction, language: InterfaceLanguage): string {
  const values = { name: checkName(check.name, t), port: String(check.port), target: check.target };
  if (check.reachable) {
    return check.latency_ms === null
      ? t("siteTools.diagnosis.checks.answeredNoTime", values)
      : t("siteTools.diagnosis.checks.answered", { ...values, ms: formatMilliseconds(check.latency_ms, language) });
  }
  return check.error
    ? t("siteTools.diagnosis.checks.unanswered", { ...values, error: check.error })
    : t("siteTools.diagnosis.checks.unansweredBare", values);
}

/** The ping series: sent, lost, average round trip. */
export function pingText(ping: DiagnosisMeasure["ping"], t: TFunction, language: InterfaceLanguage): string {
  // The lost count decides the plural ("1 perdu", "2 perdus").
  const values = { target: ping.target, sent: ping.sent, count: ping.lost };
  return ping.average_ms === null
    ? t("siteTools.diagnosis.pingNoAverage", values)
    : t("siteTools.diagnosis.ping", { ...values, average: formatMilliseconds(ping.average_ms, language) });
}

/** The access points as monitoring saw them when the result came in. */
export function accessPointsText(accessPoints: { total: number; unreachable: number }, t: TFunction): string {
  if (accessPoints.total === 0) return t("siteTools.diagnosis.noAccessPoints");
  return t("siteTools.diagnosis.accessPoints", {
    reachable: accessPoints.total - accessPoints.unreachable,
    total: accessPoints.total,
  });
}

/** A diagnosis's evidence, in the order the panel and the report list it: findings, port checks, pings, access points. */
export function diagnosisEvidence(
  run: SiteToolRun,
  verdict: DiagnosisVerdict,
  t: TFunction,
  language: InterfaceLanguage,
) {
  const diagnosis = run.diagnosis;
  return {
    findings: verdict.findings.map((finding) => findingText(finding, t, language)),
    checks: diagnosis ? diagnosis.checks.map((check) => checkText(check, t, language)) : [],
    ping: diagnosis ? pingText(diagnosis.ping, t, language) : null,
    accessPoints: diagnosis ? accessPointsText(diagnosis.access_points, t) : null,
  };
}
