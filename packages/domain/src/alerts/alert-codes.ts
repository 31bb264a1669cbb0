import type { SiteAvailabilityLevel } from "../monitoring/site-availability";

// Alerts (docs/alerts.md): what a subscriber chooses, what an announcement
// says, and the three levels an alert speaks of.

/** What a subscriber chooses to be told of, per site (docs/alerts.md#subscriptions). */
export const alertChoices = ["down", "degraded", "recovered"] as const;
export type AlertChoice = (typeof alertChoices)[number];

/** The level an alert speaks of: a site's availability level folded to three (alertLevelOf). */
export const alertLevels = ["up", "down", "degraded"] as const;
export type AlertLevel = (typeof alertLevels)[number];

/**
 * What an announcement says (docs/alerts.md#noise):
 * - down, degraded: the level held for the tolerance;
 * - recovered: back up after an outage someone was told of;
 * - flapping: the level changed too often within the flapping window; one
 *   announcement until it settles;
 * - repeat: still down or degraded, every repeat interval;
 * - still_down: a silence ended and the site was not back within 15 minutes.
 */
export const alertKinds = ["down", "degraded", "recovered", "flapping", "repeat", "still_down"] as const;
export type AlertKind = (typeof alertKinds)[number];

/** notReferenced is up (a site that never reported alerts nobody); degradedAps is degraded. */
export function alertLevelOf(level: SiteAvailabilityLevel): AlertLevel {
  if (level === "down") return "down";
  if (level === "degraded" || level === "degradedAps") return "degraded";
  return "up";
}
