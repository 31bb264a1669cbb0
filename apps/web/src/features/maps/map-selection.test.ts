import { describe, expect, it } from "vitest";
import { resolveMapSelection, unplacedEquipment } from "./map-selection";
import { annexAp, loose, roomsAp, siteMap, storeSwitch } from "./testing/maps-fixtures";

describe("resolveMapSelection (docs/product.md#navigation-routing)", () => {
  const map = siteMap();
  const chosen = (buildingId?: string, floorId?: string) => {
    const { building, floor } = resolveMapSelection(map, { buildingId, floorId });
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
    expect(resolveMapSelection(siteMap({ locations: [] }), { buildingId: "b-1" })).toEqual({
      building: null,
      floor: null,
      equipment: null,
    });
  });

  // The manager's walk-through defect 2: the access-point list's link names building, floor and equipment; the map opens
  // that floor (not the building's first) and selects the access point.
  it("opens the floor of the equipment the address names and selects it", () => {
    const selection = resolveMapSelection(map, { buildingId: "b-1", floorId: "f-2", equipmentMac: roomsAp.mac });
    expect([selection.building?.uuid, selection.floor?.uuid, selection.equipment?.id]).toEqual(["b-1", "f-2", 21]);
  });

  it("finds the floor and building of equipment named alone, whatever the MAC's case", () => {
    const selection = resolveMapSelection(map, { equipmentMac: annexAp.mac.toUpperCase() });
    expect([selection.building?.uuid, selection.floor?.uuid, selection.equipment?.id]).toEqual([
      "b-2",
      "f-3",
      annexAp.id,
    ]);
    const onlyBuilding = resolveMapSelection(map, { buildingId: "b-1", equipmentMac: roomsAp.mac });
    expect([onlyBuilding.floor?.uuid, onlyBuilding.equipment?.id]).toEqual(["f-2", 21]);
  });

  it("selects no equipment the site does not place on the floor shown", () => {
    expect(resolveMapSelection(map, { equipmentMac: "aa:bb:cc:99:99:99" }).equipment).toBeNull();
    expect(resolveMapSelection(map, { floorId: "f-1", equipmentMac: roomsAp.mac }).equipment).toBeNull();
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
