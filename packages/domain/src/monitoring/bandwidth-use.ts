/**
 * SPEC §2 "bandwidth use percent" (home card, marker hover card, network
 * status tile): current over maximum, in whole percent, at most 100 (a burst
 * over the line's nominal maximum is a full line); null without a maximum.
 */
export function bandwidthUsePercent(current: number, max: number): number | null {
  if (!(max > 0)) return null;
  return Math.min(100, Math.max(0, Math.round((current / max) * 100)));
}
