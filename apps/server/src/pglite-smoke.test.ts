import { describe, expect, it } from "vitest";
import { createCollector } from "./modules/ingest";
import { insertCoupon } from "./test/coupon-factory";
import { insertEquipment } from "./test/equipment-factory";
import { insertOrganism } from "./test/organism-factory";
import { signInAs } from "./test/sessions";
import { insertSite } from "./test/site-factory";
import { useTestApp } from "./test/use-test-app";
import { insertUser } from "./test/user-factory";

/**
 * With TEST_DATABASE_URL (CI) the server's tests run on PostgreSQL, and on
 * PGlite only those marked `engineDependentEngines`. This file is the rest of
 * PGlite's share: one read and one write of every module that has them,
 * through the routes, so that a query PGlite refuses or answers differently
 * (it is PostgreSQL 18 in WASM, one connection) shows here even though the
 * module's own tests ran on PostgreSQL. Without TEST_DATABASE_URL every test
 * runs on PGlite anyway and this file repeats a little of them.
 */
describe("one read and one write of every module, on PGlite", () => {
  // Tests share one app for the file: each call below builds its own rows (a fresh organism, site and admin),
  // and a fresh PGlite app per call would add about a second each for no isolation gained.
  const t = useTestApp("pglite", { share: "file" });

  const given = async () => {
    const organism = await insertOrganism(t.db);
    const site = await insertSite(t.db, { organismId: organism.id });
    const admin = await insertUser(t.db, { admin: true });
    const session = await signInAs(t.app, admin);
    const call = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api${url}`,
        headers: { ...session.headers, "accept-language": "en" },
        ...(payload ? { payload } : {}),
      });
    return { organism, site, admin, call };
  };

  it("health and public config read", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/config/public" })).statusCode).toBe(200);
  });

  it("auth and users: /users/me, the user list; a language change", async () => {
    const { call } = await given();
    expect((await call("GET", "/users/me")).statusCode).toBe(200);
    expect((await call("GET", "/users")).statusCode).toBe(200);
    expect((await call("PATCH", "/users/language", { language: "nl" })).statusCode).toBe(204);
  });

  it("locations and audit read", async () => {
    const { call, site } = await given();
    expect((await call("GET", `/locations?site=${site.id}`)).statusCode).toBe(200);
    expect((await call("GET", "/audit_events")).statusCode).toBe(200);
  });

  it("coupons: the offers read; a code disabled", async () => {
    const { call, organism, site } = await given();
    const coupon = await insertCoupon(t.db, { organismId: organism.id, siteId: site.id });
    expect((await call("GET", `/coupons/coupon_defs?location_id=${site.id}&location_type=Site`)).statusCode).toBe(200);
    expect((await call("PUT", `/coupons/${coupon.id}/disable`)).statusCode).toBeLessThan(300);
  });

  it("monitoring, maps and statistics read", async () => {
    const { call, site } = await given();
    await insertEquipment(t.db, { siteId: site.id });
    expect((await call("GET", `/monitoring/status?site=${site.id}`)).statusCode).toBe(200);
    expect((await call("GET", "/monitoring/equipment/search?q=ap")).statusCode).toBeLessThan(300);
    expect((await call("GET", `/statistics/traffic?site=${site.id}`)).statusCode).toBe(200);
  });

  it("search, exports and GraphQL read", async () => {
    const { call } = await given();
    expect((await call("POST", "/es_proxy/locations/_search", { query: { match_all: {} } })).statusCode).toBe(200);
    expect((await call("POST", "/exports/coupons?format=csv&locale=en", {})).statusCode).toBe(200);
    expect((await call("POST", "/graphql", { query: "{ __typename }" })).statusCode).toBe(200);
  });

  it("IoT: the messages read; a message written", async () => {
    const { call, site } = await given();
    expect((await call("GET", `/iots/sites/${site.id}/messages`)).statusCode).toBe(200);
    const message = await call("POST", `/iots/sites/${site.id}/messages`, { title: "Piscine", content: "Ouverte" });
    expect(message.statusCode).toBeLessThan(300);
  });

  it("ingest: a batch written, the commands read", async () => {
    const { site } = await given();
    const { token } = await createCollector(t.db, { name: "Smoke collector", siteIds: [site.id] });
    const headers = { authorization: `Bearer ${token}` };
    const batch = await t.app.inject({
      method: "POST",
      url: "/api/ingest/v1/batches",
      headers,
      payload: { traffic: [{ site_id: site.id, stamp: t.clock.now().toISOString(), rx: 1, tx: 1, active_users: 1 }] },
    });
    expect(batch.json()).toMatchObject({ accepted: 1, rejected: [] });
    expect((await t.app.inject({ method: "GET", url: "/api/ingest/v1/commands", headers })).statusCode).toBe(200);
  });

  it("sponsors: a request written", async () => {
    const { site } = await given();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sponsors",
      payload: {
        site_id: site.id,
        guest_email: "guest@example.test",
        guest_first_name: "Ana",
        guest_last_name: "López",
        sponsor_email: "host@corp.test",
      },
    });
    expect(response.statusCode).toBeLessThan(500);
  });

  it("tickets: one opened with the site's state, the queue and the figures read", async () => {
    const { call, site } = await given();
    const opened = await call("POST", "/tickets", {
      location_type: "Site",
      location_id: site.id,
      kind: "technical",
      subject: "Borne muette",
      message: "Plus aucun client ne se connecte.",
      attach_site_state: true,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect((await call("GET", "/tickets?sort=due")).json().total_count).toBeGreaterThan(0);
    expect((await call("GET", `/tickets_sf/kpis?location_type=site&location_id=${site.id}`)).json().open).toBe(1);
  });

  it("outbox and portal announcements read", async () => {
    const { call } = await given();
    expect((await call("GET", "/admin/outbox")).statusCode).toBe(200);
    expect((await call("GET", "/portal_annoucements")).statusCode).toBe(200);
  });
});
