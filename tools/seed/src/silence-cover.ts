import { type SilenceOccurrence, type SilenceSchedule, silenceOccurrenceAt, silenceOccurrences } from "@ondine/domain";
import type { DemoEquipment } from "./demo-inventory";
import type { DemoLocations } from "./demo-locations";
import type { DemoSilenceWindow } from "./generate-silence-windows";

/** What the windows on at an instant mute: equipment by MAC, and whole sites. */
export interface SilenceCover {
  macs: Set<string>;
  siteIds: Set<number>;
}

function scheduleOf(window: DemoSilenceWindow): SilenceSchedule {
  return { startsAt: window.startsAt, endsAt: window.endsAt, rrule: window.rrule, endedEarlyAt: window.endedEarlyAt };
}

/**
 * The muted flags as silence.apply sets them at `at` (docs/alerts.md#silent-mode
 * "While a window is on"): a whole-site window mutes all the site's
 * equipment and the site, a building's window the equipment on its floors,
 * an equipment window its pieces.
 */
export function silenceCoverAt(
  windows: readonly DemoSilenceWindow[],
  locations: Pick<DemoLocations, "floors">,
  equipment: readonly DemoEquipment[],
  at: Date,
): SilenceCover {
  const on = windows.filter((window) => silenceOccurrenceAt(scheduleOf(window), at) !== null);
  const siteIds = new Set(on.filter((window) => window.target === "site").map((window) => window.siteId));
  const buildingIds = new Set(on.flatMap((window) => (window.target === "building" ? [window.buildingId] : [])));
  const floorIds = new Set(
    locations.floors.filter((floor) => buildingIds.has(floor.buildingId)).map((floor) => floor.id),
  );
  const macs = new Set(on.flatMap((window) => (window.target === "equipment" ? window.equipmentMacs : [])));
  for (const item of equipment) {
    if (siteIds.has(item.siteId) || (item.floorId !== null && floorIds.has(item.floorId))) macs.add(item.mac);
  }
  return { macs, siteIds };
}

/**
 * Each site's whole-site silences overlapping [from, to), occurrence by
 * occurrence (a weekly window's every night): when the site was muted, which
 * its availability events record.
 */
export function wholeSiteSilences(
  windows: readonly DemoSilenceWindow[],
  from: Date,
  to: Date,
): Map<number, SilenceOccurrence[]> {
  const bySite = new Map<number, SilenceOccurrence[]>();
  for (const window of windows) {
    if (window.target !== "site") continue;
    const occurrences = silenceOccurrences(scheduleOf(window), from, to);
    bySite.set(window.siteId, [...(bySite.get(window.siteId) ?? []), ...occurrences]);
  }
  for (const occurrences of bySite.values()) {
    occurrences.sort((left, right) => left.startsAt.getTime() - right.startsAt.getTime());
  }
  return bySite;
}
