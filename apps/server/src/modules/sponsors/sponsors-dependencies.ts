import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import { type ModuleDependencies, moduleDependencies } from "../../module-dependencies";
import { type CouponCodeBatchOptions, randomCouponCode } from "../coupons";
import type { MailService } from "../mail";

/** What the sponsoring services need; `generateCode` is the code batch's. */
export type SponsorsDependencies = ModuleDependencies &
  CouponCodeBatchOptions & {
    mail: MailService;
    config: Pick<Config, "publicUrl">;
  };

export function sponsorsDependencies(app: FastifyInstance): SponsorsDependencies {
  return {
    ...moduleDependencies(app),
    mail: app.mail,
    config: app.config,
    generateCode: randomCouponCode,
  };
}
