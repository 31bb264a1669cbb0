import type { AlertKind, AlertLevel } from "./alert-codes";
import type { AlertNoiseRules } from "./alert-noise-rules";
import { changesWithinFlapWindow, type SiteAlertState } from "./site-alert-state";

/** A site's current evaluation (site_availability), its level folded by alertLevelOf. */
export type SiteObservation = { level: AlertLevel; since: Date; muted: boolean };

/** What is announced of a site: the kind, and the level it speaks of. */
export type AlertAnnouncement = { kind: AlertKind; level: AlertLevel };

export type SiteAlertDecision = {
  announcement: AlertAnnouncement | null;
  state: SiteAlertState;
  /** The earliest instant at which, with no new event, the decision could change; null when nothing is pending. */
  nextCheckAt: Date | null;
};

/**
 * The noise rules of docs/alerts.md#noise for one site at `now`: whether to
 * announce something, what the rules remember afterwards, and when to look
 * again. Call it after noting the site's new events (noteAvailabilityEvent).
 */
export function decideSiteAlert(
  state: SiteAlertState,
  observation: SiteObservation,
  now: Date,
  rules: AlertNoiseRules,
): SiteAlertDecision {
  const changes = changesWithinFlapWindow(state.changes, now, rules);
  const lastChange = changes.at(-1);
  if (state.flapping && lastChange !== undefined) {
    return { announcement: null, state: { ...state, changes }, nextCheckAt: flapWindowEnd(lastChange, rules) };
  }
  if (!state.flapping && lastChange !== undefined && changes.length >= rules.flapChanges && !observation.muted) {
    return {
      announcement: { kind: "flapping", level: observation.level },
      state: {
        ...state,
        changes,
        flapping: true,
        announced: "flapping",
        announcedAt: now.toISOString(),
        repeatedAt: null,
      },
      nextCheckAt: flapWindowEnd(lastChange, rules),
    };
  }
  // A flapping that settled (a whole window without a change) leaves
  // `announced` at "flapping": the level it settled on is announced below.
  return decideSettledSite({ ...state, changes, flapping: false }, observation, now, rules);
}

function decideSettledSite(
  state: SiteAlertState,
  observation: SiteObservation,
  now: Date,
  rules: AlertNoiseRules,
): SiteAlertDecision {
  const unmutedAt = state.unmutedAt === null ? null : new Date(state.unmutedAt);
  // After a silence, a level counts from the silence's end and has the
  // after-window tolerance to hold (docs/alerts.md#silent-mode).
  const holdStart = unmutedAt !== null && unmutedAt > observation.since ? unmutedAt : observation.since;
  const tolerance = unmutedAt === null ? rules.toleranceMs : rules.afterWindowToleranceMs;
  const heldAt = new Date(holdStart.getTime() + tolerance);
  const held = now >= heldAt;

  if (observation.level === "up") {
    // Recoveries are announced even while muted.
    if (!held) {
      const pending = state.announced !== "up" || unmutedAt !== null;
      return { announcement: null, state, nextCheckAt: pending ? heldAt : null };
    }
    const back = { ...state, unmutedAt: null };
    if (state.announced === "up") return { announcement: null, state: back, nextCheckAt: null };
    return {
      announcement: { kind: "recovered", level: "up" },
      state: { ...back, announced: "up", announcedAt: now.toISOString(), repeatedAt: null },
      nextCheckAt: null,
    };
  }

  const level = observation.level;
  if (observation.muted) return { announcement: null, state, nextCheckAt: null };

  if (unmutedAt !== null || state.announced !== level) {
    if (!held) return { announcement: null, state, nextCheckAt: heldAt };
    // Not back within the after-window tolerance: `still_down`, even to an
    // outage announced before the silence (it was not repeated during it).
    if (unmutedAt !== null && level === "down") return announce("still_down", level, state, now, rules);
    if (state.announced !== level) return announce(level, level, state, now, rules);
  }

  // The level announced is outstanding (degraded announced before a silence
  // joins here once the after-window check is done).
  const outstanding = { ...state, unmutedAt: null };
  const lastTold = state.repeatedAt ?? state.announcedAt;
  const repeatAt = lastTold === null ? now : new Date(Date.parse(lastTold) + rules.repeatIntervalMs);
  if (now < repeatAt) return { announcement: null, state: outstanding, nextCheckAt: repeatAt };
  return {
    announcement: { kind: "repeat", level },
    state: { ...outstanding, repeatedAt: now.toISOString() },
    nextCheckAt: new Date(now.getTime() + rules.repeatIntervalMs),
  };
}

function announce(
  kind: AlertKind,
  level: "down" | "degraded",
  state: SiteAlertState,
  now: Date,
  rules: AlertNoiseRules,
): SiteAlertDecision {
  const at = now.toISOString();
  return {
    announcement: { kind, level },
    state: { ...state, announced: level, announcedAt: at, repeatedAt: at, unmutedAt: null },
    nextCheckAt: new Date(now.getTime() + rules.repeatIntervalMs),
  };
}

function flapWindowEnd(lastChange: string, rules: AlertNoiseRules): Date {
  return new Date(Date.parse(lastChange) + rules.flapWindowMs);
}
