import { describe, expect, it } from "vitest";
import { resolveMapSelection, unplacedEquipment } from "./map-selection";
import { loose, siteMap, storeSwitch } from "./testing/maps-fixtures";

describe("resolveMapSelection (SPEC §2 address)", () => {
  const map = siteMap();
  const chosen = (buildingId?: string, floorId?: string) => {
    const { building, floor } = resolveMapSelection(map, buildingId, floorId);
    return [building?.uuid, floor?.uuid];
  };

  it("takes the building and floor the address names", () => {
    expect(chosen("b-1", "f-2")).toEqual(["b-1", "f-2"]);
    expect(chosen("b-2", "f-3")).toEqual(["b-2", "f-3"]);
  });

  it("falls back to the first building and floor for what the site does not hold", () => {
    expect(chosen()).toEqual(["b-1", "f-1"]);
    expect(chosen("nope", "nope")).toEqual(["b-1", "f-1"]);
    expect(chosen("b-2", "f-1")).toEqual(["b-2", "f-3"]);
  });

  it("finds a floor's building when the address names the floor alone", () => {
    expect(chosen(undefined, "f-3")).toEqual(["b-2", "f-3"]);
  });

  it("has nothing to show for a site without buildings", () => {
    expect(resolveMapSelection(siteMap({ locations: [] }), "b-1")).toEqual({ building: null, floor: null });
  });
});

describe("unplacedEquipment", () => {
  it("lists the site's unlocalized equipment, then what a floor holds without a position", () => {
    expect(unplacedEquipment(siteMap()).map(({ item, floor }) => [item.id, floor?.uuid ?? null])).toEqual([
      [storeSwitch.id, null],
      [loose.id, "f-2"],
    ]);
  });
});
