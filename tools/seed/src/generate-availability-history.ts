import {
  addCalendarMonths,
  availabilityLevelOf,
  availabilityRetentionMonths,
  calendarDayOf,
  monitoredSiteState,
  type SilenceOccurrence,
  type SiteAvailabilityInput,
  type SiteAvailabilityReason,
  siteAvailabilityReason,
  startOfCalendarDay,
} from "@ondine/domain";
import type { schema } from "@ondine/server/db";
import type { DemoPlan } from "../../simulate/src/demo-plan";
import {
  conditionSlotMs,
  conditionSlotOf,
  incidentRotationSlots,
  type SiteIncidents,
  siteIncidents,
} from "../../simulate/src/network-conditions";
import type { DemoSite } from "./demo-locations";
import { dayMs, hourMs } from "./demo-moments";
import { historySampleMs } from "./monitoring-history";
import { lastReportStamp } from "./present-site-status";
import { createRandom, type Random, streamSeed } from "./prng";

// Each demo site's availability (docs/alerts.md#availability) as the server
// would have recorded it over the 13 months kept: the events of its level
// changes and silences, and its current evaluation. The last week follows
// the simulator's incidents exactly, as the monitoring data the seed writes
// does (the down and the degraded site of each three-hour rotation,
// site-incident-starts.ts); the months before hold a few outages of the
// site's own, minutes to hours long, and some degraded spells. Every event
// is marked seen: old history alerts nobody at the first start.

const availabilityStream = 10;
const minuteMs = 60_000;
const rotationMs = incidentRotationSlots * conditionSlotMs;
/** The last week of rotations, as far back as siteIncidentStarts traces the current incidents. */
const tracedRotations = (7 * dayMs) / rotationMs;

export type DemoSiteAvailability = Omit<typeof schema.siteAvailability.$inferSelect, "updatedAt">;
export type DemoAvailabilityEvent = typeof schema.siteAvailabilityEvents.$inferSelect;

export interface DemoAvailability {
  /** One row per site: the level the status written shows, its reason, since when, muted or not. */
  current: DemoSiteAvailability[];
  /** Every site's changes, oldest first, numbered in that order. */
  events: DemoAvailabilityEvent[];
}

export interface AvailabilityHistoryInput {
  sites: readonly DemoSite[];
  plan: DemoPlan;
  seed: number;
  now: Date;
  /** Each production site's status as the seed writes it (siteStatusesOf); a site missing never reported. */
  statuses: ReadonlyMap<number, SiteAvailabilityInput>;
  /** Each site's whole-site silences (wholeSiteSilences). */
  silences: ReadonlyMap<number, readonly SilenceOccurrence[]>;
  /** A site whose line flapped a few times within half an hour, and when it began; the alert log shows it. */
  flapping: { siteId: number; at: Date } | null;
}

/** A stretch of time a site was below up, and why. */
interface Spell {
  from: number;
  to: number;
  reason: SiteAvailabilityReason;
}

type SiteState = { reason: SiteAvailabilityReason | null; muted: boolean };

const downReasons: readonly (readonly [SiteAvailabilityReason, number])[] = [
  ["noLine", 5],
  ["stale", 3],
  ["noAccessPoint", 2],
];
const degradedReasons: readonly (readonly [SiteAvailabilityReason, number])[] = [
  ["lowBandwidth", 3],
  ["fewAccessPoints", 2],
];
/** How long an outage lasts: mostly minutes, some an hour or two, a few most of a day's work. */
const downLengths: readonly (readonly [readonly [number, number], number])[] = [
  [[5 * minuteMs, 20 * minuteMs], 5],
  [[20 * minuteMs, 2 * hourMs], 4],
  [[2 * hourMs, 8 * hourMs], 2],
];

/** At a report's stamp: the ingest sees a level change when a report comes. */
function onReport(instant: number): number {
  return Math.floor(instant / historySampleMs) * historySampleMs;
}

