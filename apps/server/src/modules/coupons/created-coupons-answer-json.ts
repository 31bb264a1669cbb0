import type { BatchCodePresentation, PresentedCouponBatch } from "./coupon-batch.presenter";

function privateSpaceJson(space: BatchCodePresentation["privateSpace"]): string {
  return space === null ? "null" : `{"id":${space.id},"state":${JSON.stringify(space.state)}}`;
}

/**
 * `POST /api/coupons`'s answer as JSON text, written in one pass
 * (docs/performance.md "Code creation"): the fields the codes share are
 * written once and repeated as text between each code's id, code and
 * private space, where the route's schema serializer wrote 1,000 objects
 * field by field. The same bytes, fields in the presenter's order (which is
 * createdCouponsAnswerSchema's): coupons-create.routes.test.ts compares
 * them with what that serializer writes.
 */
export function createdCouponsAnswerJson(batch: PresentedCouponBatch): string {
  const sharedFields = JSON.stringify(batch.shared).slice(1, -1);
  const coupons = batch.codes.map(
    (code) =>
      `{"id":${code.id},"code":${JSON.stringify(code.code)},${sharedFields},` +
      `"private_space":${privateSpaceJson(code.privateSpace)}}`,
  );
  return `{"correlation_id":${JSON.stringify(batch.correlationId)},"coupons":[${coupons.join(",")}]}`;
}
