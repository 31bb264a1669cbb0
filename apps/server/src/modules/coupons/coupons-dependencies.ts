import type { FastifyInstance } from "fastify";
import type { Database } from "../../db";
import type { SmsService } from "../sms";
import type { CouponCodeBatchOptions } from "./coupon-code-batch";
import { randomCouponCode } from "./coupon-code-generator";

/**
 * What the coupons services need. `generateCode` and `insertBatch` are the
 * code batch's (tests put a generator that collides, an insert that fails).
 */
export type CouponsDependencies = CouponCodeBatchOptions & {
  db: Database;
  sms: SmsService;
  now: () => Date;
};

export function couponsDependencies(app: FastifyInstance): CouponsDependencies {
  return { db: app.database.db, sms: app.sms, now: () => app.clock.now(), generateCode: randomCouponCode };
}
