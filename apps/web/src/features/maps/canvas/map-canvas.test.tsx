import { fitScale, floorPlanSize, type MapLegendEntry, projectedBounds } from "@ondine/domain";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { MapCanvas } from "./map-canvas";
import { canvasFloor, equipmentItem, eslRow } from "./map-canvas-fixtures";
import type { MapCanvasProps } from "./map-canvas-props";

/** jsdom draws nothing: a 2D context that accepts every call and measures text roughly. */
function fakeContext(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const calls = new Map<string, (...args: unknown[]) => unknown>([
    ["measureText", (text) => ({ width: String(text).length * 6 })],
    ["createImageData", (width, height) => ({ data: new Uint8ClampedArray(Number(width) * Number(height) * 4) })],
  ]);
  const state: Record<string | symbol, unknown> = { canvas };
  return new Proxy(state, {
    get: (target, key) => (key in target ? target[key] : (calls.get(String(key)) ?? (() => undefined))),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
}

const viewport = { width: 800, height: 600 };

/** A ResizeObserver that sees the canvas at 800 x 600 as soon as it observes it. */
class SizedResizeObserver {
  private readonly callback: ResizeObserverCallback;
  constructor(callback: ResizeObserverCallback) {
    this.callback = callback;
  }
  observe(target: Element) {
    this.callback(
      [{ target, contentRect: { ...viewport, x: 0, y: 0 } } as unknown as ResizeObserverEntry],
      this as never,
    );
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (this: HTMLCanvasElement) {
    return fakeContext(this);
  } as never);
  vi.stubGlobal("ResizeObserver", SizedResizeObserver);
});
afterEach(() => vi.restoreAllMocks());

const centreAp = equipmentItem(1, { position: { x: 500, y: 350 }, mac: "00:00:00:00:00:01", connected_stations: 12 });
const cornerAp = equipmentItem(2, { position: { x: 100, y: 100 } });
const aSwitch = equipmentItem(3, { category: "switch", state: "planned", position: { x: 900, y: 600 } });
const ground = canvasFloor({ equipment: [centreAp, cornerAp, aSwitch, equipmentItem(4, { state: "spare" })] });
const esls = [eslRow("00:00:00:00:00:01", 1), eslRow("00:00:00:00:00:01", 2)];
const fitted = fitScale(projectedBounds("floor", [{ plan: floorPlanSize, level: 0 }], 0), viewport);
/** Where a plan point of the (flat, plan-less) floor lands at the fitted scale. */
const onScreen = (x: number, y: number, scale = fitted) => ({
  clientX: viewport.width / 2 + (x - floorPlanSize.width / 2) * scale,
  clientY: viewport.height / 2 + (y - floorPlanSize.height / 2) * scale,
});

function renderCanvas(overrides: Partial<MapCanvasProps> = {}) {
  const props: MapCanvasProps = {
    mode: "floor",
    floors: [ground],
    selectedFloorUuid: "ground",
    rotation: 0,
    zoom: 1,
    onZoomChange: vi.fn(),
    esls,
    hidden: new Set<MapLegendEntry>(),
    coverage: false,
    highlightedId: null,
    onHover: vi.fn(),
    onSelect: vi.fn(),
    label: "Ground floor map",
    ...overrides,
  };
  const view = render(<MapCanvas {...props} />);
  const canvas = screen.getByRole("img", { name: "Ground floor map" });
  return {
    props,
    canvas,
    rerender: (changes: Partial<MapCanvasProps>) => view.rerender(<MapCanvas {...props} {...changes} />),
  };
}

const drawn = (canvas: HTMLElement) => Number(canvas.dataset.drawnMarkers ?? 0);

describe("the map canvas", () => {
  it("draws the floor fitted to its size, every marker but spare, and the shelf labels", async () => {
    const { canvas } = renderCanvas();
    await waitFor(() => expect(drawn(canvas)).toBe(3 + 2));
    expect(Number(canvas.dataset.scale)).toBeCloseTo(fitted, 3);
    expect(canvas).toHaveAttribute("tabindex", "0");
  });

  it("draws the floor's plan, loaded from the API, once decoded", async () => {
    // jsdom neither loads nor decodes images: this one decodes at once.
    const decode = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLImageElement.prototype, "decode", { configurable: true, value: decode });
    onTestFinished(() => {
      Reflect.deleteProperty(HTMLImageElement.prototype, "decode");
    });
    const plan = {
      url: "/monitoring/floors/ground/plan?v=abc",
      width: 1200,
      height: 800,
      wall_attenuation_db: 5,
      metres_per_unit: 0.05,
    };
    const { canvas } = renderCanvas({ floors: [{ ...ground, plan }] });
    await waitFor(() => expect(canvas.dataset.drawnPlans).toBe("1"));
    const image = decode.mock.contexts[0] as unknown as HTMLImageElement;
    expect(image.getAttribute("src")).toBe(`/api${plan.url}`);
  });

  it("draws again only for what it draws, not for the screen's other renders", async () => {
    const { canvas, rerender } = renderCanvas();
    await waitFor(() => expect(drawn(canvas)).toBe(5));
    await new Promise((settled) => setTimeout(settled, 200));
    const frames = vi.spyOn(window, "requestAnimationFrame");
    rerender({ onHover: vi.fn(), onSelect: vi.fn(), label: "Ground floor map" });
    expect(frames).not.toHaveBeenCalled();
    rerender({ hidden: new Set(["switch"]) });
    expect(frames).toHaveBeenCalledTimes(1);
  });

  it("hides what the legend hides", async () => {
    const { canvas, rerender } = renderCanvas();
    await waitFor(() => expect(drawn(canvas)).toBe(5));
    rerender({ hidden: new Set(["shelfLabel", "notSupervised"]) });
    await waitFor(() => expect(drawn(canvas)).toBe(2));
  });

  it("tells what the pointer rests on, with its shelf labels, and nothing off the markers", async () => {
    const onHover = vi.fn();
    const { canvas } = renderCanvas({ onHover });
    await waitFor(() => expect(drawn(canvas)).toBe(5));
    fireEvent.pointerMove(canvas, { ...onScreen(501, 351), pointerType: "mouse" });
    expect(onHover).toHaveBeenLastCalledWith({
      equipment: centreAp,
      esls,
      x: onScreen(500, 350).clientX,
      y: onScreen(500, 350).clientY,
    });
    fireEvent.pointerMove(canvas, { ...onScreen(100, 100), pointerType: "mouse" });
    expect(onHover).toHaveBeenLastCalledWith(expect.objectContaining({ equipment: cornerAp, esls: [] }));
    fireEvent.pointerMove(canvas, { ...onScreen(300, 500), pointerType: "mouse" });
    expect(onHover).toHaveBeenLastCalledWith(null);
    expect(onHover).toHaveBeenCalledTimes(3);
  });

  it("selects the marker clicked", async () => {
    const onSelect = vi.fn();
    const { canvas } = renderCanvas({ onSelect });
    await waitFor(() => expect(drawn(canvas)).toBe(5));
    const at = onScreen(900, 600);
    fireEvent.pointerDown(canvas, { ...at, pointerId: 1, pointerType: "mouse", button: 0 });
    fireEvent.pointerUp(canvas, { ...at, pointerId: 1, pointerType: "mouse", button: 0 });
    expect(onSelect).toHaveBeenCalledWith(aSwitch);
  });

  it("zooms with the wheel about the cursor, within the mode's limits", async () => {
    const onZoomChange = vi.fn();
    const onHover = vi.fn();
    const { canvas } = renderCanvas({ onZoomChange, onHover });
    await waitFor(() => expect(drawn(canvas)).toBe(5));
    fireEvent.wheel(canvas, { deltaY: -100, ...onScreen(100, 100) });
    await waitFor(() => expect(onZoomChange).toHaveBeenLastCalledWith(expect.closeTo(Math.exp(0.2), 6)));
    fireEvent.wheel(canvas, { deltaY: -5000, ...onScreen(100, 100) });
    await waitFor(() => expect(onZoomChange).toHaveBeenLastCalledWith(2));
    await waitFor(() => expect(Number(canvas.dataset.scale)).toBeCloseTo(fitted * 2, 3));
    // The access point under the cursor stayed under it.
    fireEvent.pointerMove(canvas, { ...onScreen(100, 100), pointerType: "mouse" });
    const { x, y } = onHover.mock.lastCall?.[0] ?? {};
    expect(x).toBeCloseTo(onScreen(100, 100).clientX, 3);
    expect(y).toBeCloseTo(onScreen(100, 100).clientY, 3);
  });

  it("zooms about the centre when the screen changes the zoom, and fits again in another mode", async () => {
    const onZoomChange = vi.fn();
    const { canvas, rerender } = renderCanvas({ onZoomChange });
    await waitFor(() => expect(drawn(canvas)).toBe(5));
    rerender({ zoom: 1.5 });
    await waitFor(() => expect(Number(canvas.dataset.scale)).toBeCloseTo(fitted * 1.5, 3));
    expect(onZoomChange).not.toHaveBeenCalled();
    rerender({ zoom: 1.5, mode: "building" });
    await waitFor(() => expect(onZoomChange).toHaveBeenCalledWith(1));
  });

  it("centres the highlighted equipment", async () => {
    const onHover = vi.fn();
    const { canvas, rerender } = renderCanvas({ onHover, zoom: 2 });
    await waitFor(() => expect(drawn(canvas)).toBeGreaterThan(0));
    rerender({ highlightedId: 2 });
    await waitFor(() => {
      fireEvent.pointerMove(canvas, {
        clientX: viewport.width / 2,
        clientY: viewport.height / 2,
        pointerType: "mouse",
      });
      expect(onHover).toHaveBeenLastCalledWith(expect.objectContaining({ equipment: cornerAp }));
    });
  });
});
