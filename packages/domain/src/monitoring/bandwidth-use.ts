/**
 * The figures of a site's Internet lines, written once (docs/monitoring.md
 * "Bandwidth figures"). The product (docs/product.md#monitoring-data) gives two rates per line:
 * - `bandwith_current`, the rate the line delivers now (its measured rate),
 *   and `bandwith_max`, its nominal rate. Their ratio is the line's health,
 *   not its use: below 0.75 the site is degraded (docs/product.md#monitoring-availability), so a quiet
 *   healthy site reads near 100 %;
 * - what is in use is the traffic received (`traffic_rx`), read against the
 *   rate the lines deliver now.
 */

/** Whole percent of `part` over `whole`, rounded to the nearest, from 0 to 100; null without a whole. */
function wholePercent(part: number, whole: number): number | null {
  if (!(whole > 0)) return null;
  return Math.min(100, Math.max(0, Math.round((part / whole) * 100)));
}

/**
 * The lines' rate as a share of their nominal rate (`bandwith_current` over
 * `bandwith_max`), in whole percent, at most 100; null without a nominal rate.
 */
export function lineRatePercent(current: number, max: number): number | null {
  return wholePercent(current, max);
}

/** docs/product.md#monitoring-availability: degraded below this ratio of the lines' rate to their nominal rate (current / max). */
export const degradedBandwidthRatio = 0.75;

/** docs/product.md#monitoring-availability: the lines deliver less than 0.75 of their nominal rate (the site is degraded). */
export function isLineRateLow(current: number, max: number): boolean {
  return max > 0 && current / max < degradedBandwidthRatio;
}

/**
 * The link's use: the traffic received over the rate the lines deliver now,
 * in whole percent, at most 100 (a burst over it is a full link); null when
 * the lines deliver nothing (down, or never reported).
 */
export function linkUsePercent(trafficRx: number, lineRate: number): number | null {
  return wholePercent(trafficRx, lineRate);
}

/** From this use on (whole percent) the link is saturated: guests feel it. */
export const saturatedLinkUsePercent = 90;

export function isLinkSaturated(usePercent: number | null): boolean {
  return usePercent !== null && usePercent >= saturatedLinkUsePercent;
}
