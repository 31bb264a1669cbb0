import { randomBytes } from "node:crypto";
import { type CreatedCouponsAnswer, webhookEventTypes } from "@ondine/domain";
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { webhookEndpoints, webhookEvents } from "../../db/schema";
import { insertOffer } from "../../test/offer-factory";
import { signInAs } from "../../test/sessions";
import { insertTenancyFixture } from "../../test/tenancy-fixture";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { createCollector } from "../ingest";

// docs/webhooks.md#endpoints: an endpoint receives its organism's events, never another's. Two customers, each
// with an endpoint asking for everything, and the same changes on both: each event is its own organism's.

const start = new Date("2026-06-16T08:00:00.000Z");

describe.each(testEngines)("the webhooks' organisms on %s", (engine) => {
  const t = useTestApp(engine, { now: start });

  it("records each change's event for the organism it happened on, and only there", async () => {
    const world = await insertTenancyFixture(t.db);
    const customers = [
      { organism: world.hotels, site: world.hotelSites[0] },
      { organism: world.campsites, site: world.campsite },
    ];
    await insertOffer(
      t.db,
      { id: 596, name: "48 h", duration: [48, "hour"] },
      {
        organismIds: customers.map((customer) => customer.organism.id),
      },
    );
    for (const { organism } of customers) {
      await t.db.insert(webhookEndpoints).values({
        organismId: organism.id,
        url: `https://hooks.example.test/${organism.id}`,
        eventTypes: [...webhookEventTypes].sort(),
        secret: `whsec_${randomBytes(32).toString("base64")}`,
      });
    }
    const admin = await signInAs(t.app, world.admin);

    for (const { site } of customers) {
      // Codes made and one disabled, through the console.
      const created = await t.app.inject({
        method: "POST",
        url: "/api/coupons",
        headers: admin.headers,
        payload: {
          coupon: { location_type: "Site", location_id: site.id, coupon_def_id: 596, number: 1, description: "Scope" },
          send_sms: false,
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const [coupon] = created.json<CreatedCouponsAnswer>().coupons;
      const disabled = await t.app.inject({
        method: "PUT",
        url: `/api/coupons/${coupon?.id}/disable`,
        headers: admin.headers,
      });
      expect(disabled.statusCode, disabled.body).toBe(200);
      // The site up, then down, through its collector.
      const { token } = await createCollector(t.db, { name: `Collector ${site.id}`, siteIds: [site.id] });
      for (const state of ["ok", "unreachable"]) {
        const response = await t.app.inject({
          method: "POST",
          url: "/api/ingest/v1/batches",
          headers: { authorization: `Bearer ${token}` },
          payload: {
            line_states: [
              {
                site_id: site.id,
                line_id: "fibre",
                state,
                bandwidth_current: state === "ok" ? 900 : 0,
                bandwidth_max: 1000,
                stamp: t.clock.now().toISOString(),
              },
            ],
          },
        });
        expect(response.statusCode, response.body).toBe(200);
        t.clock.advance(60_000);
      }
    }

    const events = await t.db
      .select({ type: webhookEvents.type, organismId: webhookEvents.organismId, data: webhookEvents.data })
      .from(webhookEvents)
      .orderBy(asc(webhookEvents.id));
    for (const { organism, site } of customers) {
      const own = events.filter((event) => event.organismId === organism.id);
      expect(own.map((event) => event.type)).toEqual(["code_batch.created", "code.disabled", "site.down"]);
      for (const event of own) {
        expect(event.data.organism).toEqual({ id: organism.id, name: organism.name });
      }
      expect(own.find((event) => event.type === "site.down")?.data.site).toEqual({ id: site.id, name: site.name });
    }
    expect(events).toHaveLength(6);
  });
});
