import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import type { Database } from "../../db";
import { type CouponCodeBatchOptions, randomCouponCode } from "../coupons";
import type { MailService } from "../mail";

/** What the sponsoring services need; `generateCode` is the code batch's. */
export type SponsorsDependencies = CouponCodeBatchOptions & {
  db: Database;
  mail: MailService;
  now: () => Date;
  config: Pick<Config, "publicUrl">;
};

export function sponsorsDependencies(app: FastifyInstance): SponsorsDependencies {
  return {
    db: app.database.db,
    mail: app.mail,
    now: () => app.clock.now(),
    config: app.config,
    generateCode: randomCouponCode,
  };
}
