import { availabilityLevelOf, siteAvailabilityReason } from "@ondine/domain";
import type { DemoInventory } from "./demo-inventory";
import type { DemoLocations } from "./demo-locations";
import { dayMs } from "./demo-moments";
import type { DemoUser } from "./demo-users";
import { buildAlertLog, type DemoAlertLog } from "./generate-alert-log";
import { buildAlertSubscriptions, type DemoAlertSubscription } from "./generate-alert-subscriptions";
import { buildAvailabilityHistory, type DemoAvailability } from "./generate-availability-history";
import { buildDemoSilenceWindows, type DemoSilence } from "./generate-silence-windows";
import { planOfInventory } from "./inventory-plan";
import { parisDaysAround } from "./paris-days";
import { lastReportOf, siteStatusesOf, siteStatusOf } from "./present-site-status";
import { type SilenceCover, silenceCoverAt, wholeSiteSilences } from "./silence-cover";

/** How far back the alert log goes: alerts began four weeks ago. */
export const alertLogDays = 28;

/**
 * Availability, silent mode and alerts (docs/alerts.md) in the demo: the
 * windows, what they mute now, every site's availability history and current
 * evaluation, the managers' subscriptions and the alert log of the last weeks.
 */
export interface DemoAlerts {
  silence: DemoSilence;
  /** What the windows on now mute: the seed sets equipment.muted and site_status.muted from it. */
  mutedNow: SilenceCover;
  availability: DemoAvailability;
  subscriptions: DemoAlertSubscription[];
  log: DemoAlertLog;
}

export interface DemoAlertsInput {
  locations: DemoLocations;
  users: readonly DemoUser[];
  inventory: DemoInventory;
  seed: number;
  now: Date;
}

export function buildDemoAlerts(input: DemoAlertsInput): DemoAlerts {
  const { locations, users, inventory, seed, now } = input;
  const plan = planOfInventory(locations, inventory);
  const report = lastReportOf(plan, inventory.equipment, now);
  const levelOf = (siteId: number, muted: ReadonlySet<string>) => {
    const status = siteStatusOf(report, siteId, muted);
    return status ? availabilityLevelOf(siteAvailabilityReason(status, now)) : "notReferenced";
  };
  const silence = buildDemoSilenceWindows({
    locations,
    users,
    equipment: inventory.equipment,
    seed,
    now,
    keepsLevel: (siteId, macs) => levelOf(siteId, new Set(macs)) === levelOf(siteId, new Set()),
  });
  const mutedNow = silenceCoverAt(silence.windows, locations, inventory.equipment, now);
  const logFrom = new Date(now.getTime() - alertLogDays * dayMs);
  const subscriptions = buildAlertSubscriptions({ locations, users, seed, before: logFrom });
  // The hotel-chain manager's first hotel had a line flapping a week and a half ago.
  const flappingSite = subscriptions[0]?.siteId;
  const availability = buildAvailabilityHistory({
    sites: locations.sites,
    plan,
    seed,
    now,
    statuses: siteStatusesOf(report, mutedNow.macs),
    silences: wholeSiteSilences(silence.windows, new Date(now.getTime() - 400 * dayMs), now),
    flapping: flappingSite === undefined ? null : { siteId: flappingSite, at: parisDaysAround(now).at(-11, 14, 20) },
  });
  const log = buildAlertLog({
    sites: locations.sites,
    subscriptions,
    events: availability.events,
    from: logFrom,
    now,
  });
  return { silence, mutedNow, availability, subscriptions, log };
}
