import type { IngestBatchAnswer } from "@ondine/domain";
import { eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { coupons, endUsers, guestUsers, purchases } from "../../db/schema";
import { insertCoupon } from "../../test/coupon-factory";
import { insertOffer } from "../../test/offer-factory";
import { insertOrganism } from "../../test/organism-factory";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { createCollector } from "./collectors.service";

const now = new Date("2026-11-22T14:00:00Z");
const weekAgo = new Date("2026-11-15T14:00:00Z");

describe.each(testEngines)("the portal activity sections of POST /api/ingest/v1/batches on %s", (engine) => {
  const t = useTestApp(engine, { now });
  let token: string;
  let organismId: number;
  let siteId: number;
  /** A site of the same organism that the collector does not serve. */
  let otherSiteId: number;
  /** A second site of the collector, with no offer of its own. */
  let secondSiteId: number;
  /** A site of another customer, served by the same collector. */
  let foreignSiteId: number;

  // Each test's collector and sites, on a database emptied before each test.
  beforeEach(async () => {
    organismId = (await insertOrganism(t.db)).id;
    siteId = (await insertSite(t.db, { organismId })).id;
    otherSiteId = (await insertSite(t.db, { organismId })).id;
    secondSiteId = (await insertSite(t.db, { organismId })).id;
    const foreignOrganism = await insertOrganism(t.db);
    foreignSiteId = (await insertSite(t.db, { organismId: foreignOrganism.id })).id;
    token = (await createCollector(t.db, { name: "Portal", siteIds: [siteId, secondSiteId, foreignSiteId] })).token;
  });

  const send = async (body: object) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/ingest/v1/batches",
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    return response.json<IngestBatchAnswer>();
  };

  describe("guests", () => {
    const guest = (values: object = {}) => ({
      site_id: siteId,
      guest_ref: "portal-1",
      created_at: "2026-11-22T13:00:00Z",
      email: "anna@example.de",
      first_name: "Anna",
      last_name: "Schmidt",
      newsletter: true,
      country: "de",
      device: "mobile",
      room_number: "204",
      ...values,
    });

    it("stores a guest with its site's organism, once however often it is sent", async () => {
      expect(await send({ guests: [guest()] })).toEqual({ batch_id: null, accepted: 1, rejected: [] });
      expect(await send({ guests: [guest(), guest({ first_name: "Changed" })] })).toMatchObject({
        accepted: 2,
        rejected: [],
      });
      const rows = await t.db.select().from(guestUsers).where(eq(guestUsers.guestRef, "portal-1"));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        organismId,
        siteId,
        firstName: "Anna",
        country: "DE",
        newsletter: true,
        device: "mobile",
        createdAt: new Date("2026-11-22T13:00:00Z"),
      });
    });

    it("keeps one portal key apart on two sites, and refuses a site the collector does not serve", async () => {
      await send({ guests: [guest()] });
      const answer = await send({
        guests: [guest({ site_id: secondSiteId }), guest({ site_id: otherSiteId, guest_ref: "portal-2" })],
      });
      expect(answer).toEqual({
        batch_id: null,
        accepted: 1,
        rejected: [{ section: "guests", index: 1, reason: "site_not_allowed", errors: {} }],
      });
      const rows = await t.db.select().from(guestUsers);
      expect(rows.map((row) => row.siteId).sort()).toEqual([siteId, secondSiteId].sort());
    });
  });

  it("refuses a guest, a purchase or a code use more than a day ahead of the server's clock, and keeps any past", async () => {
    const tomorrowAndMore = "2026-11-23T14:00:01Z";
    const answer = await send({
      guests: [
        { site_id: siteId, guest_ref: "future", created_at: tomorrowAndMore },
        { site_id: siteId, guest_ref: "long-ago", created_at: "2019-03-01T10:00:00Z" },
      ],
      purchases: [
        {
          site_id: siteId,
          reference: "P-future",
          offer_id: 1,
          total_amount_ttc: 1,
          total_amount_ht: 1,
          currency: "eur",
          purchase_date: tomorrowAndMore,
          succeeded: true,
          email: "guest@example.fr",
        },
      ],
      code_uses: [{ site_id: siteId, code: "NXNXNX99", used_at: tomorrowAndMore }],
    });
    expect(answer).toEqual({
      batch_id: null,
      accepted: 1,
      rejected: [
        { section: "guests", index: 0, reason: "stamp_out_of_range", errors: {} },
        { section: "purchases", index: 0, reason: "stamp_out_of_range", errors: {} },
        { section: "code_uses", index: 0, reason: "stamp_out_of_range", errors: {} },
      ],
    });
    expect(await t.db.select().from(guestUsers).where(eq(guestUsers.guestRef, "long-ago"))).toHaveLength(1);
  });

  describe("purchases", () => {
    let siteOfferId: number;
    let organismOfferId: number;
    let elsewhereOfferId: number;

    beforeEach(async () => {
      siteOfferId = (await insertOffer(t.db, { id: 101, name: "Pass 24 h", price: 5 }, { siteIds: [siteId] })).id;
      organismOfferId = (
        await insertOffer(t.db, { id: 102, name: "Pass 7 jours", price: 19.9 }, { organismIds: [organismId] })
      ).id;
      elsewhereOfferId = (await insertOffer(t.db, { id: 103 }, { siteIds: [otherSiteId] })).id;
    });

    const purchase = (values: object = {}) => ({
      site_id: siteId,
      reference: "P-1",
      offer_id: siteOfferId,
      total_amount_ttc: 5,
      total_amount_ht: 4.17,
      currency: "eur",
      purchase_date: "2026-11-22T12:00:00Z",
      succeeded: true,
      email: "guest@example.fr",
      ...values,
    });

    it("stores a purchase named after its offer, with its organism, once however often it is sent", async () => {
      const batch = {
        purchases: [
          purchase(),
          purchase({
            site_id: secondSiteId,
            reference: "P-2",
            offer_id: organismOfferId,
            total_amount_ttc: 19.9,
            total_amount_ht: 16.58,
            succeeded: false,
          }),
        ],
      };
      expect(await send(batch)).toEqual({ batch_id: null, accepted: 2, rejected: [] });
      expect(await send(batch)).toEqual({ batch_id: null, accepted: 2, rejected: [] });
      const rows = await t.db.select().from(purchases).orderBy(purchases.reference);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        reference: "P-1",
        organismId,
        siteId,
        offerId: siteOfferId,
        offerName: "Pass 24 h",
        totalAmountTtc: 5,
        totalAmountHt: 4.17,
        succeeded: true,
      });
      expect(rows[1]).toMatchObject({
        reference: "P-2",
        siteId: secondSiteId,
        offerName: "Pass 7 jours",
        totalAmountTtc: 19.9,
      });
    });

    it("sets the refund a later batch reports, keeps it when the purchase is re-sent without it, and stays idempotent", async () => {
      const refundOf = async (reference: string) =>
        (await t.db.select().from(purchases).where(eq(purchases.reference, reference)))[0]?.refundedAt;
      expect(await send({ purchases: [purchase({ reference: "R-1" })] })).toMatchObject({ accepted: 1, rejected: [] });
      expect(await refundOf("R-1")).toBeNull();
      const refunded = { purchases: [purchase({ reference: "R-1", refunded_at: "2026-11-24T09:30:00+01:00" })] };
      expect(await send(refunded)).toMatchObject({ accepted: 1, rejected: [] });
      expect(await send(refunded)).toMatchObject({ accepted: 1, rejected: [] });
      expect(await refundOf("R-1")).toEqual(new Date("2026-11-24T08:30:00Z"));
      await send({ purchases: [purchase({ reference: "R-1" }), purchase({ reference: "R-1", refunded_at: null })] });
      expect(await refundOf("R-1")).toEqual(new Date("2026-11-24T08:30:00Z"));
      // Sent with its refund at once, twice in one batch.
      const both = [
        purchase({ reference: "R-2" }),
        purchase({ reference: "R-2", refunded_at: "2026-11-22T13:00:00Z" }),
      ];
      expect(await send({ purchases: both })).toMatchObject({ accepted: 2, rejected: [] });
      expect(await refundOf("R-2")).toEqual(new Date("2026-11-22T13:00:00Z"));
      await t.db.delete(purchases).where(inArray(purchases.reference, ["R-1", "R-2"]));
    });

    it("rejects a refund dated before the purchase, naming refunded_at", async () => {
      const answer = await send({
        purchases: [purchase({ reference: "R-3", refunded_at: "2026-11-22T11:59:59Z" })],
      });
      expect(answer).toEqual({
        batch_id: null,
        accepted: 0,
        rejected: [
          { section: "purchases", index: 0, reason: "invalid", errors: { refunded_at: ["formErrors.invalid"] } },
        ],
      });
    });

    it("refuses an offer not sold at the site, an unknown offer and a site the collector does not serve", async () => {
      const answer = await send({
        purchases: [
          purchase({ reference: "P-3", offer_id: elsewhereOfferId }),
          purchase({ reference: "P-4", site_id: secondSiteId, offer_id: siteOfferId }),
          purchase({ reference: "P-5", offer_id: 999 }),
          purchase({ reference: "P-6", site_id: otherSiteId, offer_id: elsewhereOfferId }),
          purchase({ reference: "P-7", site_id: foreignSiteId, offer_id: organismOfferId }),
        ],
      });
      const offerError = { offer_id: ["formErrors.invalid"] };
      expect(answer).toEqual({
        batch_id: null,
        accepted: 0,
        rejected: [
          { section: "purchases", index: 3, reason: "site_not_allowed", errors: {} },
          { section: "purchases", index: 0, reason: "invalid", errors: offerError },
          { section: "purchases", index: 1, reason: "invalid", errors: offerError },
          { section: "purchases", index: 2, reason: "invalid", errors: offerError },
          { section: "purchases", index: 4, reason: "invalid", errors: offerError },
        ],
      });
      // Nothing of the refused batch is stored.
      expect(await t.db.select().from(purchases)).toHaveLength(0);
    });
  });

  describe("code uses", () => {
    const use = (code: string, usedAt: string, values: object = {}) => ({
      site_id: siteId,
      code,
      used_at: usedAt,
      country: "fr",
      device: "tablet",
      ...values,
    });
    const couponOf = async (code: string) => {
      const [row] = await t.db.select().from(coupons).where(eq(coupons.code, code));
      return row;
    };
    const usesOf = async (couponId: number) =>
      t.db.select().from(endUsers).where(eq(endUsers.couponId, couponId)).orderBy(endUsers.createdAt);

    it("records the end user and starts the code's access on its first use, once however often it is sent", async () => {
      const code = await insertCoupon(t.db, { organismId, siteId, code: "FRST0001", startsAt: weekAgo });
      const batch = { code_uses: [use("FRST0001", "2026-11-22T10:00:00Z"), use("FRST0001", "2026-11-22T10:00:00Z")] };
      expect(await send(batch)).toEqual({ batch_id: null, accepted: 2, rejected: [] });
      expect(await send(batch)).toEqual({ batch_id: null, accepted: 2, rejected: [] });
      expect(await couponOf("FRST0001")).toMatchObject({
        provisioningsCount: 1,
        firstProvisioningDate: new Date("2026-11-22T10:00:00Z"),
      });
      const rows = await usesOf(code.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ organismId, siteId, country: "FR", device: "tablet" });
    });

    it("counts each device of a shared code up to its max usage, and an organism's code at any of its sites", async () => {
      const code = await insertCoupon(t.db, { organismId, siteId: null, code: "GRP00002", startsAt: weekAgo });
      await t.db.update(coupons).set({ maxUsage: 2 }).where(eq(coupons.id, code.id));
      const answer = await send({
        code_uses: [
          use("GRP00002", "2026-11-22T11:00:00Z", { site_id: secondSiteId }),
          use("GRP00002", "2026-11-22T09:00:00Z"),
          use("GRP00002", "2026-11-22T12:00:00Z"),
        ],
      });
      expect(answer).toEqual({
        batch_id: null,
        accepted: 2,
        rejected: [{ section: "code_uses", index: 2, reason: "invalid", errors: { code: ["formErrors.invalid"] } }],
      });
      expect(await couponOf("GRP00002")).toMatchObject({
        provisioningsCount: 2,
        firstProvisioningDate: new Date("2026-11-22T09:00:00Z"),
      });
      expect((await usesOf(code.id)).map((row) => row.siteId)).toEqual([siteId, secondSiteId]);
    });

    it("refuses an unknown code, another site's or customer's code, a disabled one and a site not served", async () => {
      await insertCoupon(t.db, { organismId, siteId: otherSiteId, code: "THER0003", startsAt: weekAgo });
      await insertCoupon(t.db, { organismId, siteId, code: "DSBD0004", startsAt: weekAgo, disabledAt: weekAgo });
      await insertCoupon(t.db, { organismId, siteId, code: "SERV0005", startsAt: weekAgo });
      const answer = await send({
        code_uses: [
          use("NXNXNX99", "2026-11-22T10:00:00Z"),
          use("THER0003", "2026-11-22T10:00:00Z"),
          use("FRST0001", "2026-11-22T10:30:00Z", { site_id: foreignSiteId }),
          use("DSBD0004", "2026-11-22T10:00:00Z"),
          use("SERV0005", "2026-11-22T10:00:00Z", { site_id: otherSiteId }),
        ],
      });
      const codeError = { code: ["formErrors.invalid"] };
      expect(answer).toEqual({
        batch_id: null,
        accepted: 0,
        rejected: [
          { section: "code_uses", index: 4, reason: "site_not_allowed", errors: {} },
          { section: "code_uses", index: 0, reason: "invalid", errors: codeError },
          { section: "code_uses", index: 1, reason: "invalid", errors: codeError },
          { section: "code_uses", index: 2, reason: "invalid", errors: codeError },
          { section: "code_uses", index: 3, reason: "invalid", errors: codeError },
        ],
      });
      for (const code of ["THER0003", "DSBD0004", "SERV0005"]) {
        expect(await couponOf(code)).toMatchObject({ provisioningsCount: 0, firstProvisioningDate: null });
      }
    });

    it("refuses a use before the code starts, a first use after it ends, and a use after the access it opened", async () => {
      const start = new Date("2026-11-20T00:00:00Z");
      await insertCoupon(t.db, {
        organismId,
        siteId,
        code: "ENDS0006",
        startsAt: start,
        endsAt: new Date("2026-11-21T00:00:00Z"),
      });
      const early = await insertCoupon(t.db, { organismId, siteId, code: "STRT0007", startsAt: start });
      // One day of access from the first use, up to a week to start it.
      await t.db.update(coupons).set({ duration: 86_400, maxUsage: -1 }).where(eq(coupons.id, early.id));
      const answer = await send({
        code_uses: [
          use("ENDS0006", "2026-11-22T10:00:00Z"),
          use("STRT0007", "2026-11-19T23:00:00Z"),
          use("STRT0007", "2026-11-21T08:00:00Z"),
          use("STRT0007", "2026-11-22T07:59:59Z"),
          use("STRT0007", "2026-11-22T08:00:01Z"),
        ],
      });
      const dateError = { used_at: ["formErrors.invalid"] };
      expect(answer).toEqual({
        batch_id: null,
        accepted: 2,
        rejected: [
          { section: "code_uses", index: 0, reason: "invalid", errors: dateError },
          { section: "code_uses", index: 1, reason: "invalid", errors: dateError },
          { section: "code_uses", index: 4, reason: "invalid", errors: dateError },
        ],
      });
      expect(await couponOf("ENDS0006")).toMatchObject({ provisioningsCount: 0, firstProvisioningDate: null });
      expect(await couponOf("STRT0007")).toMatchObject({
        provisioningsCount: 2,
        firstProvisioningDate: new Date("2026-11-21T08:00:00Z"),
      });
    });
  });
});
