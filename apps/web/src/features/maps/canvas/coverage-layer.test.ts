import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CoverageLayer } from "./coverage-layer";
import { canvasFloor, equipmentItem } from "./map-canvas-fixtures";

let imagesPut = 0;

beforeEach(() => {
  imagesPut = 0;
  // jsdom has no 2D context: one that takes the estimate's pixels.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation((() => ({
    createImageData: (width: number, height: number) => ({ data: new Uint8ClampedArray(width * height * 4) }),
    putImageData: () => {
      imagesPut += 1;
    },
  })) as never);
});
afterEach(() => vi.restoreAllMocks());

const floor = canvasFloor({
  equipment: [equipmentItem(1, { position: { x: 200, y: 200 } }), equipmentItem(2, { position: { x: 800, y: 500 } })],
});

describe("the coverage layer", () => {
  it("computes the selected floor's estimate between frames, then says it is ready", async () => {
    const onReady = vi.fn();
    const layer = new CoverageLayer(onReady);
    layer.show(floor);
    expect(layer.current).toBeNull();
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(layer.current).toBeInstanceOf(HTMLCanvasElement);
    expect((layer.current as HTMLCanvasElement).width).toBe(125);
    layer.destroy();
  });

  it("keeps each estimate: the same floor and access points again are not computed again", async () => {
    const onReady = vi.fn();
    const layer = new CoverageLayer(onReady);
    layer.show(floor);
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    const first = layer.current;
    layer.show(null);
    expect(layer.current).toBeNull();
    // A live update with the same radiating access points (another array, another state elsewhere).
    layer.show({
      ...floor,
      equipment: [...floor.equipment, equipmentItem(3, { state: "unreachable", is_reachable: false })],
    });
    expect(layer.current).toBe(first);
    expect(imagesPut).toBe(1);
    layer.destroy();
  });

  it("keeps the floor's previous estimate shown while a new one is computed, none for another floor", async () => {
    const onReady = vi.fn();
    const layer = new CoverageLayer(onReady);
    layer.show(floor);
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    const first = layer.current;
    layer.show({ ...floor, equipment: [equipmentItem(1, { position: { x: 300, y: 200 } })] });
    expect(layer.current).toBe(first);
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(2));
    expect(layer.current).not.toBe(first);
    layer.show(canvasFloor({ uuid: "first", equipment: floor.equipment }));
    expect(layer.current).toBeNull();
    layer.destroy();
  });
});
