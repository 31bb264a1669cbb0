import { eq } from "drizzle-orm";
import { gql } from "graphql-request";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons, floorPlans, siteStatus, users } from "../../db/schema";
import { insertBuildingWithFloor } from "../../test/building-factory";
import { insertCoupon } from "../../test/coupon-factory";
import { insertEquipment } from "../../test/equipment-factory";
import { insertOffer } from "../../test/offer-factory";
import { insertOrganism } from "../../test/organism-factory";
import { insertSite, type TestSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { insertUser, type TestUser } from "../../test/user-factory";
import { apiTokenOf, graphqlClient, graphqlRefusal, type ListeningApp, startListeningApp } from "./graphql-test-setup";

const createTwentyCodes = gql`
  mutation CreateCodes($site: ID!) {
    createCoupons(
      input: { location: { type: SITE, id: $site }, offerId: "596", number: 20, description: "Check-in desk" }
    ) {
      correlationId
      coupons {
        id
        code
        status
        siteId
      }
    }
  }
`;

describe.each(testEngines)("the GraphQL API on %s", (engine) => {
  let listening: ListeningApp;
  let integrator: TestUser;
  let token: string;
  let hotelSite: TestSite;
  let otherHotelSite: TestSite;
  let foreignSite: TestSite;
  let foreignCouponId: number;
  let foreignOrganismId: number;
  let hotelsId: number;

  // Tests share one listening app and database (a server on a port per test would cost a start and a stop each):
  // the batch test adds codes the others may or may not see, so none counts the customer's codes by a fixed number.
  beforeAll(async () => {
    listening = await startListeningApp(engine);
    const { db } = listening.database;
    const hotels = await insertOrganism(db, { kind: "hotel_chain", name: "Hôtels GraphQL" });
    hotelsId = hotels.id;
    const rivals = await insertOrganism(db, { kind: "hotel_chain", name: "Rival Hotels" });
    foreignOrganismId = rivals.id;
    hotelSite = await insertSite(db, { organismId: hotels.id, name: "Le Grand Quai" });
    otherHotelSite = await insertSite(db, { organismId: hotels.id, name: "La Petite Anse" });
    foreignSite = await insertSite(db, { organismId: rivals.id, name: "Rival Bay" });
    await insertOffer(db, { id: 596, name: "48 h" }, { organismIds: [hotels.id, rivals.id] });
    foreignCouponId = (await insertCoupon(db, { organismId: rivals.id, siteId: foreignSite.id, code: "RIVAL001" })).id;
    await insertCoupon(db, { organismId: hotels.id, siteId: otherHotelSite.id, code: "OURS0001" });
    await insertCoupon(db, { organismId: hotels.id, siteId: otherHotelSite.id, code: "OURS0002" });
    integrator = await insertUser(db, {
      roles: ["api", "code", "supervision"],
      locations: [{ type: "Organism", id: hotels.id }],
    });
    token = await apiTokenOf(listening.app, integrator);
  });
  afterAll(async () => {
    await listening.app.close();
    await listening.database.close();
  });

  it("answers the token page's example, who the token acts as", async () => {
    const answer = await graphqlClient(listening.url, token).request<{ me: { email: string } }>("{ me { email } }");
    expect(answer.me.email).toBe(integrator.email);
  });

  it("creates 20 codes for a site in one batch, then finds them by their batch", async () => {
    const client = graphqlClient(listening.url, token);
    const created = await client.request<{
      createCoupons: { correlationId: string; coupons: { id: string; code: string; status: string; siteId: string }[] };
    }>(createTwentyCodes, { site: String(hotelSite.id) });
    expect(created.createCoupons.coupons).toHaveLength(20);
    expect(new Set(created.createCoupons.coupons.map((coupon) => coupon.code)).size).toBe(20);
    for (const coupon of created.createCoupons.coupons) {
      expect(coupon).toMatchObject({ status: "VALID", siteId: String(hotelSite.id) });
      expect(coupon.code).toMatch(/^[A-Z0-9]{8}$/);
    }

    const listed = await client.request<{
      coupons: { totalCount: number; pageInfo: { hasNextPage: boolean }; nodes: { code: string }[] };
    }>(
      gql`
        query Batch($batch: String!) {
          coupons(first: 15, filter: { correlationId: $batch }) {
            totalCount
            pageInfo {
              hasNextPage
              endCursor
            }
            nodes {
              code
            }
          }
        }
      `,
      { batch: created.createCoupons.correlationId },
    );
    expect(listed.coupons.totalCount).toBe(20);
    expect(listed.coupons.nodes).toHaveLength(15);
    expect(listed.coupons.pageInfo.hasNextPage).toBe(true);
  });

  it("pages codes with the cursor, skipping none and repeating none", async () => {
    const client = graphqlClient(listening.url, token);
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const answer: {
        coupons: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: { id: string }[] };
      } = await client.request(
        gql`
          query Page($after: String) {
            coupons(first: 4, after: $after) {
              pageInfo {
                hasNextPage
                endCursor
              }
              nodes {
                id
              }
            }
          }
        `,
        { after },
      );
      seen.push(...answer.coupons.nodes.map((node) => node.id));
      if (!answer.coupons.pageInfo.hasNextPage) break;
      after = answer.coupons.pageInfo.endCursor;
    }
    // Every code of the customer (the two inserted, and the batch's 20 when that test ran first), each once;
    // never the rival's.
    const ours = await listening.database.db
      .select({ id: coupons.id })
      .from(coupons)
      .where(eq(coupons.organismId, hotelsId));
    expect(ours.length).toBeGreaterThanOrEqual(2);
    expect([...seen].sort()).toEqual(ours.map((row) => String(row.id)).sort());
    expect(seen).not.toContain(String(foreignCouponId));
  });

  it("lists only the caller's sites, and answers NOT_FOUND for another customer's site, organism or code", async () => {
    const client = graphqlClient(listening.url, token);
    const listed = await client.request<{ sites: { nodes: { id: string; name: string }[] } }>(
      "{ sites(first: 100) { nodes { id name } } }",
    );
    expect(listed.sites.nodes.map((site) => site.name).sort()).toEqual(["La Petite Anse", "Le Grand Quai"]);

    const codes = await client.request<{ coupons: { nodes: { code: string }[] } }>(
      "{ coupons(first: 100) { nodes { code } } }",
    );
    expect(codes.coupons.nodes.map((coupon) => coupon.code)).not.toContain("RIVAL001");

    for (const query of [
      `{ site(id: "${foreignSite.id}") { name } }`,
      `{ organism(id: "${foreignOrganismId}") { name } }`,
      `{ coupon(id: "${foreignCouponId}") { code } }`,
      `{ sites(organismId: "${foreignOrganismId}") { totalCount } }`,
    ]) {
      if (query.includes("sites(")) {
        const none = await client.request<{ sites: { totalCount: number } }>(query);
        expect(none.sites.totalCount).toBe(0);
        continue;
      }
      const refused = await graphqlRefusal(client.request(query));
      expect(refused.errors.map((error) => error.extensions?.code)).toEqual(["NOT_FOUND"]);
      expect(JSON.stringify(refused.errors)).not.toContain("Rival");
    }
    const disable = await graphqlRefusal(client.request(`mutation { disableCoupon(id: "${foreignCouponId}") { id } }`));
    expect(disable.errors[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("lists the sites that are down", async () => {
    const client = graphqlClient(listening.url, token);
    // One site's last report is an hour old (docs/product.md#monitoring-availability: down after 15 minutes), the other never reported.
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await listening.database.db
      .insert(siteStatus)
      .values([{ siteId: hotelSite.id, lastFullRefresh: anHourAgo, lineOk: 1 }]);
    await listening.database.db.insert(siteStatus).values([{ siteId: foreignSite.id, lastFullRefresh: anHourAgo }]);
    const down = await client.request<{
      siteStatuses: {
        siteId: string;
        siteName: string;
        status: { reason: string; lastFullRefresh: string; levelSince: string };
      }[];
    }>("{ siteStatuses(availability: [DOWN]) { siteId siteName status { reason lastFullRefresh levelSince } } }");
    expect(down.siteStatuses).toEqual([
      {
        siteId: String(hotelSite.id),
        siteName: "Le Grand Quai",
        status: { reason: "stale", lastFullRefresh: anHourAgo.toISOString(), levelSince: anHourAgo.toISOString() },
      },
    ]);
    const all = await client.request<{ siteStatuses: { siteName: string; status: { availability: string } }[] }>(
      "{ siteStatuses { siteName status { availability } } }",
    );
    expect(all.siteStatuses.map((site) => [site.siteName, site.status.availability]).sort()).toEqual([
      ["La Petite Anse", "NOT_REFERENCED"],
      ["Le Grand Quai", "DOWN"],
    ]);
  });

  it("gives a site's buildings, floors and the equipment placed on them", async () => {
    const { db } = listening.database;
    const { floorId, floorUuid } = await insertBuildingWithFloor(db, {
      siteId: otherHotelSite.id,
      name: "Main",
      floorName: "Ground",
    });
    const plan = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 700"/>');
    await db
      .insert(floorPlans)
      .values({ floorId, contentType: "image/svg+xml", image: plan, width: 1000, height: 700, digest: "d1" });
    await insertEquipment(db, { siteId: otherHotelSite.id, floorId, state: "reachable", mac: "02:aa:00:00:00:01" });
    await insertEquipment(db, { siteId: otherHotelSite.id, category: "switch", mac: "02:aa:00:00:00:02" });
    const answer = await graphqlClient(listening.url, token).request<{ site: unknown }>(
      `{ site(id: "${otherHotelSite.id}") {
        buildings { name floorsCount bedsNumber }
        map { buildings { name floors { name level planUrl equipment { mac category } } } unlocalizedEquipment { mac category } }
      } }`,
    );
    expect(answer.site).toEqual({
      buildings: [{ name: "Main", floorsCount: 1, bedsNumber: 40 }],
      map: {
        buildings: [
          {
            name: "Main",
            floors: [
              {
                name: "Ground",
                level: 0,
                planUrl: `/monitoring/floors/${floorUuid}/plan?v=d1`,
                equipment: [{ mac: "02:aa:00:00:00:01", category: "access_point" }],
              },
            ],
          },
        ],
        unlocalizedEquipment: [{ mac: "02:aa:00:00:00:02", category: "switch" }],
      },
    });
  });

  it("answers the same the second time a query runs, compiled: data, a refusal and the cost limit", async () => {
    const client = graphqlClient(listening.url, token);
    const page = `{ coupons(first: 3) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id code status } } } }`;
    const first = await client.request(page);
    expect(await client.request(page)).toEqual(first);
    expect(await client.request(page)).toEqual(first);

    const foreign = `{ site(id: "${foreignSite.id}") { name } }`;
    for (let run = 0; run < 3; run += 1) {
      const refused = await graphqlRefusal(client.request(foreign));
      expect(refused.status).toBe(404);
      expect(refused.errors.map((error) => error.extensions?.code)).toEqual(["NOT_FOUND"]);
    }

    const sized = "query ($first: Int!) { coupons(first: $first) { nodes { id code description status } } }";
    expect((await client.request<{ coupons: { nodes: unknown[] } }>(sized, { first: 2 })).coupons.nodes).toHaveLength(
      2,
    );
    expect((await client.request<{ coupons: { nodes: unknown[] } }>(sized, { first: 2 })).coupons.nodes).toHaveLength(
      2,
    );
    // The same document, cached and compiled, is weighed again with the request's variables.
    const costly = `query ($first: Int!) { organisms(first: $first) { nodes { sites(first: $first) { nodes { traffic { rx } } } } } }`;
    await client.request(costly, { first: 1 });
    await client.request(costly, { first: 1 });
    const refused = await graphqlRefusal(client.request(costly, { first: 100 }));
    expect(refused.status).toBe(400);
    expect(refused.errors[0]?.extensions).toMatchObject({ code: "WRONG_PARAMETERS", reason: "QUERY_TOO_COSTLY" });
  });

  it("refuses a query nested too deep before running it", async () => {
    const deep = `{ sites { nodes { organism { sites { nodes { organism { sites { nodes { organism { name } } } } } } } } } }`;
    const refused = await graphqlRefusal(graphqlClient(listening.url, token).request(deep));
    expect(refused.status).toBe(400);
    expect(refused.errors[0]?.extensions).toMatchObject({ code: "WRONG_PARAMETERS", reason: "QUERY_TOO_DEEP" });
  });

  it("refuses a query costing too much before running it, and pages larger than 1,000", async () => {
    const client = graphqlClient(listening.url, token);
    const costly = `{ organisms(first: 100) { nodes { sites(first: 100) { nodes { traffic { rx } } } } } }`;
    const refused = await graphqlRefusal(client.request(costly));
    expect(refused.status).toBe(400);
    expect(refused.errors[0]?.extensions).toMatchObject({ code: "WRONG_PARAMETERS", reason: "QUERY_TOO_COSTLY" });

    const badCursor = await graphqlRefusal(client.request('{ coupons(after: "not-ours") { nodes { id } } }'));
    expect(badCursor.errors[0]?.extensions).toMatchObject({
      code: "INVALID_PARAMETERS",
      errors: { after: expect.any(Array) },
    });

    const tooLarge = await graphqlRefusal(client.request("{ coupons(first: 1001) { nodes { id } } }"));
    expect(tooLarge.errors[0]?.extensions).toMatchObject({
      code: "INVALID_PARAMETERS",
      errors: { first: expect.any(Array) },
    });
  });

  it("answers INVALID_PARAMETERS with the REST call's field errors for a refused creation", async () => {
    const refused = await graphqlRefusal(
      graphqlClient(listening.url, token).request(
        `mutation { createCoupons(input: { location: { type: SITE, id: "${hotelSite.id}" }, number: 1001, description: "" }) { correlationId } }`,
      ),
    );
    expect(refused.errors[0]?.extensions).toMatchObject({
      code: "INVALID_PARAMETERS",
      errors: { "coupon.number": ["formErrors.range_number"], "coupon.description": ["coupons.description_blank"] },
    });
  });

  it("lets a read-only token query and refuses it every mutation with NOT_ALLOWED", async () => {
    const readOnly = graphqlClient(listening.url, await apiTokenOf(listening.app, integrator, { read_only: true }));
    const me = await readOnly.request<{ me: { readOnly: boolean } }>("{ me { readOnly } }");
    expect(me.me.readOnly).toBe(true);
    const codes = await readOnly.request<{ coupons: { nodes: { id: string }[] } }>(
      "{ coupons(first: 1) { nodes { id } } }",
    );
    const [code] = codes.coupons.nodes;
    expect(code).toBeDefined();
    for (const mutation of [
      `mutation { disableCoupon(id: "${code?.id}") { id } }`,
      `mutation { setCouponPhone(id: "${code?.id}", phoneNumber: "+33612345678") { id } }`,
      `mutation { createCoupons(input: { location: { type: SITE, id: "${hotelSite.id}" }, offerId: "596", number: 1, description: "x" }) { correlationId } }`,
    ]) {
      const refused = await graphqlRefusal(readOnly.request(mutation));
      expect(refused.status).toBe(403);
      expect(refused.errors[0]?.extensions?.code).toBe("NOT_ALLOWED");
    }
    // Nothing was changed: the code is still usable.
    const after = await readOnly.request<{ coupon: { status: string; phoneNumber: string | null } }>(
      `{ coupon(id: "${code?.id}") { status phoneNumber } }`,
    );
    expect(after.coupon.status).not.toBe("DISABLED");
    expect(after.coupon.phoneNumber).toBeNull();
    // The integrator's own full token is back for the other tests.
    token = await apiTokenOf(listening.app, integrator);
  });

  it("refuses the old token after regeneration, and any token once its account loses the api role", async () => {
    const user = await insertUser(listening.database.db, { roles: ["api"], locations: [] });
    const first = await apiTokenOf(listening.app, user);
    const second = await apiTokenOf(listening.app, user);
    const old = await graphqlRefusal(graphqlClient(listening.url, first).request("{ me { email } }"));
    expect(old.status).toBe(401);
    expect(old.errors[0]?.extensions?.code).toBe("NOT_AUTHORIZED");
    expect(
      (await graphqlClient(listening.url, second).request<{ me: { email: string } }>("{ me { email } }")).me.email,
    ).toBe(user.email);

    await listening.database.db
      .update(users)
      .set({ roleFlags: ["supervision"] })
      .where(eq(users.id, user.id));
    const demoted = await graphqlRefusal(graphqlClient(listening.url, second).request("{ me { email } }"));
    expect([401, 403]).toContain(demoted.status);
    expect(["NOT_AUTHORIZED", "NOT_ALLOWED"]).toContain(demoted.errors[0]?.extensions?.code);
  });
});
