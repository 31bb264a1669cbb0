import { describe, expect, it } from "vitest";
import { searchHash } from "../../routing/hash-search";
import { dashboardSearchFromHash, dashboardSearchHash } from "./dashboard-search";

describe("the dashboards' search in the address hash (docs/product.md#statistics-dashboards)", () => {
  it("reads back what it writes, in the codes dashboard's encoding", () => {
    const search = { organism: 7, site: 12, from: "2026-10-01", to: "2026-10-31", q: "Suite", view: "table" as const };
    const hash = dashboardSearchHash(search);
    expect(hash).toMatch(/^\?s=[A-Za-z0-9_-]+$/);
    expect(dashboardSearchFromHash(`#${hash}`)).toEqual(search);
    // A see-more link in the shared encoding (routing/hash-search, as the codes dashboard writes its own) opens the same filters.
    expect(dashboardSearchFromHash(searchHash({ organism: 7, from: "2026-10-01", to: "2026-10-31" }))).toEqual({
      organism: 7,
      from: "2026-10-01",
      to: "2026-10-31",
    });
  });

  it("keeps only well-formed fields and tells a first open from a search", () => {
    const hash = dashboardSearchHash({ organism: -3, from: "1er octobre", sort: "price", page: 1 } as never);
    expect(dashboardSearchFromHash(hash)).toEqual({});
    expect(dashboardSearchFromHash("")).toBeUndefined();
    expect(dashboardSearchFromHash("#?s=%%%")).toBeUndefined();
  });
});
