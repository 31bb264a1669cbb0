import type { MonitoringLocation, StatisticsCountAnswer, TimeWindow } from "@ondine/domain";
import type { Database } from "../../../db";
import type { Scope } from "../../../scope/scope";
import { resolveSeriesTarget } from "../../monitoring";
import { type CountedLocation, countCodesFirstUsed, countSucceededPurchases } from "./statistics-counts.repository";

/** What a meter counts: succeeded purchases, or back-office codes first used. */
export type StatisticsCount = "purchases" | "used_codes";

const counters = { purchases: countSucceededPurchases, used_codes: countCodesFirstUsed } as const;

/**
 * GET /api/statistics/{purchases|used_codes}: the location found in scope as
 * the monitoring calls find it (another customer's or an unknown one: 404),
 * then its rows counted in the window, answered as a search's total.
 */
export async function getStatisticsCount(
  db: Database,
  scope: Scope,
  counted: StatisticsCount,
  location: MonitoringLocation,
  window: TimeWindow,
): Promise<StatisticsCountAnswer> {
  const target = await resolveSeriesTarget(db, scope, location);
  const where: CountedLocation = "site" in target ? { siteId: target.site.id } : { organismId: target.organism.id };
  const value = await counters[counted](db, scope, where, window);
  return { hits: { total: { value, relation: "eq" } } };
}
