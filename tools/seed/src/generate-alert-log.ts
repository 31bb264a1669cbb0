import {
  type AlertNoiseRules,
  alertGroupReadyAt,
  alertLevelOf,
  alertNoiseDefaults,
  decideSiteAlert,
  noteAvailabilityEvent,
  quietSiteAlertState,
  type SiteAlertState,
  type SiteAvailabilityLevel,
  type SiteAvailabilityReason,
  shouldTellSubscriber,
} from "@ondine/domain";
import type { schema } from "@ondine/server/db";
import type { DemoSite } from "./demo-locations";
import type { DemoAlertSubscription } from "./generate-alert-subscriptions";
import type { DemoAvailabilityEvent } from "./generate-availability-history";

// The alert log of the last weeks (docs/alerts.md#noise), as the server's
// `alerts.evaluate` would have written it from the availability events:
// each site's events replayed through the domain's noise rules at the job's
// fifteen-second ticks, each announcement told to the subscribers
// `shouldTellSubscriber` picks, each person's notifications mailed in groups
// (alertGroupReadyAt). The mails themselves are not in the outbox: the
// notifications say when they went.

export type DemoAlertAnnouncement = typeof schema.alertAnnouncements.$inferSelect;
export type DemoAlertNotification = typeof schema.alertNotifications.$inferSelect;
export type DemoAlertReceipt = typeof schema.alertReceipts.$inferSelect;
export type DemoAlertSiteState = Omit<typeof schema.alertSiteStates.$inferSelect, "updatedAt" | "state"> & {
  state: SiteAlertState;
};

export interface DemoAlertLog {
  announcements: DemoAlertAnnouncement[];
  notifications: DemoAlertNotification[];
  /** Who was told of an outage not recovered yet. */
  receipts: DemoAlertReceipt[];
  /** Each production site's noise state at the end, so the running server carries on from it. */
  siteStates: DemoAlertSiteState[];
}

export interface AlertLogInput {
  sites: readonly DemoSite[];
  subscriptions: readonly DemoAlertSubscription[];
  /** Every site's availability events, in id order. */
  events: readonly DemoAvailabilityEvent[];
  /** When the alerts began: the log starts here. */
  from: Date;
  now: Date;
  rules?: AlertNoiseRules;
}

/** The `alerts.evaluate` job's interval. */
const tickMs = 15_000;

function nextTick(instant: number): number {
  return Math.ceil(instant / tickMs) * tickMs;
}

/** The first run of the job after an event was recorded. */
function tickAfter(instant: number): number {
  return Math.floor(instant / tickMs) * tickMs + tickMs;
}

/** What site_availability said of the site after an event: its level, reason, since when, muted. */
interface Availability {
  level: SiteAvailabilityLevel;
  reason: SiteAvailabilityReason | null;
  since: Date;
  muted: boolean;
}

type SiteAnnouncement = Omit<DemoAlertAnnouncement, "id">;
type Telling = { announcement: SiteAnnouncement; userIds: number[] };

