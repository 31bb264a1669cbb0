import { describe, expect, it } from "vitest";
import { canvasFloor } from "./map-canvas-fixtures";
import { buildMapScene } from "./map-scene";
import { PlansLayer } from "./plans-layer";

/** Canvases that count how many times the layer was painted, and with which alphas. */
function countingLayer() {
  let painted = 0;
  const alphas: number[] = [];
  const layer = new PlansLayer((width, height) => {
    const context = new Proxy({} as Record<string, unknown>, {
      get: (target, key) =>
        key === "clearRect"
          ? () => {
              painted += 1;
            }
          : key === "fillRect"
            ? () => alphas.push(Number(target.globalAlpha))
            : (target[key as string] ?? (() => undefined)),
      set: (target, key, value) => {
        target[key as string] = value;
        return true;
      },
    });
    return { width, height, getContext: () => context } as unknown as HTMLCanvasElement;
  });
  return { layer, painted: () => painted, alphas };
}

const sceneSelecting = (selectedFloorUuid: string) =>
  buildMapScene({
    mode: "building",
    floors: [canvasFloor({ uuid: "first", level: 1 }), canvasFloor({ uuid: "ground", level: 0 })],
    selectedFloorUuid,
    rotation: 1,
    esls: [],
  });
const scene = sceneSelecting("ground");
const image = {} as CanvasImageSource;
const imageOf = () => image;

describe("the plans' layer", () => {
  it("is painted at rest, lower floor first, the others faded, covering every plan at the view's scale", () => {
    const { layer, painted, alphas } = countingLayer();
    expect(layer.layerOf(scene, { scale: 0.5, pixelRatio: 2 }, imageOf, null, false)).toBeNull();
    const painting = layer.layerOf(scene, { scale: 0.5, pixelRatio: 2 }, imageOf, null, true);
    expect(painted()).toBe(1);
    expect(alphas).toEqual([1, 0.35]);
    expect(painting?.left).toBeLessThanOrEqual(scene.bounds.minX);
    expect(painting?.canvas.width).toBeGreaterThanOrEqual((scene.bounds.maxX - scene.bounds.minX) * 0.5 * 2);
    expect(painting?.canvas.height).toBeGreaterThanOrEqual((scene.bounds.maxY - scene.bounds.minY) * 0.5 * 2);
  });

  it("is kept while the view pans, stretched while it zooms, painted anew at rest", () => {
    const { layer, painted } = countingLayer();
    const first = layer.layerOf(scene, { scale: 0.5, pixelRatio: 1 }, imageOf, null, true);
    expect(layer.layerOf(scene, { scale: 0.5, pixelRatio: 1 }, imageOf, null, true)).toBe(first);
    expect(layer.layerOf(scene, { scale: 0.8, pixelRatio: 1 }, imageOf, null, false)).toBe(first);
    expect(painted()).toBe(1);
    expect(layer.layerOf(scene, { scale: 0.8, pixelRatio: 1 }, imageOf, null, true)?.scale).toBe(0.8);
    expect(painted()).toBe(2);
  });

  it("is painted again for another plan image, coverage or selected floor, and not for a scale too deep", () => {
    const { layer } = countingLayer();
    layer.layerOf(scene, { scale: 0.5, pixelRatio: 1 }, () => null, null, true);
    expect(layer.layerOf(scene, { scale: 0.5, pixelRatio: 1 }, imageOf, null, false)).toBeNull();
    const coverage = {} as CanvasImageSource;
    expect(layer.layerOf(scene, { scale: 0.5, pixelRatio: 1 }, imageOf, coverage, true)).not.toBeNull();
    expect(layer.layerOf(sceneSelecting("first"), { scale: 0.5, pixelRatio: 1 }, imageOf, coverage, false)).toBeNull();
    expect(layer.layerOf(scene, { scale: 40, pixelRatio: 2 }, imageOf, coverage, true)).toBeNull();
    // The layer kept still stretches while the view moves.
    expect(layer.layerOf(scene, { scale: 40, pixelRatio: 1 }, imageOf, coverage, false)?.scale).toBe(0.5);
  });
});
