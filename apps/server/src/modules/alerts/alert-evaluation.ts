import {
  type AlertNoiseRules,
  alertLevelOf,
  alertNoiseDefaults,
  decideSiteAlert,
  noteAvailabilityEvent,
  parseSiteAlertState,
  type SiteAlertState,
} from "@ondine/domain";
import type { Database } from "../../db";
import { findSiteAvailabilities, takeUnseenAvailabilityEvents } from "../availability";
import { findSitesWithOrganisms } from "../locations";
import type { NewAlertAnnouncement } from "./alert-announcements.repository";
import { tellAnnouncements } from "./alert-fan-out";
import { type AlertGroupMailDependencies, mailReadyAlertGroups } from "./alert-group-mail";
import { findSiteAlertStates, lockAlertEvaluation, saveSiteAlertStates } from "./alert-site-states.repository";

/** The recurring job that turns availability events into alerts (docs/alerts.md#jobs). */
export const alertEvaluationKind = "alerts.evaluate";
export const alertEvaluationIntervalMs = 15_000;

/** Unseen events read at once. */
const eventChunk = 1000;
/** Chunks in one run: a backlog beyond it (after an outage) is folded over the next runs, in order. */
const maxEventChunksPerRun = 50;

export type AlertEvaluationDependencies = Omit<AlertGroupMailDependencies, "rules"> & {
  /** The database (or a transaction: the run is then a savepoint of it). */
  db: Database;
  /** The noise rules' figures; `alertNoiseDefaults` unless told. */
  rules?: AlertNoiseRules;
};

/** What one run did. */
export type AlertEvaluationReport = {
  /** Availability events read. */
  events: number;
  /** Sites the noise rules looked at: those with events and those due. */
  sites: number;
  announcements: number;
  notifications: number;
  mails: number;
};

/**
 * One run of `alerts.evaluate` (docs/alerts.md#noise), in one transaction
 * under an advisory lock, so two runs (on two instances) never overlap: folds
 * the unseen availability events into each site's noise state, decides for
 * the sites with events and those due for a look, records the announcements
 * and tells the people concerned, saves the states with when to look again,
 * then mails each person whose group is ready. A rolled-back run leaves the
 * events unseen and nothing told.
 */
export function runAlertEvaluation(deps: AlertEvaluationDependencies): Promise<AlertEvaluationReport> {
  const rules = deps.rules ?? alertNoiseDefaults;
  const { now } = deps;
  return deps.db.transaction(async (tx) => {
    await lockAlertEvaluation(tx);
    const { states, events } = await foldUnseenEvents(tx, now, rules);
    const { saved, announcements } = await decideSites(tx, states, now, rules);
    const { notifications } = await tellAnnouncements(tx, announcements, now);
    await saveSiteAlertStates(tx, saved, now);
    const mails = await mailReadyAlertGroups(tx, { ...deps, rules });
    return { events, sites: states.size, announcements: announcements.length, notifications, mails };
  });
}

/**
 * The noise states of the sites with unseen events, those events folded in
 * (marked seen as they are read), and of the sites due for a look by `now`.
 */
async function foldUnseenEvents(
  tx: Database,
  now: Date,
  rules: AlertNoiseRules,
): Promise<{ states: Map<number, SiteAlertState>; events: number }> {
  const events: Awaited<ReturnType<typeof takeUnseenAvailabilityEvents>> = [];
  for (let chunk = 0; chunk < maxEventChunksPerRun; chunk++) {
    const taken = await takeUnseenAvailabilityEvents(tx, eventChunk);
    events.push(...taken);
    if (taken.length < eventChunk) break;
  }
  const siteIds = [...new Set(events.map((event) => event.siteId))];
  const stored = await findSiteAlertStates(tx, siteIds, now);
  const states = new Map(stored.map((row) => [row.siteId, parseSiteAlertState(row.state)]));
  for (const event of events) {
    const state = states.get(event.siteId) ?? parseSiteAlertState(null);
    states.set(
      event.siteId,
      noteAvailabilityEvent(state, { at: event.at, level: alertLevelOf(event.level), muted: event.muted }, rules),
    );
  }
  return { states, events: events.length };
}

/**
 * The noise rules' decision for each site, on its current availability:
 * the states to save and the announcements to make. A site without an
 * availability (deleted meanwhile) is not looked at again.
 */
async function decideSites(
  tx: Database,
  states: ReadonlyMap<number, SiteAlertState>,
  now: Date,
  rules: AlertNoiseRules,
): Promise<{
  saved: { siteId: number; state: SiteAlertState; nextCheckAt: Date | null }[];
  announcements: NewAlertAnnouncement[];
}> {
  const siteIds = [...states.keys()];
  const availabilities = await findSiteAvailabilities(tx, siteIds);
  const saved: { siteId: number; state: SiteAlertState; nextCheckAt: Date | null }[] = [];
  const announced: Omit<NewAlertAnnouncement, "organismId">[] = [];
  for (const [siteId, state] of states) {
    const availability = availabilities.get(siteId);
    if (!availability) {
      saved.push({ siteId, state, nextCheckAt: null });
      continue;
    }
    const { since } = availability;
    const decision = decideSiteAlert(
      state,
      { level: alertLevelOf(availability.level), since, muted: availability.muted },
      now,
      rules,
    );
    saved.push({ siteId, state: decision.state, nextCheckAt: decision.nextCheckAt });
    if (!decision.announcement) continue;
    const { kind, level } = decision.announcement;
    announced.push({
      siteId,
      kind,
      level,
      reason: level === "up" ? null : availability.reason,
      since,
      announcedAt: now,
    });
  }
  const sites = await findSitesWithOrganisms(
    tx,
    announced.map((announcement) => announcement.siteId),
  );
  const announcements = announced.flatMap((announcement) => {
    const site = sites.get(announcement.siteId);
    return site ? [{ ...announcement, organismId: site.organismId }] : [];
  });
  return { saved, announcements };
}