/**
 * A few outages and degraded spells between `from` and `to`, none
 * overlapping another or a reserved stretch, half an hour apart at least.
 */
function ownSpells(random: Random, from: number, to: number, reserved: readonly [number, number][]): Spell[] {
  const drafts: Spell[] = [];
  const draft = (length: number, reason: SiteAvailabilityReason) => {
    const start = onReport(random.int(from, to));
    drafts.push({ from: start, to: start + Math.max(historySampleMs, onReport(length)), reason });
  };
  for (let count = random.int(2, 6); count > 0; count--) {
    const [shortest, longest] = random.weighted(downLengths);
    draft(random.int(shortest, longest), random.weighted(downReasons));
  }
  for (let count = random.int(1, 3); count > 0; count--) {
    draft(random.int(30 * minuteMs, 12 * hourMs), random.weighted(degradedReasons));
  }
  drafts.sort((left, right) => left.from - right.from);
  const kept: Spell[] = [];
  for (const spell of drafts) {
    const previous = kept.at(-1);
    if (spell.to > to || (previous && spell.from < previous.to + 30 * minuteMs)) continue;
    if (reserved.some(([start, end]) => spell.from < end && spell.to > start)) continue;
    kept.push(spell);
  }
  return kept;
}

/** A line that goes and comes back three times in thirty-five minutes: flapping (docs/alerts.md#noise). */
function flappingSpells(at: Date): Spell[] {
  const start = onReport(at.getTime());
  return [
    { from: start, to: start + 5 * minuteMs, reason: "noLine" },
    { from: start + 10 * minuteMs, to: start + 15 * minuteMs, reason: "noLine" },
    { from: start + 25 * minuteMs, to: start + 35 * minuteMs, reason: "noLine" },
  ];
}

/** The site's spells in the simulator's rotations, merged where the same reason goes on. */
function rotationSpells(siteId: number, rotations: readonly { start: number; incidents: SiteIncidents }[]): Spell[] {
  const spells: Spell[] = [];
  for (const { start, incidents } of rotations) {
    const reason: SiteAvailabilityReason | null =
      incidents.downSiteId === siteId
        ? "noLine"
        : incidents.degradedSiteId === siteId
          ? incidents.degradation === "access_points"
            ? "fewAccessPoints"
            : "lowBandwidth"
          : null;
    if (reason === null) continue;
    const last = spells.at(-1);
    if (last && last.to === start && last.reason === reason) last.to = start + rotationMs;
    else spells.push({ from: start, to: start + rotationMs, reason });
  }
  return spells;
}

/** A whole-site silence mutes the access points: what they alone caused shows no more (docs/alerts.md#silent-mode). */
function underSilence(reason: SiteAvailabilityReason | null, muted: boolean): SiteAvailabilityReason | null {
  return muted && (reason === "noAccessPoint" || reason === "fewAccessPoints") ? null : reason;
}

interface SiteHistory {
  events: Omit<DemoAvailabilityEvent, "id">[];
  current: DemoSiteAvailability;
}