/** One site's announcements and tellings from `from` to `now`, and what is left outstanding. */
function replaySite(
  site: DemoSite,
  events: readonly DemoAvailabilityEvent[],
  subscriptions: readonly DemoAlertSubscription[],
  input: AlertLogInput,
  rules: AlertNoiseRules,
) {
  const from = input.from.getTime();
  const end = input.now.getTime();
  let state: SiteAlertState = quietSiteAlertState;
  let availability: Availability | null = null;
  let next = 0;
  const record = (event: DemoAvailabilityEvent) => {
    const since = availability && availability.level === event.level ? availability.since : event.at;
    availability = { level: event.level, reason: event.reason, since, muted: event.muted };
  };
  const note = (event: DemoAvailabilityEvent) => {
    state = noteAvailabilityEvent(state, { at: event.at, level: alertLevelOf(event.level), muted: event.muted }, rules);
    record(event);
  };
  // Before the alerts began, the noise rules remember only the level, the silence and the changes of the last flapping window.
  const flapFrom = from - rules.flapWindowMs;
  while (next < events.length && (events[next] as DemoAvailabilityEvent).at.getTime() < flapFrom) {
    record(events[next] as DemoAvailabilityEvent);
    next += 1;
  }
  const before = availability as Availability | null;
  if (before) state = { ...state, level: alertLevelOf(before.level), muted: before.muted };
  while (next < events.length && (events[next] as DemoAvailabilityEvent).at.getTime() < from) {
    note(events[next] as DemoAvailabilityEvent);
    next += 1;
  }
  // An outage under way when the alerts began counts as told then (to nobody: nobody had subscribed).
  const { level } = state;
  if (level !== "up" && !state.muted) {
    const told = new Date(from).toISOString();
    state = { ...state, announced: level, announcedAt: told, repeatedAt: told };
  }
  const receipts = new Map<number, DemoAlertReceipt>();
  const tellings: Telling[] = [];
  let checkAt: number | null = nextTick(from);
  for (;;) {
    const eventTick = next < events.length ? tickAfter((events[next] as DemoAvailabilityEvent).at.getTime()) : null;
    const tick = Math.min(eventTick ?? Number.POSITIVE_INFINITY, checkAt ?? Number.POSITIVE_INFINITY);
    if (!Number.isFinite(tick) || tick > end) break;
    while (next < events.length && (events[next] as DemoAvailabilityEvent).at.getTime() < tick) {
      note(events[next] as DemoAvailabilityEvent);
      next += 1;
    }
    const current = availability as Availability | null;
    if (!current) {
      checkAt = null;
      continue;
    }
    const at = new Date(tick);
    const decision = decideSiteAlert(
      state,
      { level: alertLevelOf(current.level), since: current.since, muted: current.muted },
      at,
      rules,
    );
    state = decision.state;
    checkAt = decision.nextCheckAt ? nextTick(decision.nextCheckAt.getTime()) : null;
    if (!decision.announcement) continue;
    const { kind, level: told } = decision.announcement;
    const announcement: SiteAnnouncement = {
      siteId: site.id,
      organismId: site.organismId,
      kind,
      level: told,
      reason: told === "up" ? null : current.reason,
      since: current.since,
      announcedAt: at,
    };
    const people = [...new Set([...subscriptions.map((row) => row.userId), ...receipts.keys()])].sort((a, b) => a - b);
    const userIds = people.filter((userId) =>
      shouldTellSubscriber(
        kind,
        told,
        subscriptions.find((row) => row.userId === userId)?.levels ?? null,
        receipts.has(userId),
      ),
    );
    tellings.push({ announcement, userIds });
    if (kind === "recovered") receipts.clear();
    else for (const userId of userIds) receipts.set(userId, { userId, siteId: site.id, level: told, toldAt: at });
  }
  const siteState: DemoAlertSiteState = {
    siteId: site.id,
    state,
    nextCheckAt: checkAt === null ? null : new Date(checkAt),
  };
  return { tellings, receipts: [...receipts.values()], siteState };
}

/** Each person's notifications go in groups: the mail waits for the group to be ready, at the job's next run. */
function mailInGroups(notifications: DemoAlertNotification[], now: Date, rules: AlertNoiseRules): void {
  const byUser = new Map<number, DemoAlertNotification[]>();
  for (const notification of notifications) {
    byUser.set(notification.userId, [...(byUser.get(notification.userId) ?? []), notification]);
  }
  for (const pending of byUser.values()) {
    let lastMailedAt: Date | null = null;
    let first = 0;
    while (first < pending.length) {
      const oldest = pending[first] as DemoAlertNotification;
      const ready = alertGroupReadyAt({ oldestPendingAt: oldest.createdAt, lastMailedAt }, rules);
      const mailedAt = new Date(nextTick(ready.getTime()));
      if (mailedAt > now) break;
      while (first < pending.length && (pending[first] as DemoAlertNotification).createdAt <= mailedAt) {
        (pending[first] as DemoAlertNotification).mailedAt = mailedAt;
        first += 1;
      }
      lastMailedAt = mailedAt;
    }
  }
}

/**
 * The alert log from `from` to `now`: announcements numbered in the order
 * they were made, their notifications, the receipts of outages outstanding
 * and each site's noise state.
 */
export function buildAlertLog(input: AlertLogInput): DemoAlertLog {
  const rules = input.rules ?? alertNoiseDefaults;
  const eventsBySite = new Map<number, DemoAvailabilityEvent[]>();
  for (const event of input.events) {
    eventsBySite.set(event.siteId, [...(eventsBySite.get(event.siteId) ?? []), event]);
  }
  const replays = input.sites
    .filter((site) => eventsBySite.get(site.id)?.some((event) => event.level !== "notReferenced"))
    .map((site) =>
      replaySite(
        site,
        eventsBySite.get(site.id) ?? [],
        input.subscriptions.filter((row) => row.siteId === site.id),
        input,
        rules,
      ),
    );
  const tellings = replays
    .flatMap((replay) => replay.tellings)
    .sort(
      (left, right) =>
        left.announcement.announcedAt.getTime() - right.announcement.announcedAt.getTime() ||
        left.announcement.siteId - right.announcement.siteId,
    );
  const announcements = tellings.map(({ announcement }, index) => ({ id: index + 1, ...announcement }));
  const notifications: DemoAlertNotification[] = tellings
    .flatMap(({ announcement, userIds }, index) =>
      userIds.map((userId) => ({
        announcementId: index + 1,
        userId,
        createdAt: announcement.announcedAt,
        mailedAt: null as Date | null,
        outboxMessageId: null,
      })),
    )
    .map((notification, index) => ({ id: index + 1, ...notification }));
  mailInGroups(notifications, input.now, rules);
  return {
    announcements,
    notifications,
    receipts: replays.flatMap((replay) => replay.receipts),
    siteStates: replays.map((replay) => replay.siteState),
  };
}
