import { type MapLegendEntry, mapColours } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { drawMapFrame, FrameRecord } from "./draw-map";
import { canvasFloor, equipmentItem, eslRow } from "./map-canvas-fixtures";
import { buildMapScene } from "./map-scene";
import { MarkerSprites } from "./marker-sprites";
import { PlansLayer } from "./plans-layer";

/** Records a frame: the sprites copied (by what they picture) and the rectangles filled (by colour). */
function recordingContext() {
  const blits: string[] = [];
  const rects: string[] = [];
  const state: Record<string, unknown> = { canvas: { width: 800, height: 600 } };
  const methods: Record<string, (...args: unknown[]) => unknown> = {
    drawImage: (image) => blits.push((image as { pictures: string }).pictures),
    fillRect: () => rects.push(String(state.fillStyle)),
  };
  const context = new Proxy(state, {
    get: (target, key) =>
      typeof key === "string" && key in methods ? methods[key] : (target[key as string] ?? (() => undefined)),
    set: (target, key, value) => {
      target[key as string] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return { context, blits, rects };
}

/** Sprites that say what they picture: the fill of the marker, or the text of the count. */
function spritesForTests() {
  let made = 0;
  const sprites = new MarkerSprites(1, "en", () => {
    made += 1;
    const image = { pictures: "" } as unknown as CanvasImageSource & { pictures: string };
    const context = new Proxy({} as Record<string, unknown>, {
      get: (target, key) =>
        key === "measureText"
          ? (text: string) => ({ width: text.length * 6 })
          : key === "fillText"
            ? (text: string) => {
                image.pictures = `count ${text}`;
              }
            : key === "fill"
              ? () => {
                  if (!image.pictures) image.pictures = String(target.fillStyle);
                }
              : (target[key as string] ?? (() => undefined)),
      set: (target, key, value) => {
        target[key as string] = value;
        return true;
      },
    }) as unknown as CanvasRenderingContext2D;
    return { context, finish: () => image };
  });
  return { sprites, made: () => made };
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

function draw(scale: number, hidden: MapLegendEntry[] = [], sprites = spritesForTests().sprites) {
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
      sprites,
      // No layer can be painted here: plans are drawn directly.
      plansLayer: new PlansLayer(
        () => ({ width: 0, height: 0, getContext: () => null }) as unknown as HTMLCanvasElement,
      ),
      settled: true,
    },
    record,
  );
  return { ...recording, record };
}

describe("a frame of the map", () => {
  it("copies one sprite per colour and shape, made once, and fills shelf labels by colour", () => {
    const { sprites, made } = spritesForTests();
    const { blits, rects, record } = draw(0.75, ["deviceCount"], sprites);
    expect(blits.filter((fill) => fill === mapColours.reachable)).toHaveLength(20 + 2);
    expect(blits.filter((fill) => fill === mapColours.unreachable)).toHaveLength(10);
    // Access points reachable and unreachable, switches reachable.
    expect(made()).toBe(3);
    draw(0.75, ["deviceCount"], sprites);
    expect(made()).toBe(3);
    // Each label: its outline, then its colour.
    expect(rects.filter((fill) => fill === mapColours.reachable)).toHaveLength(2);
    expect(rects.filter((fill) => fill === mapColours.unreachable)).toHaveLength(1);
    expect(rects.filter((fill) => fill === "#1d2630")).toHaveLength(3);
    expect(record.drawnMarkers).toBe(32 + 3);
  });

  it("prints the connected-device counts from scale 0.18, unless the legend hides them", () => {
    const counts = (blits: string[]) => blits.filter((picture) => picture.startsWith("count"));
    expect(counts(draw(0.75).blits)).toHaveLength(30);
    expect(counts(draw(0.75).blits)).toContain("count 29");
    expect(counts(draw(0.17).blits)).toHaveLength(0);
    expect(counts(draw(0.75, ["deviceCount"]).blits)).toHaveLength(0);
  });

  it("skips markers off the canvas", () => {
    const { record } = draw(8);
    expect(record.drawnMarkers).toBeLessThan(10);
    expect(record.hitRadius[0]).toBe(0);
  });
});
