import { schema } from "@ondine/server/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCoupons } from "../../apps/web/src/features/codes/api/create-coupons";
import { disableCoupon } from "../../apps/web/src/features/codes/api/disable-coupon";
import { findCouponDefs } from "../../apps/web/src/features/codes/api/find-coupon-defs";
import { findCouponFigures } from "../../apps/web/src/features/codes/api/find-coupon-figures";
import { codesPageSize, findCoupons } from "../../apps/web/src/features/codes/api/find-coupons";
import { sendCouponSms } from "../../apps/web/src/features/codes/api/send-coupon-sms";
import { updateCouponPhone } from "../../apps/web/src/features/codes/api/update-coupon-phone";
import { findOutboxMessages } from "../../apps/web/src/features/outbox/api/find-outbox-messages";
import { getSponsorLink } from "../../apps/web/src/features/sponsor/api/get-sponsor-link";
import { grantSponsoring } from "../../apps/web/src/features/sponsor/api/grant-sponsoring";
import { useContractServer } from "./support/contract-server";

const server = useContractServer();

/** The demo sites in production, by id. */
async function productionSites() {
  return server.database.db
    .select({ id: schema.sites.id, name: schema.sites.name })
    .from(schema.sites)
    .where(eq(schema.sites.state, "En production"))
    .orderBy(schema.sites.id);
}

describe("codes clients against the server", () => {
  it("lists a site's offers, creates a code from one, sets its phone, texts it and disables it", async () => {
    await server.signInAs("admin");
    let offers: Awaited<ReturnType<typeof findCouponDefs>> = [];
    let siteId = 0;
    for (const site of await productionSites()) {
      offers = await findCouponDefs({ id: site.id, type: "Site" });
      siteId = site.id;
      if (offers.length > 0) break;
    }
    expect(offers.length).toBeGreaterThan(0);
    const offer = offers[0];
    expect(offer?.price_label).toMatch(/\d/);

    const created = await createCoupons({
      coupon: {
        location_id: siteId,
        location_type: "Site",
        number: 2,
        description: "Contract test",
        coupon_def_id: offer?.id,
      },
      send_sms: false,
    });
    expect(created.coupons).toHaveLength(2);
    const [coupon] = created.coupons;
    expect(coupon).toMatchObject({ location_id: siteId, coupon_def_id: offer?.id, status: "valid" });
    if (!coupon) return;

    const withPhone = await updateCouponPhone({ id: coupon.id, phoneNumber: "+33612345678" });
    expect(withPhone).toMatchObject({ id: coupon.id, phone_number: "+33612345678" });
    const sms = await sendCouponSms(coupon.id);
    expect(sms.outbox_message_id).toBeGreaterThan(0);

    const disabled = await disableCoupon(coupon.id);
    expect(disabled).toMatchObject({ id: coupon.id });
    expect(Date.parse(disabled.disabled_at)).not.toBeNaN();
  });

  it("pages the codes list and counts its figures apart: the page's count bounded, the figures' exact", async () => {
    await server.signInAs("admin");
    const [page, figures] = await Promise.all([findCoupons({}), findCouponFigures({})]);
    expect(page.coupons.length).toBe(Math.min(codesPageSize, figures.total));
    expect(figures.total).toBeGreaterThan(0);
    if (page.isTotalLowerBound) {
      expect(page.total).toBeLessThan(figures.total);
    } else {
      expect(page.total).toBe(figures.total);
    }
    expect(figures.printable).toBeLessThanOrEqual(figures.total);
    const offered = figures.offers.reduce((sum, offer) => sum + offer.count, 0);
    expect(offered).toBeGreaterThan(0);
    expect(offered).toBeLessThanOrEqual(figures.total);

    const next = await findCoupons({ page: 2 });
    expect(next.coupons.map((coupon) => coupon.id)).not.toEqual(page.coupons.map((coupon) => coupon.id));
  });

  it("shows a sponsoring request to the sponsor and grants the guest a code", async () => {
    const [site] = await productionSites();
    if (!site) throw new Error("no demo site in production");
    // The captive portal's call (no console client): the sponsor is mailed the link.
    server.signOut();
    const request = await server.app.inject({
      method: "POST",
      url: "/api/sponsors",
      payload: {
        site_id: site.id,
        guest_email: "guest@contract.test",
        guest_first_name: "Ana",
        guest_last_name: "López",
        sponsor_email: "host@contract.test",
      },
    });
    expect(request.statusCode).toBe(202);
    await server.signInAs("admin");
    const outbox = await findOutboxMessages(1);
    const mail = outbox.messages.find((message) => message.recipient === "host@contract.test");
    const token = mail?.body_text.match(/\/sponsor\/([\w-]+)/)?.[1];
    expect(token).toBeDefined();
    server.signOut();

    const link = await getSponsorLink(token ?? "");
    expect(link).toMatchObject({ first_name: "Ana", last_name: "López", site: { id: site.id } });
    const granted = await grantSponsoring(token ?? "", link.default_ends_at);
    expect(granted.site.id).toBe(site.id);
    expect(granted.code).not.toBe("");
  });
});
