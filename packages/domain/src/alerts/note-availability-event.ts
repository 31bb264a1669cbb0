import type { AlertLevel } from "./alert-codes";
import type { AlertNoiseRules } from "./alert-noise-rules";
import { changesWithinFlapWindow, type SiteAlertState } from "./site-alert-state";

/**
 * One row of site_availability_events, folded to an alert level. `at` is when
 * the change took effect: when the new level began for a level change, and
 * the instant the flag changed for a change of the muted flag alone (a
 * silence's end is counted from it, docs/alerts.md#noise).
 */
export type AvailabilityEventNote = { at: Date; level: AlertLevel; muted: boolean };

/**
 * Folds one availability event, in the order they were recorded, into what the
 * noise rules remember (docs/alerts.md#noise):
 * - a level change counts toward flapping, unless the site is muted: changes
 *   during a silence are the works, and a silence's start forgets earlier ones;
 * - a silence's end starts the after-window check (unmutedAt), a new
 *   silence cancels it.
 */
export function noteAvailabilityEvent(
  state: SiteAlertState,
  event: AvailabilityEventNote,
  rules: AlertNoiseRules,
): SiteAlertState {
  const becameMuted = event.muted && !state.muted;
  const becameUnmuted = !event.muted && state.muted;
  const levelChanged = event.level !== state.level;

  const earlierChanges = becameMuted ? [] : state.changes;
  const changes = levelChanged && !event.muted ? [...earlierChanges, event.at.toISOString()] : earlierChanges;

  let unmutedAt = state.unmutedAt;
  if (becameUnmuted) unmutedAt = event.at.toISOString();
  if (becameMuted) unmutedAt = null;

  return {
    ...state,
    level: event.level,
    muted: event.muted,
    changes: changesWithinFlapWindow(changes, event.at, rules),
    unmutedAt,
  };
}
