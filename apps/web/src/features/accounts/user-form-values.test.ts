import { describe, expect, it } from "vitest";
import { type LocationAssignment, reassignLocations } from "./user-form-values";

const organism: LocationAssignment = { id: 3, location_id: 7, location_type: "Organism", name: "Hôtels Lumière" };
const site: LocationAssignment = { location_id: 12, location_type: "Site", name: "Hôtel Lumière Lyon" };

describe("reassignLocations", () => {
  it("flags an existing assignment left out for removal, and adds a new one without id", () => {
    expect(reassignLocations([organism], [site])).toEqual([{ ...organism, _destroy: true }, site]);
  });

  it("revives an existing assignment chosen again, rather than adding it twice", () => {
    const removed = reassignLocations([organism], []);
    expect(reassignLocations(removed, [{ location_id: 7, location_type: "Organism", name: "Hôtels Lumière" }])).toEqual(
      [organism],
    );
  });

  it("forgets a new location dropped before saving", () => {
    expect(reassignLocations([organism, site], [organism])).toEqual([organism]);
  });

  it("tells a site from an organism with the same id", () => {
    const sameId: LocationAssignment = { location_id: 7, location_type: "Site", name: "Site 7" };
    expect(reassignLocations([organism], [organism, sameId])).toEqual([organism, sameId]);
  });
});
