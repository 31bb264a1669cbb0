import { describe, expect, it } from "vitest";
import { codesListSorts } from "./codes-list-state";
import {
  couponFiguresBody,
  couponsExportBody,
  couponsPageBody,
  couponsQuery,
  couponsSort,
} from "./coupons-search-body";

const now = new Date("2026-06-15T08:00:00.000Z");

describe("coupons dashboard search", () => {
  it("lists only back-office codes, newest first, counted up to the result window", () => {
    expect(couponsPageBody({ page: 3 }, now, 20)).toEqual({
      query: { bool: { filter: [{ term: { creator_type: "CenterUser" } }] } },
      sort: [{ created_at: { order: "desc" } }, { id: { order: "desc" } }],
      from: 40,
      size: 20,
      track_total_hits: 10_000,
    });
  });

  it("asks the figures apart, the same for every page and order: the exact total, the offers and the printable count", () => {
    const figures = {
      query: { bool: { filter: [{ term: { creator_type: "CenterUser" } }] } },
      size: 0,
      track_total_hits: true,
      aggs: {
        offers: { terms: { field: "coupon_def.name.keyword", size: 200 } },
        printable: { filter: { bool: { must_not: [{ exists: { field: "disabled_at" } }] } } },
      },
    };
    expect(couponFiguresBody({}, now)).toEqual(figures);
    expect(couponFiguresBody({ page: 4, sort: "code_asc" }, now)).toEqual(figures);
  });

  it("ends every order with the id, so that search_after skips no code of a batch", () => {
    for (const sort of codesListSorts) {
      const clauses = couponsSort(sort);
      const [first] = Object.values(clauses[0] as Record<string, { order: string }>);
      expect(clauses.at(-1)).toEqual({ id: { order: first?.order } });
    }
  });

  it("finds a code from its first letters, whatever their case", () => {
    const query = couponsQuery({ q: "ab1" }, now) as { bool: { must: unknown[] } };
    expect(query.bool.must).toEqual([
      {
        bool: {
          should: [{ prefix: { code: { value: "AB1" } } }, { match_phrase: { description: "ab1" } }],
          minimum_should_match: 1,
        },
      },
    ]);
  });

  it("adds the phone number and batch id when the text looks like one", () => {
    const phone = couponsQuery({ q: "+33 6 12" }, now) as { bool: { must: [{ bool: { should: unknown[] } }] } };
    expect(phone.bool.must[0].bool.should).toContainEqual({ prefix: { phone_number: "+33612" } });
    const batch = "6F1C2B9E-4D7A-4C3E-9A51-2F0E8B7D1C11";
    const byBatch = couponsQuery({ q: batch }, now) as { bool: { must: [{ bool: { should: unknown[] } }] } };
    expect(byBatch.bool.must[0].bool.should).toContainEqual({ term: { correlation_id: batch.toLowerCase() } });
  });

  it("filters by the site over the organism, offer, batch, creation days and status", () => {
    const query = couponsQuery(
      {
        organism: 3,
        site: 12,
        offer: "7 jours",
        correlation: "c-1",
        from: "2026-01-01",
        to: "2026-01-31",
        status: "valid",
      },
      now,
    ) as { bool: { filter: unknown[] } };
    expect(query.bool.filter).toEqual([
      { term: { creator_type: "CenterUser" } },
      { term: { site_id: 12 } },
      { bool: { must_not: [{ exists: { field: "disabled_at" } }] } },
      { term: { used: false } },
      { range: { starts_at: { lte: now.toISOString() } } },
      { range: { ends_at: { gte: now.toISOString() } } },
      { term: { "coupon_def.name.keyword": "7 jours" } },
      { term: { correlation_id: "c-1" } },
      { range: { created_at: { time_zone: "Europe/Paris", gte: "2026-01-01", lte: "2026-01-31" } } },
    ]);
    expect((couponsQuery({ organism: 3 }, now) as { bool: { filter: unknown[] } }).bool.filter[1]).toEqual({
      term: { organism_id: 3 },
    });
  });

  it.each([
    ["disabled", [{ exists: { field: "disabled_at" } }]],
    ["used", [{ bool: { must_not: [{ exists: { field: "disabled_at" } }] } }, { term: { used: true } }]],
    [
      "expired",
      [
        { bool: { must_not: [{ exists: { field: "disabled_at" } }] } },
        { term: { used: false } },
        { range: { ends_at: { lt: now.toISOString() } } },
      ],
    ],
    [
      "available_soon",
      [
        { bool: { must_not: [{ exists: { field: "disabled_at" } }] } },
        { term: { used: false } },
        { range: { starts_at: { gt: now.toISOString() } } },
      ],
    ],
  ] as const)("reads the %s status as the product (docs/product.md#codes-states) orders them", (status, clauses) => {
    const query = couponsQuery({ status }, now) as { bool: { filter: unknown[] } };
    expect(query.bool.filter.slice(1)).toEqual(clauses);
  });

  it("pages with from/size within the result window", () => {
    expect(couponsPageBody({ page: 3, sort: "code_asc" }, now, 20)).toMatchObject({
      from: 40,
      sort: [{ code: { order: "asc" } }, { id: { order: "asc" } }],
    });
    expect(couponsPageBody({ page: 9_999 }, now, 20)).toMatchObject({ from: 9_980 });
  });

  it("exports the list's query and order, without paging or facets", () => {
    const state = { q: "ab12", status: "valid" as const, organism: 7, sort: "code_asc" as const, page: 4 };
    const page = couponsPageBody(state, now, 20);
    expect(couponsExportBody(state, now)).toEqual({ query: page.query, sort: page.sort });
  });
});
