import type { SilenceWindowState } from "./silence-codes";
import { nextSilenceOccurrence, type SilenceSchedule } from "./silence-recurrence";

/**
 * Where a window stands at `now` (docs/alerts.md#silent-mode): current while
 * an occurrence is under way, planned while one is still to come, past once
 * none is left (over, ended early, or a planned one cancelled).
 */
export function silenceWindowState(schedule: SilenceSchedule, now: Date): SilenceWindowState {
  const next = nextSilenceOccurrence(schedule, now);
  if (next === null) return "past";
  return next.startsAt <= now ? "current" : "planned";
}
