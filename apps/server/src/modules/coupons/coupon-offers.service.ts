import {
  type CouponDefPresentation,
  type CouponDefsQuery,
  canCreateCoupons,
  offerDurationSeconds,
} from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { Scope } from "../../scope/scope";
import type { RequestActor } from "../sessions";
import { presentCouponDef } from "./coupon-def.presenter";
import { findCouponLocationInScope } from "./coupon-location.repository";
import { findOffersOfLocation, type OfferRow } from "./offers.repository";

/** Shortest access first, then the cheaper, then by id: the create form picks the first by default (docs/product.md#codes-validation). */
export function sortOffers(offers: OfferRow[]): OfferRow[] {
  return [...offers].sort(
    (a, b) => offerDurationSeconds(a) - offerDurationSeconds(b) || a.price - b.price || a.id - b.id,
  );
}

/**
 * `GET /api/coupons/coupon_defs`: the offers codes can be made from at a
 * location of the scope; an empty list puts the form in the no-offers mode.
 */
export async function listCouponDefs(
  db: Database,
  actor: RequestActor,
  scope: Scope,
  query: CouponDefsQuery,
  language: string,
): Promise<CouponDefPresentation[]> {
  if (!canCreateCoupons(actor)) throw new AppError("NOT_ALLOWED");
  const location = await findCouponLocationInScope(db, scope, { type: query.location_type, id: query.location_id });
  if (!location) throw new AppError("NOT_FOUND", "No such location.");
  const offers = await findOffersOfLocation(db, location);
  return sortOffers(offers).map((offer) => presentCouponDef(offer, language));
}
