import { addCalendarMonths, availabilityRetentionMonths, calendarDayOf, startOfCalendarDay } from "@ondine/domain";
import type { Database } from "../../db";
import { deleteAvailabilityEventsBefore } from "./availability-events.repository";

/** The daily job that deletes the changes past their retention (docs/alerts.md#jobs). */
export const availabilityPruneKind = "availability.prune";
export const availabilityPruneIntervalMs = 86_400_000;

/**
 * Deletes the changes that began more than availabilityRetentionMonths
 * before `now` (Paris days), each site's last one before that excepted: it
 * says the level in force when the kept history starts. Returns how many.
 */
export function pruneAvailabilityEvents(db: Database, now: Date): Promise<number> {
  const cutoff = startOfCalendarDay(addCalendarMonths(calendarDayOf(now), -availabilityRetentionMonths));
  return deleteAvailabilityEventsBefore(db, cutoff);
}
