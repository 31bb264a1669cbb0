import { describe, expect, it } from "vitest";
import {
  customersExportSearch,
  customersPageBody,
  purchasesExportSearch,
  purchasesStatisticsBody,
  usedCodesStatisticsBody,
} from "./dashboard-searches";

describe("the dashboards' searches (docs/product.md#statistics-dashboards)", () => {
  it("purchases: succeeded only, the site rather than its organism, Paris days, figures only", () => {
    const body = purchasesStatisticsBody({
      organism: 7,
      site: 12,
      from: "2026-10-01",
      to: "2026-10-31",
      offer: "Pass 24 h",
    });
    expect(body.size).toBe(0);
    expect(body.query).toEqual({
      bool: {
        filter: [
          { term: { succeeded: true } },
          { term: { site_id: 12 } },
          { range: { purchase_date: { time_zone: "Europe/Paris", gte: "2026-10-01", lte: "2026-10-31" } } },
          { term: { "offer_name.keyword": "Pass 24 h" } },
        ],
      },
    });
    expect(Object.keys(body.aggs as object)).toEqual([
      "turnover_ttc",
      "turnover_ht",
      "currencies",
      "offers",
      "sites",
      "over_time",
    ]);
    // A month of days: a bar a day.
    expect(JSON.stringify(body.aggs)).toContain('"calendar_interval":"day"');
  });

  it("purchases: the search box looks in the reference, e-mail and offer", () => {
    const body = purchasesStatisticsBody({ q: " dupont " });
    expect(JSON.stringify(body.query)).toContain(
      '"must":[{"simple_query_string":{"query":"dupont","fields":["reference","email","offer_name"]',
    );
  });

  it("used codes: used only, created by back-office users, by first use, figures only", () => {
    const body = usedCodesStatisticsBody({ organism: 7, from: "2026-01-01" });
    expect(body.size).toBe(0);
    expect(body.query).toEqual({
      bool: {
        filter: [
          { term: { used: true } },
          { term: { creator_type: "CenterUser" } },
          { term: { organism_id: 7 } },
          { range: { first_provisioning_date: { time_zone: "Europe/Paris", gte: "2026-01-01" } } },
        ],
      },
    });
    // An open range may span years: a bar a month.
    expect(JSON.stringify(body.aggs)).toContain('"calendar_interval":"month"');
  });

  it("customers: newsletter acceptors of the last six months, a page at a time, sorted by name then id", () => {
    const now = new Date("2026-11-26T10:00:00.000Z");
    const body = customersPageBody({ organism: 7, sort: "name_asc", page: 3 }, now);
    expect((body.query as { bool: { filter: unknown[] } }).bool.filter).toEqual([
      { term: { newsletter: true } },
      { range: { created_at: { gte: "2026-05-25T22:00:00.000Z", lte: "2026-11-26T10:00:00.000Z" } } },
      { term: { organism_id: 7 } },
    ]);
    expect(body.sort).toEqual([
      { last_name: { order: "asc" } },
      { first_name: { order: "asc" } },
      { id: { order: "asc" } },
    ]);
    expect(body).toMatchObject({ from: 40, size: 20, track_total_hits: true });
  });

  it("exports: the purchases and customers lists' own query and order, without paging or aggregations", () => {
    const search = { organism: 7, q: "dupont", from: "2026-10-01", to: "2026-10-31", offer: "Pass 24 h", page: 3 };
    expect(purchasesExportSearch(search)).toEqual({
      query: purchasesStatisticsBody(search).query,
      sort: [{ purchase_date: { order: "desc" } }, { id: { order: "desc" } }],
    });
    const now = new Date("2026-11-22T14:00:00Z");
    const byName = { ...search, sort: "name_asc" as const };
    const page = customersPageBody(byName, now);
    expect(customersExportSearch(byName, now)).toEqual({ query: page.query, sort: page.sort });
  });
});
