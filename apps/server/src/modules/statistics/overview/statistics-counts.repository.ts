import { backOfficeCreatorType, type TimeWindow } from "@ondine/domain";
import { and, count, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Database } from "../../../db";
import { coupons, purchases } from "../../../db/schema";
import type { Scope } from "../../../scope/scope";
import { assignedLocationInScope } from "../../../scope/scope-conditions";

/**
 * The rows a meter counts: the site's, or every row of the organism (all its
 * sites, whatever their state, and its organism-wide codes), as the search
 * proxy's `term organism_id` reads them (docs/api.md "Statistics"). The scope
 * is ANDed in as the proxy does, so a row outside it never counts.
 */
export type CountedLocation = { siteId: number } | { organismId: number };

type LocatedColumns = { organismId: typeof purchases.organismId; siteId: typeof purchases.siteId };

function rowsOf(location: CountedLocation, scope: Scope, table: LocatedColumns | typeof coupons): SQL {
  const where = "siteId" in location ? eq(table.siteId, location.siteId) : eq(table.organismId, location.organismId);
  return and(where, assignedLocationInScope(scope, table)) as SQL;
}

/** The rows of `table` at `location`, in the scope, matching `kept`, whose `date` is in the window (start included, stop excluded). */
async function countInWindow(
  db: Database,
  table: typeof purchases | typeof coupons,
  date: typeof purchases.purchaseDate | typeof coupons.firstProvisioningDate,
  kept: SQL,
  scope: Scope,
  location: CountedLocation,
  window: TimeWindow,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(table)
    .where(and(rowsOf(location, scope, table), kept, gte(date, window.startAt), lt(date, window.stopAt)));
  return row?.total ?? 0;
}

/** docs/product.md#statistics-dates purchases statistics: succeeded purchases whose purchase date is in the window (start included, stop excluded). */
export function countSucceededPurchases(
  db: Database,
  scope: Scope,
  location: CountedLocation,
  window: TimeWindow,
): Promise<number> {
  return countInWindow(db, purchases, purchases.purchaseDate, eq(purchases.succeeded, true), scope, location, window);
}

/** docs/product.md#statistics-dates codes statistics: back-office codes whose first use (first provisioning) is in the window (start included, stop excluded). */
export function countCodesFirstUsed(
  db: Database,
  scope: Scope,
  location: CountedLocation,
  window: TimeWindow,
): Promise<number> {
  return countInWindow(
    db,
    coupons,
    coupons.firstProvisioningDate,
    eq(coupons.creatorType, backOfficeCreatorType),
    scope,
    location,
    window,
  );
}
