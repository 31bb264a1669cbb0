import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  type CodesListState,
  codesListHash,
  codesListStateFromHash,
  decodeCodesListState,
  encodeCodesListState,
  locationPrefilter,
  printableState,
} from "./codes-list-state";

const state: CodesListState = {
  q: "Séminaire été",
  status: "valid",
  organism: 3,
  site: 12,
  offer: "Accès 7 jours",
  correlation: "6f1c2b9e-4d7a-4c3e-9a51-2f0e8b7d1c11",
  from: "2026-01-01",
  to: "2026-03-31",
  sort: "code_asc",
  view: "table",
  page: 4,
  coupon: 42,
};

describe("codes dashboard state in the address hash (docs/product.md#codes-screens)", () => {
  it("round-trips through the encoded blob, accents included", () => {
    const blob = encodeCodesListState(state);
    expect(blob).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCodesListState(blob)).toEqual(state);
    expect(codesListStateFromHash(codesListHash(state))).toEqual(state);
    expect(codesListStateFromHash(`#${codesListHash(state)}`)).toEqual(state);
  });

  it("reads no state from an empty or foreign hash, and drops malformed fields", () => {
    expect(codesListStateFromHash("")).toBeUndefined();
    expect(codesListStateFromHash("?x=1")).toBeUndefined();
    expect(decodeCodesListState("%%%")).toBeUndefined();
    const forged = encodeCodesListState({ status: "lost", page: -3, from: "01/01/2026", site: 1.5 } as never);
    expect(decodeCodesListState(forged)).toEqual({});
  });

  it("pre-filters by the selected location: the organism, or the site and its organism", () => {
    expect(locationPrefilter({ location_organism: 3 })).toEqual({ organism: 3 });
    expect(locationPrefilter({ location_organism: 3, location_site: 12 })).toEqual({ organism: 3, site: 12 });
    expect(locationPrefilter({})).toEqual({});
  });

  it("prints the queries and filters, not the view, page or open panel", () => {
    expect(printableState(state)).not.toHaveProperty("page");
    expect(printableState(state)).not.toHaveProperty("coupon");
    expect(printableState(state)).toMatchObject({ q: state.q, status: "valid", site: 12 });
  });

  it("counts the filters that narrow the list, the location once, not the search, sort, view or page", () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ q: "AB", sort: "code_asc", view: "table", page: 2 })).toBe(0);
    expect(activeFilterCount({ organism: 3, site: 12 })).toBe(1);
    expect(
      activeFilterCount({ organism: 3, status: "valid", offer: "1 day", from: "2026-01-01", to: "2026-02-01" }),
    ).toBe(5);
    expect(activeFilterCount({ correlation: "batch" })).toBe(1);
  });
});
