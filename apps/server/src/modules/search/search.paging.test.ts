import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { coupons } from "../../db/schema";
import { testEngines } from "../../test/test-database";
import { useSearchSuite } from "./search-test-setup";

type Hit = { _id: string; sort: unknown[] };

/**
 * A print of a site's 296 codes held 287, its posts of 100 going
 * on after the last `created_at` alone, so the codes of a batch at a post's
 * edge were skipped. search_after compares only the sort values it is given
 * (as in Elasticsearch): ended by a unique value, it pages exactly.
 */
describe.each(testEngines)("deep pages with search_after on %s", (engine) => {
  // Tests share the search fixture useSearchSuite builds once per engine (several thousand rows): the codes one test adds to a hotel site are read by no other test (the other pages locations).
  const suite = useSearchSuite(engine);

  /** Every hit of the search, posts of `size` followed with the last hit's sort values. */
  async function pageThrough(index: string, body: Record<string, unknown>, size: number): Promise<string[]> {
    const ids: string[] = [];
    let after: unknown[] | undefined;
    for (let guard = 0; guard < 100; guard++) {
      const answer = await suite.client.search(suite.world.admin, index, {
        ...body,
        size,
        ...(after ? { search_after: after } : {}),
      });
      const hits = answer.hits.hits as Hit[];
      ids.push(...hits.map((hit) => hit._id));
      if (hits.length < size) return ids;
      after = hits.at(-1)?.sort;
    }
    throw new Error("search_after never ended");
  }

  it("pages a batch sharing one created_at across post edges, each code once, leaving the disabled out", async () => {
    const { world, database } = suite;
    const site = world.hotelSites[0];
    const createdAt = new Date("2026-03-10T09:00:00.000Z");
    const batch = randomUUID();
    // 250 codes of one batch (one instant), then 46 more of other instants: 296, as the site.
    const rows = Array.from({ length: 296 }, (_, index) => {
      const at = index < 250 ? createdAt : new Date(createdAt.getTime() + (index - 249) * 60_000);
      return {
        code: `PG${String(index).padStart(6, "0")}`,
        correlationId: batch,
        creatorId: world.admin.id,
        creatorType: "CenterUser" as const,
        organismId: world.hotels.id,
        siteId: site.id,
        couponDefId: null,
        description: "Paging",
        startsAt: at,
        endsAt: new Date("2026-12-31T00:00:00.000Z"),
        duration: 86_400,
        maxUsage: 1,
        // Every 25th code disabled: 12 of them.
        disabledAt: index % 25 === 0 ? createdAt : null,
        createdAt: at,
        updatedAt: at,
      };
    });
    const inserted = await database.db
      .insert(coupons)
      .values(rows)
      .returning({ id: coupons.id, disabledAt: coupons.disabledAt });
    const printable = inserted.filter((row) => !row.disabledAt).map((row) => String(row.id));
    expect(printable).toHaveLength(284);

    const query = {
      bool: {
        filter: [{ term: { correlation_id: batch } }, { bool: { must_not: [{ exists: { field: "disabled_at" } }] } }],
      },
    };
    for (const order of ["desc", "asc"] as const) {
      const ids = await pageThrough(
        "coupons",
        { query, sort: [{ created_at: { order } }, { id: { order } }], track_total_hits: true },
        100,
      );
      expect(ids).toHaveLength(284);
      expect(new Set(ids)).toEqual(new Set(printable));
    }
    const byEnd = await pageThrough("coupons", { query, sort: [{ ends_at: "asc" }, { id: "asc" }] }, 100);
    expect(new Set(byEnd)).toEqual(new Set(printable));
    expect(byEnd).toHaveLength(284);
  });

  it("pages locations by a shared value then the document id, each location once", async () => {
    const all = await suite.client.search(suite.world.admin, "locations", { size: 3000 });
    const every = (all.hits.hits as Hit[]).map((hit) => hit._id);
    expect(every.length).toBeGreaterThan(3);
    const ids = await pageThrough("locations", { sort: [{ type: "asc" }, { _id: "asc" }] }, 2);
    expect(ids).toHaveLength(every.length);
    expect(new Set(ids)).toEqual(new Set(every));
  });
});
