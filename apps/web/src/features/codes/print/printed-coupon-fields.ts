import { printedCouponFields as printedFieldNames } from "@ondine/domain";
import type { CouponDocument } from "../coupon-document";

/** The domain's printed fields, each checked to be a field of the coupons index's documents. */
export const printedCouponFields = printedFieldNames satisfies readonly (keyof CouponDocument)[];

export type PrintedCouponFields = Pick<CouponDocument, (typeof printedCouponFields)[number]>;