function productionHistory(
  site: DemoSite,
  status: SiteAvailabilityInput,
  spells: readonly Spell[],
  silences: readonly SilenceOccurrence[],
  start: number,
  now: Date,
): SiteHistory {
  const end = now.getTime();
  const stateAt = (instant: number): SiteState => {
    const muted = silences.some(
      (silence) => silence.startsAt.getTime() <= instant && instant < silence.endsAt.getTime(),
    );
    const spell = spells.find((candidate) => candidate.from <= instant && instant < candidate.to);
    return { reason: underSilence(spell?.reason ?? null, muted), muted };
  };
  const changes = new Set<number>([start]);
  for (const spell of spells) changes.add(spell.from).add(spell.to);
  for (const silence of silences) changes.add(silence.startsAt.getTime()).add(silence.endsAt.getTime());
  const events: Omit<DemoAvailabilityEvent, "id">[] = [];
  let since = start;
  for (const instant of [...changes].filter((at) => at >= start && at <= end).sort((a, b) => a - b)) {
    const state = stateAt(instant);
    const level = availabilityLevelOf(state.reason);
    const last = events.at(-1);
    if (last && last.level === level && last.muted === state.muted) continue;
    if (!last || last.level !== level) since = instant;
    const at = new Date(instant);
    events.push({
      siteId: site.id,
      level,
      reason: state.reason,
      muted: state.muted,
      at,
      recordedAt: at,
      alertsSeen: true,
    });
  }
  // The status written is the last word: should it show another level (equipment muted now), it began at the last report.
  const reason = siteAvailabilityReason(status, now);
  const level = availabilityLevelOf(reason);
  const last = events.at(-1);
  const muted = last?.muted ?? false;
  if (last && last.level !== level) {
    since = Math.max(lastReportStamp(now), last.at.getTime() + minuteMs);
    const at = new Date(since);
    events.push({ siteId: site.id, level, reason, muted, at, recordedAt: at, alertsSeen: true });
  }
  return {
    events,
    current: { siteId: site.id, level, reason, since: new Date(since), muted, evaluatedAt: now },
  };
}

/**
 * A site that never reported: notReferenced from the start of the history,
 * as the first evaluation found it and recorded it (since: that change,
 * evaluateAvailabilityChange).
 */
function unreportedHistory(site: DemoSite, start: number, now: Date): SiteHistory {
  const at = new Date(start);
  return {
    events: [
      {
        siteId: site.id,
        level: "notReferenced",
        reason: "neverReported",
        muted: false,
        at,
        recordedAt: at,
        alertsSeen: true,
      },
    ],
    current: {
      siteId: site.id,
      level: "notReferenced",
      reason: "neverReported",
      since: at,
      muted: false,
      evaluatedAt: now,
    },
  };
}

/**
 * Every demo site's availability history, a pure function of its input:
 * the events over the last 13 months, ending in the level the status the
 * seed writes shows now (siteAvailabilityReason at `now`), and each site's
 * current evaluation agreeing with it.
 */
export function buildAvailabilityHistory(input: AvailabilityHistoryInput): DemoAvailability {
  const { now } = input;
  // Where `availability.prune` cuts (Paris days): the first event is the level in force when the kept history starts.
  const start = startOfCalendarDay(addCalendarMonths(calendarDayOf(now), -availabilityRetentionMonths)).getTime();
  const rotation = Math.floor(conditionSlotOf(lastReportStamp(now)) / incidentRotationSlots);
  const rotations = Array.from({ length: tracedRotations + 1 }, (_, index) => {
    const number = rotation - tracedRotations + index;
    return { start: number * rotationMs, incidents: siteIncidents(input.plan, number * incidentRotationSlots) };
  });
  const tracedFrom = rotations[0]?.start ?? now.getTime();
  const histories = input.sites.map((site) => {
    const status = input.statuses.get(site.id);
    if (site.state !== monitoredSiteState || !status) return unreportedHistory(site, start, now);
    const random = createRandom(streamSeed(input.seed, availabilityStream, site.id));
    const flapping = input.flapping?.siteId === site.id ? flappingSpells(input.flapping.at) : [];
    const reserved: [number, number][] = flapping.map((spell) => [spell.from - 2 * hourMs, spell.to + 2 * hourMs]);
    const spells = [
      ...ownSpells(random, start + dayMs, tracedFrom - hourMs, reserved),
      ...flapping,
      ...rotationSpells(site.id, rotations),
    ];
    return productionHistory(site, status, spells, input.silences.get(site.id) ?? [], start, now);
  });
  const events = histories
    .flatMap((history) => history.events)
    .sort((left, right) => left.at.getTime() - right.at.getTime() || left.siteId - right.siteId)
    .map((event, index) => ({ id: index + 1, ...event }));
  return { current: histories.map((history) => history.current), events };
}
