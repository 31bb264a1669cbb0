import type { CouponPresentation, CreatedCouponsAnswer } from "@ondine/domain";
import { presentCoupon } from "./coupon.presenter";
import type { CouponView } from "./coupons.repository";

/** What every code of a batch shows alike: all its fields but its id, its code and its private space. */
export type SharedCouponPresentation = Omit<CouponPresentation, "id" | "code" | "private_space">;

/** A code's own fields in a batch. */
export type BatchCodePresentation = {
  id: number;
  code: string;
  privateSpace: CouponPresentation["private_space"];
};

/** A batch just created, as it leaves the server: what its codes share, once, and each code's own fields. */
export type PresentedCouponBatch = {
  correlationId: string;
  shared: SharedCouponPresentation;
  codes: readonly BatchCodePresentation[];
};

/**
 * The codes of a batch are made from one template at one moment, so they
 * differ only by id, code and private space: the template's row is
 * presented once (presentCoupon, the one list of fields that leave the
 * server) and each code keeps only its own fields. `view.coupon` is any code
 * of the batch.
 */
export function presentCouponBatch(
  view: CouponView,
  codes: readonly BatchCodePresentation[],
  now: Date,
  language: string,
): PresentedCouponBatch {
  const { id: _id, code: _code, private_space: _space, ...shared } = presentCoupon(view, now, language, null);
  return { correlationId: view.coupon.correlationId, shared, codes };
}

/** The batch as answer objects (GraphQL, the service's callers): each code's fields in presentCoupon's order. */
export function createdCouponsAnswerOf(batch: PresentedCouponBatch): CreatedCouponsAnswer {
  return {
    correlation_id: batch.correlationId,
    coupons: batch.codes.map((code) => ({
      id: code.id,
      code: code.code,
      ...batch.shared,
      private_space: code.privateSpace,
    })),
  };
}
