import type { LocationDocument } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { filterLocations, locationSearchGroupLimit } from "./filter-locations";
import { buildLocationDirectory } from "./location-directory";

const organism = (id: number, name: string): LocationDocument => ({
  id,
  type: "Organism",
  name,
  organism_id: id,
  organism_name: name,
  state: null,
  coord: null,
});
const site = (id: number, name: string, organismId: number, state: LocationDocument["state"]): LocationDocument => ({
  id,
  type: "Site",
  name,
  organism_id: organismId,
  organism_name: organismId === 1 ? "Hôtels Belle Escale" : "Campus Horizon",
  state,
  coord: { latitude: 47, longitude: -1 },
});

const directory = buildLocationDirectory([
  organism(2, "Campus Horizon"),
  organism(1, "Hôtels Belle Escale"),
  site(10, "Hôtel Saint-Étienne Centre", 1, "En production"),
  site(11, "Hôtel Nantes", 1, "En production"),
  site(12, "Hôtel Lyon (ouverture)", 1, "VSR"),
  site(20, "Résidence Nantes Île", 2, "En production"),
]);

const names = (result: ReturnType<typeof filterLocations>) => ({
  organisms: result.organisms.entries.map((entry) => entry.name),
  sites: result.sites.entries.map((entry) => entry.name),
});

describe("filterLocations (the header's location search)", () => {
  it("lists organisms and sites in production by name when nothing is typed", () => {
    expect(names(filterLocations(directory, ""))).toEqual({
      organisms: ["Campus Horizon", "Hôtels Belle Escale"],
      sites: ["Hôtel Nantes", "Hôtel Saint-Étienne Centre", "Résidence Nantes Île"],
    });
  });

  it("finds names whatever the accents and case, every word anywhere", () => {
    expect(names(filterLocations(directory, "saint etienne"))).toEqual({
      organisms: [],
      sites: ["Hôtel Saint-Étienne Centre"],
    });
    expect(names(filterLocations(directory, "NANTES ile")).sites).toEqual(["Résidence Nantes Île"]);
  });

  it("finds names typed with accents, and a site by its organism's accented name", () => {
    expect(names(filterLocations(directory, "Résidence ÎLE")).sites).toEqual(["Résidence Nantes Île"]);
    expect(names(filterLocations(directory, "hôtels belle")).sites).toEqual([
      "Hôtel Nantes",
      "Hôtel Saint-Étienne Centre",
    ]);
  });

  it("finds a site by its organism's name too", () => {
    expect(names(filterLocations(directory, "campus nantes")).sites).toEqual(["Résidence Nantes Île"]);
  });

  it("never offers a site that is not in production (docs/product.md#locations-model)", () => {
    expect(names(filterLocations(directory, "lyon")).sites).toEqual([]);
  });

  it("shows at most a group's limit and counts the rest", () => {
    const many = buildLocationDirectory(
      Array.from({ length: locationSearchGroupLimit + 7 }, (_, index) =>
        site(100 + index, `Site ${index}`, 1, "En production"),
      ),
    );
    const result = filterLocations(many, "site");
    expect(result.sites.entries).toHaveLength(locationSearchGroupLimit);
    expect(result.sites.hiddenCount).toBe(7);
    // Numbers sort as people read them.
    expect(result.sites.entries.slice(0, 3).map((entry) => entry.name)).toEqual(["Site 0", "Site 1", "Site 2"]);
  });
});
