import { type MapLegendEntry, mapColours } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { CountLabels } from "./count-labels";
import { drawMapFrame, FrameRecord } from "./draw-map";
import { canvasFloor, equipmentItem, eslRow } from "./map-canvas-fixtures";
import { buildMapScene } from "./map-scene";

/** Records the fills and text of a frame: which colour each fill used and how many shapes its path held. */
function recordingContext() {
  const fills: { fill: string; shapes: number }[] = [];
  const texts: string[] = [];
  let shapes = 0;
  const state: Record<string, unknown> = { canvas: { width: 800, height: 600 } };
  const methods: Record<string, (...args: unknown[]) => unknown> = {
    beginPath: () => {
      shapes = 0;
    },
    arc: () => {
      shapes += 1;
    },
    rect: () => {
      shapes += 1;
    },
    roundRect: () => {
      shapes += 1;
    },
    fill: () => fills.push({ fill: String(state.fillStyle), shapes }),
    fillText: (text) => texts.push(String(text)),
    measureText: (text) => ({ width: String(text).length * 6 }),
  };
  const context = new Proxy(state, {
    get: (target, key) =>
      typeof key === "string" && key in methods ? methods[key] : (target[key as string] ?? (() => undefined)),
    set: (target, key, value) => {
      target[key as string] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return { context, fills, texts };
}

const equipment = [
  ...Array.from({ length: 30 }, (_, i) =>
    equipmentItem(i + 1, {
      position: { x: 30 * i + 10, y: 100 },
      connected_stations: i,
      is_reachable: i % 3 !== 0,
      state: i % 3 === 0 ? "unreachable" : "reachable",
    }),
  ),
  equipmentItem(100, { category: "switch", position: { x: 500, y: 500 } }),
  equipmentItem(101, { category: "gateway", position: { x: 600, y: 500 } }),
];
const scene = buildMapScene({
  mode: "floor",
  floors: [canvasFloor({ equipment })],
  selectedFloorUuid: "ground",
  rotation: 0,
  esls: [
    eslRow(equipment[0]?.mac ?? null, 1),
    eslRow(equipment[1]?.mac ?? null, 2),
    eslRow(equipment[1]?.mac ?? null, 3),
  ],
});

function draw(scale: number, hidden: MapLegendEntry[] = []) {
  const recording = recordingContext();
  const record = new FrameRecord();
  drawMapFrame(
    recording.context,
    {
      scene,
      view: { scale, offsetX: 400, offsetY: 300 },
      width: 800,
      height: 600,
      pixelRatio: 1,
      hidden: new Set(hidden),
      highlighted: null,
      pulse: 0,
      planOf: () => null,
      coverage: null,
      countLabels: new CountLabels("en"),
    },
    record,
  );
  return { ...recording, record };
}

describe("a frame of the map", () => {
  it("fills each colour of each shape in one path", () => {
    const { fills, record } = draw(0.75);
    expect(fills.filter((fill) => fill.fill === mapColours.reachable)).toEqual([
      // Shelf labels of reachable access points, then the reachable access points, then the two switch-shaped.
      { fill: mapColours.reachable, shapes: 2 },
      { fill: mapColours.reachable, shapes: 20 },
      { fill: mapColours.reachable, shapes: 2 },
    ]);
    expect(fills.filter((fill) => fill.fill === mapColours.unreachable)).toEqual([
      { fill: mapColours.unreachable, shapes: 1 },
      { fill: mapColours.unreachable, shapes: 10 },
    ]);
    expect(record.drawnMarkers).toBe(32 + 3);
  });

  it("prints the connected-device counts from scale 0.18, unless the legend hides them", () => {
    expect(draw(0.75).texts).toHaveLength(30);
    expect(draw(0.75).texts).toContain("29");
    expect(draw(0.17).texts).toHaveLength(0);
    expect(draw(0.75, ["deviceCount"]).texts).toHaveLength(0);
  });

  it("skips markers off the canvas", () => {
    const { record } = draw(8);
    expect(record.drawnMarkers).toBeLessThan(10);
    expect(record.hitRadius[0]).toBe(0);
  });
});
