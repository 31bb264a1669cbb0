import {
  type AvailabilityHistoryAnswer,
  addCalendarMonths,
  availabilityMonths,
  calendarDayOf,
  canReadAvailabilityHistory,
  startOfCalendarDay,
} from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { Scope } from "../../scope/scope";
import { resolveMonitoredSite } from "../monitoring";
import type { RequestActor } from "../sessions";
import { findSiteAvailabilityEvents } from "./availability-events.repository";
import { presentAvailabilityHistory } from "./availability-history.presenter";

/** Who asks for a history: the policy reads the actor's roles, the site must be in the scope. */
export type AvailabilityHistoryCaller = { actor: Pick<RequestActor, "roles">; scope: Scope };

/** The first instant of the Paris month `months - 1` months before `now`'s: a history of 3 months in March starts on 1 January. */
export function availabilityHistoryStart(months: number, now: Date): Date {
  const today = calendarDayOf(now);
  return startOfCalendarDay(addCalendarMonths({ ...today, day: 1 }, -(months - 1)));
}

/**
 * A site's availability history over its last `months` Paris months, the
 * current one included, up to `now` (docs/alerts.md#availability): the
 * level in force at the start, every change since, and each month's
 * availability (availabilityMonths). The supervision role only (403); a
 * site outside the caller's scope or unknown answers 404.
 */
export async function getAvailabilityHistory(
  db: Database,
  caller: AvailabilityHistoryCaller,
  siteId: number,
  months: number,
  now: Date,
): Promise<AvailabilityHistoryAnswer> {
  if (!canReadAvailabilityHistory(caller.actor)) throw new AppError("NOT_ALLOWED");
  const site = await resolveMonitoredSite(db, caller.scope, siteId);
  const from = availabilityHistoryStart(months, now);
  const events = await findSiteAvailabilityEvents(db, site.id, from, now);
  return presentAvailabilityHistory({
    siteId: site.id,
    from,
    to: now,
    events,
    months: availabilityMonths(events, from, now, now),
  });
}
