import type { PlanPoint } from "./map-projection";

/**
 * The live maps work coverage view: an ESTIMATE of the Wi-Fi signal across a floor from
 * where its access points are placed, with the log-distance path-loss model
 *
 *   signal(d) = txPower - loss(1 m) - 10 · n · log10(d / 1 m) - walls(d) · wallLoss
 *
 * where d is the distance in metres (at least 1 m), n the path-loss exponent,
 * walls(d) the walls crossed, estimated as one every `wallSpacingMetres` (the
 * plan's walls are not known as geometry), and wallLoss the plan's
 * attenuation per wall. Each point takes the strongest access point. Only
 * reachable access points radiate: one that is down leaves its hole.
 */
export const coverageBands = ["2.4", "5"] as const;
export type CoverageBand = (typeof coverageBands)[number];

export const coverageModel = {
  "2.4": { txPowerDbm: 20, lossAtOneMetreDb: 40, exponent: 2.2 },
  "5": { txPowerDbm: 23, lossAtOneMetreDb: 47, exponent: 2.4 },
} as const satisfies Record<CoverageBand, { txPowerDbm: number; lossAtOneMetreDb: number; exponent: number }>;

export const wallSpacingMetres = 4;

export type CoverageSource = PlanPoint;

export type CoveragePlan = { wallAttenuationDb: number; metresPerUnit: number };

/** The estimated signal (dBm) one access point gives at a point `metres` away. */
export function estimatedSignalAt(band: CoverageBand, metres: number, wallAttenuationDb: number): number {
  const { txPowerDbm, lossAtOneMetreDb, exponent } = coverageModel[band];
  const distance = Math.max(1, metres);
  const walls = Math.floor(distance / wallSpacingMetres);
  return txPowerDbm - lossAtOneMetreDb - 10 * exponent * Math.log10(distance) - walls * wallAttenuationDb;
}

/**
 * The strongest estimated signal (dBm) at a plan point; -Infinity when no source radiates.
 * Every source radiates alike and the estimate only falls with distance (path
 * loss and walls both grow with it), so the strongest is the nearest: one
 * logarithm per point, whatever the number of access points (a coverage grid
 * asks this for every cell).
 */
export function estimatedSignal(
  band: CoverageBand,
  point: PlanPoint,
  sources: readonly CoverageSource[],
  plan: CoveragePlan,
): number {
  let nearestSquared = Infinity;
  for (const source of sources) {
    const dx = point.x - source.x;
    const dy = point.y - source.y;
    nearestSquared = Math.min(nearestSquared, dx * dx + dy * dy);
  }
  if (nearestSquared === Infinity) return -Infinity;
  return estimatedSignalAt(band, Math.sqrt(nearestSquared) * plan.metresPerUnit, plan.wallAttenuationDb);
}

/**
 * The legend's scale, strongest first: each step's lower bound (dBm) and
 * colour. Below the last, no usable signal (not shaded).
 */
export const coverageScale = [
  { minDbm: -55, colour: "#1a9850", quality: "excellent" },
  { minDbm: -65, colour: "#91cf60", quality: "good" },
  { minDbm: -72, colour: "#fee08b", quality: "fair" },
  { minDbm: -80, colour: "#fc8d59", quality: "weak" },
] as const;
export type CoverageQuality = (typeof coverageScale)[number]["quality"];

/** The scale step a signal falls in; null below the last (no usable signal). */
export function coverageStep(signalDbm: number): (typeof coverageScale)[number] | null {
  return coverageScale.find((step) => signalDbm >= step.minDbm) ?? null;
}
