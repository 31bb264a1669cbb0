import { describe, expect, it } from "vitest";
import { callerLocationsSearch } from "./location-document";

describe("callerLocationsSearch (docs/product.md#locations-selection)", () => {
  it("orders by name then by the document id, so that search_after skips no location sharing a name", () => {
    expect(callerLocationsSearch(["En production"]).sort).toEqual([
      { name: { order: "asc" } },
      { _id: { order: "asc" } },
    ]);
  });

  it("pages on from the last hit's sort values", () => {
    const next = callerLocationsSearch(["En production"], ["Hôtel Nantes", "Site-12"]);
    expect(next.search_after).toEqual(["Hôtel Nantes", "Site-12"]);
    expect(callerLocationsSearch(["En production"])).not.toHaveProperty("search_after");
  });
});
