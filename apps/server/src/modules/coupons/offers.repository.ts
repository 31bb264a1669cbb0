import { eq, exists, or, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { offerLocations, offers } from "../../db/schema";
import type { ScopedCouponLocation } from "./coupon-location.repository";

export type OfferRow = typeof offers.$inferSelect;

/**
 * The offers sold at a location (docs/product.md#codes-validation): a site's own and its organism's;
 * an organism's own. None: the location creates codes in the no-offers mode.
 */
export function findOffersOfLocation(db: Database, location: ScopedCouponLocation): Promise<OfferRow[]> {
  const soldHere =
    location.siteId === null
      ? eq(offerLocations.organismId, location.organismId)
      : or(eq(offerLocations.siteId, location.siteId), eq(offerLocations.organismId, location.organismId));
  return db
    .select()
    .from(offers)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(offerLocations)
          .where(sql`${offerLocations.offerId} = ${offers.id} and ${soldHere}`),
      ),
    );
}
