import { floorPlanSize, mapColours, projectPlanPoint } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { canvasFloor, equipmentItem, eslRow } from "./map-canvas-fixtures";
import { areShelfLabelsShown, buildMapScene, isMarkerShown } from "./map-scene";

const plan = {
  url: "/monitoring/floors/first/plan?v=1",
  width: 2000,
  height: 1000,
  wall_attenuation_db: 6,
  metres_per_unit: 0.02,
};
const ground = canvasFloor({
  uuid: "ground",
  level: 0,
  equipment: [
    equipmentItem(1, { position: { x: 500, y: 350 } }),
    equipmentItem(2, { category: "switch", state: "works", position: { x: 10, y: 20 } }),
    equipmentItem(3, { state: "spare" }),
    equipmentItem(4, { position: null }),
    equipmentItem(5, { category: "esl", position: { x: 1, y: 1 } }),
    equipmentItem(6, {
      mac: "AA:00:00:00:00:06",
      main_mac_address: "aa:00:00:00:01:06",
      is_reachable: false,
      state: "unreachable",
    }),
  ],
});
const first = canvasFloor({
  uuid: "first",
  level: 1,
  plan,
  equipment: [equipmentItem(7, { category: "gateway", position: { x: 2000, y: 0 }, floor_uuid: "first" })],
});

describe("the map scene", () => {
  it("draws the selected floor alone when flat, its placed equipment but spare and shelf labels", () => {
    const scene = buildMapScene({
      mode: "floor",
      floors: [first, ground],
      selectedFloorUuid: "ground",
      rotation: 2,
      esls: [],
    });
    expect(scene.floors.map((floor) => floor.uuid)).toEqual(["ground"]);
    expect(scene.markers.map((marker) => marker.equipment.id)).toEqual([1, 2, 6]);
    expect(scene.markers[0]).toMatchObject({ x: 0, y: 0, shape: "accessPoint", fill: mapColours.reachable });
    expect(scene.markers[1]).toMatchObject({ shape: "switch", fill: mapColours.works, stateGroup: "notSupervised" });
    expect(scene.bounds).toEqual({ minX: -500, minY: -350, maxX: 500, maxY: 350 });
    // Flat, the rotation is not used: turning it does not refit.
    expect(scene.fitKey).toBe(
      buildMapScene({ mode: "floor", floors: [ground], selectedFloorUuid: "ground", rotation: 1, esls: [] }).fitKey,
    );
  });

  it("stacks every floor by level when isometric, pre-projected with its plan's size and the rotation", () => {
    const scene = buildMapScene({
      mode: "building",
      floors: [first, ground],
      selectedFloorUuid: "first",
      rotation: 1,
      esls: [],
    });
    expect(scene.floors.map((floor) => [floor.uuid, floor.selected])).toEqual([
      ["ground", false],
      ["first", true],
    ]);
    const gateway = scene.markers.find((marker) => marker.equipment.id === 7);
    const expected = projectPlanPoint("building", { x: 2000, y: 0 }, plan, { rotation: 1, level: 1 });
    expect(gateway).toMatchObject({ shape: "switch", x: expected.x, y: expected.y });
    const { matrix } = scene.floors[0] ?? {};
    const corner = projectPlanPoint("building", { x: floorPlanSize.width, y: 0 }, floorPlanSize, {
      rotation: 1,
      level: 0,
    });
    expect((matrix?.a ?? 0) * floorPlanSize.width + (matrix?.e ?? 0)).toBeCloseTo(corner.x);
    expect(scene.fitKey).not.toBe(
      buildMapScene({ mode: "building", floors: [first, ground], selectedFloorUuid: "first", rotation: 2, esls: [] })
        .fitKey,
    );
  });

  it("hangs shelf labels on the access point of their parent's MAC or main MAC, in its reachability's colour", () => {
    const esls = [
      eslRow("aa:00:00:00:00:06", 1),
      eslRow("AA:00:00:00:01:06", 2),
      eslRow(null, 3),
      eslRow("ff:ff:ff:ff:ff:ff", 4),
    ];
    const scene = buildMapScene({ mode: "floor", floors: [ground], selectedFloorUuid: "ground", rotation: 0, esls });
    const parent = scene.markers.find((marker) => marker.equipment.id === 6);
    expect(parent?.esls.map((esl) => esl.label)).toEqual(["Shelf 1", "Shelf 2"]);
    expect(scene.floors[0]?.eslBatches).toEqual([
      { group: "unreachable", fill: mapColours.unreachable, markers: [parent] },
    ]);
  });

  it("hides a marker by its category or state group, shelf labels by their entry or their colour's group", () => {
    const esls = [eslRow("aa:00:00:00:00:06", 1)];
    const scene = buildMapScene({ mode: "floor", floors: [ground], selectedFloorUuid: "ground", rotation: 0, esls });
    const [accessPoint, aSwitch, unreachable] = scene.markers;
    if (!accessPoint || !aSwitch || !unreachable) throw new Error("three markers expected");
    expect(isMarkerShown(accessPoint, new Set(["switch"]))).toBe(true);
    expect(isMarkerShown(aSwitch, new Set(["switch"]))).toBe(false);
    expect(isMarkerShown(aSwitch, new Set(["notSupervised"]))).toBe(false);
    expect(isMarkerShown(accessPoint, new Set(["accessPoint"]))).toBe(false);
    expect(areShelfLabelsShown(unreachable, new Set())).toBe(true);
    expect(areShelfLabelsShown(unreachable, new Set(["shelfLabel"]))).toBe(false);
    expect(areShelfLabelsShown(unreachable, new Set(["unreachable"]))).toBe(false);
    expect(areShelfLabelsShown(accessPoint, new Set())).toBe(false);
  });

  it("draws muted equipment in the muted colour whatever its state, filed as not supervised (docs/alerts.md#silent-mode)", () => {
    const silenced = canvasFloor({
      equipment: [
        equipmentItem(1, { state: "unreachable", is_reachable: false, muted: true }),
        equipmentItem(2, { state: "spare", muted: true }),
      ],
    });
    const scene = buildMapScene({
      mode: "floor",
      floors: [silenced],
      selectedFloorUuid: "ground",
      rotation: 0,
      esls: [],
    });
    expect(scene.markers.map((marker) => marker.equipment.id)).toEqual([1]);
    expect(scene.markers[0]).toMatchObject({ fill: mapColours.muted, stateGroup: "notSupervised" });
  });
});
