import type { SiteAvailabilityLevel, SiteAvailabilityReason } from "./site-availability";

/** A site's availability as the server recorded it last (`site_availability`, docs/alerts.md#availability). */
export interface RecordedAvailability {
  level: SiteAvailabilityLevel;
  reason: SiteAvailabilityReason | null;
  /** When the recorded level began: the `at` of the change that brought it. */
  since: Date;
  /** A silence window covers the whole site. */
  muted: boolean;
}

/** What the site's status says now (siteStatusValues): its level, why, since when, and whether it is muted. */
export interface EvaluatedAvailability {
  level: SiteAvailabilityLevel;
  reason: SiteAvailabilityReason | null;
  /** siteAvailabilitySince; null when the site never reported. */
  levelSince: Date | null;
  muted: boolean;
}

/** A change to record (`site_availability_events`): the new level, why, whether muted, and when it began. */
export interface AvailabilityChangeEvent {
  level: SiteAvailabilityLevel;
  reason: SiteAvailabilityReason | null;
  muted: boolean;
  at: Date;
}

/** What an evaluation writes: the site's new record, and the change to record with it (null: the level and the silence are the same). */
export interface AvailabilityEvaluation {
  recorded: RecordedAvailability;
  event: AvailabilityChangeEvent | null;
}

/**
 * docs/alerts.md#availability: one evaluation of a site. Another level, or
 * another muted flag, is a change, recorded with the new record; another
 * reason alone (noLine then stale, both down) updates the record only;
 * nothing different writes nothing (null). The first evaluation of a site
 * is a change.
 *
 * A new level began at its start as the status tells it
 * (siteAvailabilitySince), never after `now`. A start that is not after the
 * latest recorded change is not this level's (the counters' start predates
 * what changed them: a silence window muting the unreachable access points
 * leaves the level's start as it was), so the level began when it was
 * noticed, `now`; that keeps the changes of a site in time order. A change
 * of the silence alone happens `now`.
 */
export function evaluateAvailabilityChange(
  recorded: RecordedAvailability | undefined,
  current: EvaluatedAvailability,
  now: Date,
  latestChangeAt: Date | null,
): AvailabilityEvaluation | null {
  const { level, reason, muted } = current;
  if (!recorded || recorded.level !== level) {
    const told = current.levelSince ?? now;
    const start = told.getTime() > now.getTime() ? now : told;
    const at = latestChangeAt !== null && start.getTime() <= latestChangeAt.getTime() ? now : start;
    return { recorded: { level, reason, since: at, muted }, event: { level, reason, muted, at } };
  }
  if (recorded.muted !== muted) {
    return { recorded: { ...recorded, reason, muted }, event: { level, reason, muted, at: now } };
  }
  return recorded.reason === reason ? null : { recorded: { ...recorded, reason }, event: null };
}
