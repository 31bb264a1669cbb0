import { describe, expect, it } from "vitest";
import {
  addressOf,
  locationLookupError,
  resolveLocationSelection,
  type SelectableLocation,
} from "./location-selection";

const hotels: SelectableLocation = {
  id: 3,
  type: "Organism",
  name: "Hôtels Belle Escale",
  organism_id: 3,
  organism_name: "Hôtels Belle Escale",
};
const nantes: SelectableLocation = {
  id: 12,
  type: "Site",
  name: "Hôtel Nantes",
  organism_id: 3,
  organism_name: "Hôtels Belle Escale",
};
const campus: SelectableLocation = {
  id: 5,
  type: "Organism",
  name: "Campus Horizon",
  organism_id: 5,
  organism_name: "Campus Horizon",
};
const lyon: SelectableLocation = {
  id: 40,
  type: "Site",
  name: "Lyon",
  organism_id: 5,
  organism_name: "Campus Horizon",
};

describe("resolveLocationSelection (docs/product.md#locations-selection, docs/product.md#errors)", () => {
  it("is NO_RESULTS when the caller holds no location", () => {
    expect(resolveLocationSelection({ requested: {}, remembered: null, locations: [] })).toEqual({
      status: "emptied",
      error: "NO_RESULTS",
    });
  });

  it("selects the site the address names, with its organism", () => {
    const state = resolveLocationSelection({
      requested: { location_site: 12, location_organism: 3 },
      remembered: null,
      locations: [hotels, nantes, campus],
    });
    expect(state).toEqual({
      status: "received",
      location: {
        organism: { id: 3, name: "Hôtels Belle Escale" },
        site: { id: 12, name: "Hôtel Nantes" },
        selected: { id: 12, name: "Hôtel Nantes", type: "Site" },
      },
    });
  });

  it("selects the organism the address names", () => {
    const state = resolveLocationSelection({
      requested: { location_organism: 5 },
      remembered: null,
      locations: [hotels, nantes, campus],
    });
    expect(state.status === "received" && state.location?.selected).toEqual({
      id: 5,
      name: "Campus Horizon",
      type: "Organism",
    });
  });

  it("falls back to the organism when the site named is not held", () => {
    const state = resolveLocationSelection({
      requested: { location_site: 999, location_organism: 3 },
      remembered: null,
      locations: [hotels, nantes, campus],
    });
    expect(state.status === "received" && state.location?.selected.id).toBe(3);
  });

  it("takes the remembered location when the address names none", () => {
    const state = resolveLocationSelection({
      requested: {},
      remembered: { location_site: 40, location_organism: 5 },
      locations: [hotels, campus, lyon],
    });
    expect(state.status === "received" && state.location?.site?.id).toBe(40);
  });

  it("selects the only organism of someone who holds exactly one", () => {
    const state = resolveLocationSelection({ requested: {}, remembered: null, locations: [hotels, nantes] });
    expect(state.status === "received" && state.location?.selected).toEqual({
      id: 3,
      name: "Hôtels Belle Escale",
      type: "Organism",
    });
  });

  it("selects the only site of someone who holds one site and no organism", () => {
    const state = resolveLocationSelection({ requested: {}, remembered: null, locations: [nantes] });
    expect(state.status === "received" && state.location?.selected.type).toBe("Site");
  });

  it("selects nothing for someone with several organisms and no choice made", () => {
    expect(resolveLocationSelection({ requested: {}, remembered: null, locations: [hotels, campus] })).toEqual({
      status: "received",
      location: null,
    });
  });

  it("drops a location the caller does not hold rather than show it", () => {
    expect(
      resolveLocationSelection({ requested: { location_organism: 77 }, remembered: null, locations: [hotels, campus] }),
    ).toEqual({ status: "received", location: null });
  });
});

describe("addressOf (docs/product.md#locations-selection)", () => {
  it("keeps a site with its organism, an organism alone, nothing for no selection", () => {
    const selected = (location: SelectableLocation) => {
      const state = resolveLocationSelection({ requested: {}, remembered: null, locations: [location] });
      return state.status === "received" ? state.location : null;
    };
    expect(addressOf(selected(nantes))).toEqual({ location_site: 12, location_organism: 3 });
    expect(addressOf(selected(hotels))).toEqual({ location_organism: 3 });
    expect(addressOf(null)).toEqual({});
  });
});

describe("locationLookupError (docs/product.md#errors)", () => {
  it("reads a 500 as INTERNAL_ERROR and anything else as UNKNOWN_ERROR", () => {
    expect(locationLookupError("INTERNAL_ERROR")).toBe("INTERNAL_ERROR");
    expect(locationLookupError("NOT_ALLOWED")).toBe("UNKNOWN_ERROR");
    expect(locationLookupError("UNKNOWN_ERROR")).toBe("UNKNOWN_ERROR");
  });
});
