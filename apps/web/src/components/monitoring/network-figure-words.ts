import {
  isLinkSaturated,
  lineRatePercent,
  linkUsePercent,
  type MonitoringCounters,
  type TicketKpis,
} from "@ondine/domain";
import type { TFunction } from "i18next";
import { formatBitRate, formatNumber, formatPercent } from "../../i18n/format-number";

/**
 * The words of the network figures, the same on every screen that shows them
 * (home cards, monitoring tiles, call-outs; docs/monitoring.md "Figures").
 */

/** Access points as accessPointCount counts them: "35 / 37", then "2 unreached · 4 not supervised". */
export function accessPointTallyWords(
  t: TFunction,
  counts: Pick<MonitoringCounters, "accesspoint_ok" | "accesspoint_total" | "accesspoint_not_supervised">,
): { ratio: string; detail: string } {
  return {
    ratio: `${formatNumber(counts.accesspoint_ok)} / ${formatNumber(counts.accesspoint_total)}`,
    detail: [
      t("accessPointCount.unreached", { count: counts.accesspoint_total - counts.accesspoint_ok }),
      t("accessPointCount.notSupervised", { count: counts.accesspoint_not_supervised }),
    ].join(" · "),
  };
}

export interface LinkUseWords {
  /** linkUsePercent; null when the lines deliver nothing. */
  percent: number | null;
  saturated: boolean;
  /** "4 %", or null. */
  value: string | null;
  /** "39 Mb/s of the 950 Mb/s the lines deliver, at the latest report". */
  use: string;
  /** "Lines at 86 % of their nominal rate (1.1 Gb/s)", or null without a nominal rate. */
  lineRate: string | null;
}

/** The link's use (traffic over what the lines deliver) and the lines' rate (over their nominal rate). */
export function linkUseWords(
  t: TFunction,
  counters: Pick<MonitoringCounters, "traffic_rx" | "bandwidth_current" | "bandwidth_max">,
): LinkUseWords {
  const percent = linkUsePercent(counters.traffic_rx, counters.bandwidth_current);
  const ratePercent = lineRatePercent(counters.bandwidth_current, counters.bandwidth_max);
  return {
    percent,
    saturated: isLinkSaturated(percent),
    value: percent === null ? null : formatPercent(percent),
    use:
      percent === null
        ? t("linkUse.noLineRate")
        : t("linkUse.ofLineRate", {
            traffic: formatBitRate(counters.traffic_rx),
            rate: formatBitRate(counters.bandwidth_current),
          }),
    lineRate:
      ratePercent === null
        ? null
        : t("linkUse.lineRate", {
            percent: formatPercent(ratePercent),
            maximum: formatBitRate(counters.bandwidth_max),
          }),
  };
}

/** Interventions as interventionProgress tells them: "4 call-outs planned · 0 in progress". */
export function interventionCountWords(
  t: TFunction,
  kpis: Pick<TicketKpis, "intervention_planned" | "intervention_in_progress">,
): string {
  return [
    t("interventionCount.planned", { count: kpis.intervention_planned }),
    t("interventionCount.inProgress", { count: kpis.intervention_in_progress }),
  ].join(" · ");
}
