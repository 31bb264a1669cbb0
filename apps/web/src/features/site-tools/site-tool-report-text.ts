import type { InterfaceLanguage, SiteToolRun } from "@ondine/domain";
import type { TFunction } from "i18next";
import {
  diagnosisEvidence,
  diagnosisHeadline,
  diagnosisVerdictOf,
  healthyRangeText,
  runAskedText,
  speedTestFigures,
  speedTestReadingOf,
  speedTestReadingText,
  unfinishedRunText,
} from "./site-tool-words";

const bullet = (text: string) => `- ${text}`;

/**
 * A run as plain text, in the panel's own words (docs/site-tools.md#diagnosis): what "Copy the report"
 * copies and what a ticket opened "with this report" starts its first message with.
 */
export function siteToolReportText(run: SiteToolRun, t: TFunction, language: InterfaceLanguage): string {
  const lines = run.kind === "speed_test" ? speedTestReport(run, t, language) : diagnosisReport(run, t, language);
  return lines.join("\n");
}

function speedTestReport(run: SiteToolRun, t: TFunction, language: InterfaceLanguage): string[] {
  const title = t("siteTools.speedTest.reportTitle", { line: run.line?.name ?? "" });
  const asked = runAskedText(run, t, language);
  const reading = speedTestReadingOf(run);
  if (!run.speed_test || !reading) return [title, asked, unfinishedRunText(run, t, language) ?? ""];
  const range = healthyRangeText(reading, run.line?.contracted_download ?? null, t, language);
  return [
    title,
    asked,
    "",
    t("siteTools.speedTest.figures", speedTestFigures(run.speed_test, language)),
    speedTestReadingText(reading, t, language),
    ...(range ? [range] : []),
  ];
}

function diagnosisReport(run: SiteToolRun, t: TFunction, language: InterfaceLanguage): string[] {
  const title = t("siteTools.diagnosis.reportTitle");
  const asked = runAskedText(run, t, language);
  const verdict = diagnosisVerdictOf(run);
  if (!verdict) return [title, asked, unfinishedRunText(run, t, language) ?? ""];
  const evidence = diagnosisEvidence(run, verdict, t, language);
  return [
    title,
    asked,
    "",
    diagnosisHeadline(verdict, t, language),
    "",
    t("siteTools.diagnosis.reportSection", { title: t("siteTools.diagnosis.findingsTitle") }),
    ...evidence.findings.map(bullet),
    "",
    t("siteTools.diagnosis.reportSection", { title: t("siteTools.diagnosis.measuresTitle") }),
    ...evidence.checks.map(bullet),
    ...(evidence.ping ? [bullet(evidence.ping)] : []),
    ...(evidence.accessPoints ? [bullet(evidence.accessPoints)] : []),
  ];
}
