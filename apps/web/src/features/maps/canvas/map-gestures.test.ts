import { mapZoomStep } from "@ondine/domain";
import { fireEvent } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attachMapGestures, type MapGestureHandlers } from "./map-gestures";

let canvas: HTMLCanvasElement;
let handlers: { [K in keyof MapGestureHandlers]: ReturnType<typeof vi.fn> };
let detach: () => void;

beforeEach(() => {
  canvas = document.createElement("canvas");
  document.body.append(canvas);
  handlers = {
    pan: vi.fn(),
    zoomBy: vi.fn(),
    tap: vi.fn(),
    hover: vi.fn(),
    leave: vi.fn(),
    dragStart: vi.fn(),
    dragEnd: vi.fn(),
  };
  detach = attachMapGestures(canvas, handlers as unknown as MapGestureHandlers);
});
afterEach(() => {
  detach();
  canvas.remove();
});

const touch = (
  type: "pointerDown" | "pointerMove" | "pointerUp",
  pointerId: number,
  clientX: number,
  clientY: number,
) => fireEvent[type](canvas, { pointerId, clientX, clientY, pointerType: "touch" });

describe("the map's gestures", () => {
  it("pans by dragging, and a press that barely moves is a tap", () => {
    touch("pointerDown", 1, 100, 100);
    touch("pointerMove", 1, 102, 101);
    touch("pointerUp", 1, 102, 101);
    expect(handlers.tap).toHaveBeenCalledWith(102, 101);
    expect(handlers.pan).not.toHaveBeenCalled();

    touch("pointerDown", 1, 100, 100);
    touch("pointerMove", 1, 130, 90);
    touch("pointerMove", 1, 140, 95);
    touch("pointerUp", 1, 140, 95);
    expect(handlers.dragStart).toHaveBeenCalledTimes(1);
    expect(handlers.pan.mock.calls).toEqual([
      [30, -10],
      [10, 5],
    ]);
    expect(handlers.dragEnd).toHaveBeenCalledTimes(1);
    expect(handlers.tap).toHaveBeenCalledTimes(1);
  });

  it("zooms by pinching about the fingers' middle", () => {
    touch("pointerDown", 1, 100, 100);
    touch("pointerDown", 2, 200, 100);
    touch("pointerMove", 2, 300, 100);
    expect(handlers.zoomBy).toHaveBeenCalledWith(2, { x: 150, y: 100 });
    expect(handlers.pan).toHaveBeenCalledWith(50, 0);
    touch("pointerUp", 2, 300, 100);
    touch("pointerUp", 1, 100, 100);
    expect(handlers.tap).not.toHaveBeenCalled();
  });

  it("hovers with a mouse, zooms with the wheel and a double click about the cursor", () => {
    fireEvent.pointerMove(canvas, { clientX: 40, clientY: 50, pointerType: "mouse" });
    expect(handlers.hover).toHaveBeenCalledWith(40, 50);
    fireEvent.pointerLeave(canvas, { pointerType: "mouse" });
    expect(handlers.leave).toHaveBeenCalled();
    const wheel = new WheelEvent("wheel", { deltaY: 100, clientX: 10, clientY: 20, cancelable: true });
    canvas.dispatchEvent(wheel);
    expect(wheel.defaultPrevented).toBe(true);
    expect(handlers.zoomBy).toHaveBeenLastCalledWith(expect.closeTo(Math.exp(-0.2), 9), { x: 10, y: 20 });
    fireEvent.doubleClick(canvas, { clientX: 5, clientY: 6 });
    expect(handlers.zoomBy).toHaveBeenLastCalledWith(mapZoomStep, { x: 5, y: 6 });
  });

  it("pans with the arrows and zooms with + and - about the centre", () => {
    fireEvent.keyDown(canvas, { key: "ArrowRight" });
    expect(handlers.pan).toHaveBeenLastCalledWith(-64, 0);
    fireEvent.keyDown(canvas, { key: "ArrowUp" });
    expect(handlers.pan).toHaveBeenLastCalledWith(0, 64);
    fireEvent.keyDown(canvas, { key: "+" });
    expect(handlers.zoomBy).toHaveBeenLastCalledWith(mapZoomStep, null);
    fireEvent.keyDown(canvas, { key: "-" });
    expect(handlers.zoomBy).toHaveBeenLastCalledWith(1 / mapZoomStep, null);
    fireEvent.keyDown(canvas, { key: "a" });
    expect(handlers.zoomBy).toHaveBeenCalledTimes(2);
  });
});
