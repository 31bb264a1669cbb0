import { describe, expect, it } from "vitest";
import { annexAp, bar, equipment, hall, roomsAp, siteMap, storeSwitch } from "../testing/maps-fixtures";
import { applyLiveEquipmentEvent } from "./apply-live-event";

const floorOf = (map: ReturnType<typeof siteMap>, uuid: string) =>
  map.locations.flatMap((building) => building.children).find((floor) => floor.uuid === uuid);

describe("applyLiveEquipmentEvent (the live maps work live map)", () => {
  it("replaces a changed access point in place and computes its floor's state again", () => {
    const before = siteMap();
    const down = { ...hall, state: "unreachable" as const, status: "unreached" as const, is_reachable: false };
    const { map, isStale } = applyLiveEquipmentEvent(before, { changed: [down], removed: [] });

    expect(isStale).toBe(false);
    expect(floorOf(before, "f-1")?.state).toBe("some-unreached");
    expect(floorOf(map, "f-1")?.state).toBe("all-unreached");
    expect(floorOf(map, "f-1")?.equipment.map((item) => [item.id, item.state])).toEqual([
      [hall.id, "unreachable"],
      [bar.id, "unreachable"],
    ]);
    // What did not change keeps its identity: only the touched floor draws again.
    expect(map.locations[1]).toBe(before.locations[1]);
    expect(floorOf(map, "f-2")).toBe(floorOf(before, "f-2"));
    expect(map.unlocalizedEquipment).toBe(before.unlocalizedEquipment);
  });

  it("removes equipment, moves it between floors and to or from the unlocalized lists, adds new equipment", () => {
    const before = siteMap();
    const moved = { ...roomsAp, floor_uuid: "f-1" };
    const placedSwitch = { ...storeSwitch, building_uuid: "b-2", floor_uuid: "f-3", position: { x: 10, y: 10 } };
    const added = equipment({ id: 99, floor_uuid: null, building_uuid: null, position: null });
    const { map } = applyLiveEquipmentEvent(before, {
      changed: [moved, placedSwitch, added],
      removed: [bar.id, annexAp.id],
    });

    expect(floorOf(map, "f-1")?.equipment.map((item) => item.id)).toEqual([hall.id, roomsAp.id]);
    expect(floorOf(map, "f-1")?.state).toBe("all-reached");
    expect(floorOf(map, "f-2")?.equipment.map((item) => item.id)).not.toContain(roomsAp.id);
    expect(floorOf(map, "f-3")?.equipment.map((item) => item.id)).toEqual([storeSwitch.id]);
    // No access point left on the annex's floor: no state.
    expect(floorOf(map, "f-3")?.state).toBeNull();
    expect(map.unlocalizedEquipment.switch).toEqual([]);
    expect(map.unlocalizedEquipment.ap.map((item) => item.id)).toEqual([99]);
  });

  it("takes equipment turned spare off the map, and asks for a new read when a change names an unknown floor", () => {
    const spare = { ...hall, state: "spare" as const };
    const { map } = applyLiveEquipmentEvent(siteMap(), { changed: [spare], removed: [] });
    expect(floorOf(map, "f-1")?.equipment.map((item) => item.id)).toEqual([bar.id]);

    const elsewhere = equipment({ floor_uuid: "f-new" });
    expect(applyLiveEquipmentEvent(siteMap(), { changed: [elsewhere], removed: [] }).isStale).toBe(true);
  });

  it("leaves the map as it is for an empty event", () => {
    const before = siteMap();
    expect(applyLiveEquipmentEvent(before, { changed: [], removed: [] }).map).toBe(before);
  });
});
