import { type CouponCreationBody, couponCreationBodySchema, privateWifiLimits } from "@ondine/domain";
import { count, eq } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db";
import { coupons, outboxMessages } from "../../db/schema";
import { unscoped } from "../../scope/scope";
import { insertCoupon } from "../../test/coupon-factory";
import { insertOrganism } from "../../test/organism-factory";
import { insertSite } from "../../test/site-factory";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { buildActor } from "../sessions";
import { createSmsService } from "../sms";
import { createCoupons } from "./coupon-creation.service";
import { type CouponBatchTemplate, insertCouponBatch } from "./coupons.repository";
import type { CouponsDependencies } from "./coupons-dependencies";

const logger = pino({ level: "silent" }) as FastifyBaseLogger;
const admin = buildActor(
  { id: 1, email: "admin@example.test", firstName: "A", lastName: "D", language: "fr", admin: true, roleFlags: [] },
  [],
  { apiToken: { readOnly: false } },
);

/** A generator that answers the given codes in turn, then fresh ones. */
function scriptedCodes(script: string[]) {
  const calls: string[] = [];
  let fresh = 0;
  const generateCode = () => {
    const code = script[calls.length] ?? `F${String(fresh++).padStart(7, "0")}`;
    calls.push(code);
    return code;
  };
  return { generateCode, calls };
}

describe.each(testEngines)("a batch of codes on %s", (engine) => {
  let database: DatabaseHandle;
  let site: { id: number; organismId: number };

  // Tests share one site holding the taken code TAKEN000: the two failing batches leave the site's codes as they found them (which they assert), so the first test finds only TAKEN000 taken, in any order.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    const organism = await insertOrganism(database.db);
    site = await insertSite(database.db, { organismId: organism.id });
    await insertCoupon(database.db, { organismId: organism.id, siteId: site.id, code: "TAKEN000" });
  });
  afterAll(() => database.close());

  const now = new Date();
  const body = (number: number, sms = false): CouponCreationBody =>
    couponCreationBodySchema(now).parse({
      coupon: {
        location_id: site.id,
        location_type: "Site",
        number,
        description: "Batch",
        max_usage: 1,
        starts_at: now.toISOString(),
        ends_at: new Date(now.getTime() + 86_400_000).toISOString(),
        ...(sms ? { phone_number: "+33612345678" } : {}),
      },
      send_sms: sms,
    });
  const deps = (options: Pick<CouponsDependencies, "generateCode" | "insertBatch">): CouponsDependencies => ({
    db: database.db,
    sms: createSmsService({ logger, isDeliveryConfigured: true, now: () => now }),
    now: () => now,
    privateWifiKeyLimit: privateWifiLimits.defaultSiteKeyLimit,
    ...options,
  });
  const codesOfSite = async () =>
    (await database.db.select({ code: coupons.code }).from(coupons).where(eq(coupons.siteId, site.id))).map(
      (row) => row.code,
    );

  it("draws again a code already taken, or drawn twice in the batch, without telling the caller", async () => {
    const { generateCode, calls } = scriptedCodes(["TAKEN000", "TWICE000", "TWICE000"]);
    const answer = await createCoupons(deps({ generateCode }), admin, unscoped, body(3), "fr");
    const codes = answer.coupons.map((coupon) => coupon.code);
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    expect(codes).toContain("TWICE000");
    expect(codes).not.toContain("TAKEN000");
    // Three in the first round (two distinct, one taken), then two more.
    expect(calls).toEqual(["TAKEN000", "TWICE000", "TWICE000", "F0000000", "F0000001"]);
  });

  it("leaves no code and no SMS when a statement fails midway (all or nothing)", async () => {
    const before = await codesOfSite();
    const [outboxBefore] = await database.db.select({ total: count() }).from(outboxMessages);
    let inserts = 0;
    // The first round inserts what it can; the redraw after the collision fails.
    const insertBatch = async (db: Database, template: CouponBatchTemplate, codes: readonly string[]) => {
      inserts += 1;
      if (inserts === 2) throw new Error("the database went away");
      return insertCouponBatch(db, template, codes);
    };
    const { generateCode } = scriptedCodes(["TAKEN000", "HALF0000"]);
    await expect(createCoupons(deps({ generateCode, insertBatch }), admin, unscoped, body(2), "fr")).rejects.toThrow(
      "the database went away",
    );
    expect(inserts).toBe(2);
    expect(await codesOfSite()).toEqual(before);
    expect(await codesOfSite()).not.toContain("HALF0000");
    const [outboxAfter] = await database.db.select({ total: count() }).from(outboxMessages);
    expect(outboxAfter).toEqual(outboxBefore);
  });

  it("gives up with an error, leaving nothing, when the generator keeps drawing taken codes", async () => {
    const before = await codesOfSite();
    const stuck = deps({ generateCode: () => "TAKEN000" });
    await expect(createCoupons(stuck, admin, unscoped, body(1, true), "fr")).rejects.toThrow(
      /Could not draw 1 unused coupon codes/,
    );
    expect(await codesOfSite()).toEqual(before);
  });
});
