import type { FastifyInstance } from "fastify";
import { type ModuleDependencies, moduleDependencies } from "../../module-dependencies";
import type { SmsService } from "../sms";
import type { CouponCodeBatchOptions } from "./coupon-code-batch";
import { randomCouponCode } from "./coupon-code-generator";

/**
 * What the coupons services need. `generateCode` and `insertBatch` are the
 * code batch's (tests put a generator that collides, an insert that fails);
 * `privateWifiKeyLimit`, the site's key limit the spaces of codes with private
 * access count against (PRIVATE_WIFI_SITE_KEY_LIMIT, docs/private-wifi.md#codes).
 */
export type CouponsDependencies = ModuleDependencies &
  CouponCodeBatchOptions & {
    sms: SmsService;
    privateWifiKeyLimit: number;
  };

export function couponsDependencies(app: FastifyInstance): CouponsDependencies {
  return {
    ...moduleDependencies(app),
    sms: app.sms,
    generateCode: randomCouponCode,
    privateWifiKeyLimit: app.config.privateWifiSiteKeyLimit,
  };
}
