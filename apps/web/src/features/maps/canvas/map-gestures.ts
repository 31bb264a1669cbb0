import { mapZoomStep } from "@ondine/domain";

/** What the pointer, wheel and keyboard ask of the map, in CSS pixels of the canvas. */
export interface MapGestureHandlers {
  pan(dx: number, dy: number): void;
  /** About (x, y); about the canvas's centre without one (keyboard). */
  zoomBy(factor: number, at: { x: number; y: number } | null): void;
  /** A press released where it started: a click or a tap. */
  tap(x: number, y: number): void;
  /** A mouse or pen moving over the canvas with no button down. */
  hover(x: number, y: number): void;
  leave(): void;
  /** Some pointer is dragging or pinching: a hover card would be misplaced. */
  dragStart(): void;
  dragEnd(): void;
}

/** A press that moves less than this is still a click or a tap. */
const tapSlop = 5;
/** Arrow keys pan by this many CSS pixels. */
const keyboardPan = 64;
/** Wheel pixels to zoom factor: a notch of 100 px zooms by about 1.22. */
const wheelZoomRate = 0.002;

/**
 * Turns the canvas's pointer, wheel, double-click and key events into pans,
 * zooms, taps and hovers: one pointer drags, two pinch, a wheel or a
 * double-click zooms about the cursor, arrows pan and +/- zoom. Returns the
 * function that detaches them.
 */
export function attachMapGestures(canvas: HTMLCanvasElement, handlers: MapGestureHandlers): () => void {
  const pointers = new Map<number, { x: number; y: number }>();
  let downAt = { x: 0, y: 0 };
  let dragging = false;
  let pinched = false;

  const local = (event: MouseEvent) => {
    const rect = canvas.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };
  const startDrag = () => {
    if (dragging) return;
    dragging = true;
    handlers.dragStart();
  };

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    const at = local(event);
    try {
      canvas.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not know (a synthetic event) cannot be captured; it still pans.
    }
    pointers.set(event.pointerId, at);
    if (pointers.size === 1) {
      downAt = at;
      dragging = false;
      pinched = false;
    } else {
      pinched = true;
      startDrag();
    }
  };

  const onPointerMove = (event: PointerEvent) => {
    const at = local(event);
    const previous = pointers.get(event.pointerId);
    if (!previous) {
      if (event.pointerType !== "touch") handlers.hover(at.x, at.y);
      return;
    }
    if (pointers.size === 1) {
      if (!dragging && Math.hypot(at.x - downAt.x, at.y - downAt.y) > tapSlop) startDrag();
      pointers.set(event.pointerId, at);
      if (dragging) handlers.pan(at.x - previous.x, at.y - previous.y);
      return;
    }
    // Two pointers: zoom by how much they spread, about their middle, and pan as the middle moves.
    const other = [...pointers].find(([id]) => id !== event.pointerId)?.[1];
    pointers.set(event.pointerId, at);
    if (!other) return;
    const before = Math.hypot(previous.x - other.x, previous.y - other.y);
    const after = Math.hypot(at.x - other.x, at.y - other.y);
    const middleBefore = { x: (previous.x + other.x) / 2, y: (previous.y + other.y) / 2 };
    if (before > 0 && after > 0) handlers.zoomBy(after / before, middleBefore);
    handlers.pan((at.x + other.x) / 2 - middleBefore.x, (at.y + other.y) / 2 - middleBefore.y);
  };

  const onPointerEnd = (event: PointerEvent) => {
    if (!pointers.delete(event.pointerId)) return;
    if (canvas.hasPointerCapture?.(event.pointerId)) canvas.releasePointerCapture(event.pointerId);
    if (pointers.size > 0) return;
    const at = local(event);
    if (event.type === "pointerup" && !dragging && !pinched) handlers.tap(at.x, at.y);
    if (dragging) {
      dragging = false;
      handlers.dragEnd();
    }
    if (event.pointerType !== "touch" && event.type === "pointerup") handlers.hover(at.x, at.y);
  };

  const onPointerLeave = () => {
    if (pointers.size === 0) handlers.leave();
  };

  const onWheel = (event: WheelEvent) => {
    event.preventDefault();
    const unit = event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? canvas.clientHeight || 800 : 1;
    handlers.zoomBy(Math.exp(-event.deltaY * unit * wheelZoomRate), local(event));
  };

  const onDoubleClick = (event: MouseEvent) => {
    event.preventDefault();
    handlers.zoomBy(mapZoomStep, local(event));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    switch (event.key) {
      case "ArrowLeft":
        handlers.pan(keyboardPan, 0);
        break;
      case "ArrowRight":
        handlers.pan(-keyboardPan, 0);
        break;
      case "ArrowUp":
        handlers.pan(0, keyboardPan);
        break;
      case "ArrowDown":
        handlers.pan(0, -keyboardPan);
        break;
      case "+":
      case "=":
        handlers.zoomBy(mapZoomStep, null);
        break;
      case "-":
      case "_":
        handlers.zoomBy(1 / mapZoomStep, null);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const listeners: [string, EventListener, AddEventListenerOptions?][] = [
    ["pointerdown", onPointerDown as EventListener],
    ["pointermove", onPointerMove as EventListener],
    ["pointerup", onPointerEnd as EventListener],
    ["pointercancel", onPointerEnd as EventListener],
    ["pointerleave", onPointerLeave],
    // Not passive: the page must not scroll while the map zooms.
    ["wheel", onWheel as EventListener, { passive: false }],
    ["dblclick", onDoubleClick as EventListener],
    ["keydown", onKeyDown as EventListener],
  ];
  for (const [type, listener, options] of listeners) canvas.addEventListener(type, listener, options);
  return () => {
    for (const [type, listener] of listeners) canvas.removeEventListener(type, listener);
  };
}
