import { silenceOccurrenceAt } from "@ondine/domain";
import type { Database } from "../../db";
import { evaluateSiteAvailability } from "../availability";
import {
  findEquipmentOfBuildings,
  findEquipmentOfSites,
  findSitesWithMutedFlags,
  setEquipmentMuted,
  setSitesMuted,
} from "../monitoring";
import { scheduleOf } from "./silence-window.presenter";
import {
  findSilenceWindowsAround,
  lockSilenceApplication,
  type SilenceWindowCover,
} from "./silence-windows.repository";

/** The job that applies the windows every minute (docs/alerts.md#jobs). */
export const silenceApplyKind = "silence.apply";
export const silenceApplyIntervalMs = 60_000;

/**
 * How long after its end a window's site is still looked at: its flags are
 * cleared by the first application after the end anyway (and the sites
 * monitoring finds muted are looked at whatever their windows); this
 * covers a building deleted with its window meanwhile, or a run missed.
 */
const endedWindowMarginMs = 24 * 3_600_000;

/** What the windows on now mute: equipment by id, and whole sites. */
type Muted = { equipmentIds: Set<number>; siteIds: Set<number> };

/** The equipment and sites the windows under way cover (site: all its equipment; building: the equipment on its floors). */
async function mutedBy(db: Database, windows: readonly SilenceWindowCover[]): Promise<Muted> {
  const siteWide = [...new Set(windows.filter((window) => window.target === "site").map((window) => window.siteId))];
  const buildingIds = [
    ...new Set(
      windows.flatMap((window) =>
        window.target === "building" && window.buildingId !== null ? [window.buildingId] : [],
      ),
    ),
  ];
  const ofSites = await findEquipmentOfSites(db, siteWide);
  const ofBuildings = await findEquipmentOfBuildings(db, buildingIds);
  const equipmentIds = new Set([...ofSites, ...ofBuildings].map((piece) => piece.id));
  for (const window of windows) {
    if (window.target === "equipment") for (const id of window.equipmentIds) equipmentIds.add(id);
  }
  return { equipmentIds, siteIds: new Set(siteWide) };
}

/**
 * Sets the muted flags from the windows on at `now` (docs/alerts.md#silent-mode
 * "Applying windows") on these sites, or, without `siteIds`, on every site
 * that has a window around now or a muted flag set (only those: thousands
 * of sites without windows cost nothing): the equipment each window under
 * way covers and the sites a whole-site window covers are muted, the rest
 * of those sites' equipment and those sites unmuted; then the availability
 * of the sites whose flags changed is evaluated again. Pass a transaction:
 * the flags and the evaluation commit together, and applications wait for
 * each other (`lockSilenceApplication`). Returns the sites whose flags changed.
 */
export async function applySilenceWindows(
  db: Database,
  now: Date,
  siteIds?: readonly number[],
): Promise<{ changedSiteIds: number[] }> {
  if (siteIds?.length === 0) return { changedSiteIds: [] };
  await lockSilenceApplication(db);
  const around = await findSilenceWindowsAround(db, now, new Date(now.getTime() - endedWindowMarginMs), siteIds);
  const touched = new Set(
    siteIds ?? [...around.map((window) => window.siteId), ...(await findSitesWithMutedFlags(db))],
  );
  if (touched.size === 0) return { changedSiteIds: [] };
  const on = around.filter((window) => silenceOccurrenceAt(scheduleOf(window), now) !== null);
  const muted = await mutedBy(db, on);
  const sites = [...touched].sort((a, b) => a - b);
  const equipmentChange = await setEquipmentMuted(db, sites, muted.equipmentIds, now);
  const siteChange = await setSitesMuted(db, sites, [...muted.siteIds]);
  const changedSiteIds = [...new Set([...equipmentChange.changedSiteIds, ...siteChange.changedSiteIds])].sort(
    (a, b) => a - b,
  );
  if (changedSiteIds.length > 0) await evaluateSiteAvailability(db, changedSiteIds, now);
  return { changedSiteIds };
}
