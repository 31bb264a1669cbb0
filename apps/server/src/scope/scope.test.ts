import { describe, expect, it } from "vitest";
import {
  assignedScope,
  emptyScope,
  isLocationInScope,
  isOrganismInScope,
  isSiteInScope,
  organismIdsInScope,
  siteIdsInScope,
  unscoped,
} from "./scope";

describe("scope", () => {
  const hotels = assignedScope([3], [10, 11, 12, 11]);

  it("keeps each id once, sorted", () => {
    expect(hotels).toEqual({ kind: "assigned", organismIds: [3], siteIds: [10, 11, 12] });
  });

  it("lets an admin's scope hold every location", () => {
    expect(siteIdsInScope(unscoped)).toBe("all");
    expect(organismIdsInScope(unscoped)).toBe("all");
    expect(isSiteInScope(unscoped, 999)).toBe(true);
    expect(isLocationInScope(unscoped, { type: "Organism", id: 999 })).toBe(true);
  });

  it("holds the assigned organisms and sites only", () => {
    expect(siteIdsInScope(hotels)).toEqual([10, 11, 12]);
    expect(isSiteInScope(hotels, 11)).toBe(true);
    expect(isSiteInScope(hotels, 13)).toBe(false);
    expect(isOrganismInScope(hotels, 3)).toBe(true);
    expect(isLocationInScope(hotels, { type: "Organism", id: 4 })).toBe(false);
    expect(isLocationInScope(hotels, { type: "Site", id: 12 })).toBe(true);
  });

  it("does not give a whole organism to someone holding one of its sites", () => {
    const oneSite = assignedScope([], [10]);
    expect(isOrganismInScope(oneSite, 3)).toBe(false);
    expect(isSiteInScope(oneSite, 10)).toBe(true);
  });

  it("holds nothing when empty", () => {
    expect(siteIdsInScope(emptyScope)).toEqual([]);
    expect(isSiteInScope(emptyScope, 1)).toBe(false);
    expect(isOrganismInScope(emptyScope, 1)).toBe(false);
  });
});
