import type { MapLegendEntry, MapMode, MapRotation } from "@ondine/domain";
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { MapCanvas } from "../../../../apps/web/src/features/maps/canvas/map-canvas";
import type { MarkerHover } from "../../../../apps/web/src/features/maps/canvas/map-canvas-props";
import { benchSite } from "./bench-floor";

/** What the bench (map-canvas-bench.ts) reads back, in the page's clock (ms since navigation). */
interface BenchClock {
  mountAt: number;
  firstDrawAt: number | null;
  planDrawnAt: number | null;
  drawnMarkers: number;
  drawMs: number[];
  frames: number[] | null;
  startFrames(): void;
  stopFrames(): number[];
  panAndZoom(seconds: number): Promise<void>;
  hoverTimes(count: number): number[];
}

/**
 * How long the canvas takes to answer a mouse moving over it (hit-test of
 * every marker through its grid, and telling the screen), event by event,
 * at `count` places spread over the canvas.
 */
function hoverTimes(count: number): number[] {
  const canvas = document.querySelector("canvas");
  if (!canvas) throw new Error("no canvas");
  const box = canvas.getBoundingClientRect();
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    // A fixed scatter (golden-ratio steps), the same every run.
    const clientX = box.left + ((i * 0.618034) % 1) * box.width;
    const clientY = box.top + ((i * 0.381966 + 0.5) % 1) * box.height;
    const event = new PointerEvent("pointermove", {
      pointerId: 1,
      pointerType: "mouse",
      clientX,
      clientY,
      bubbles: true,
    });
    const start = performance.now();
    canvas.dispatchEvent(event);
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * A user exploring the floor for `seconds`: dragging in a circle while the
 * wheel zooms in and out by turns, as events at a mouse's pace (125 a second)
 * sent to the canvas, so that the view changes before every frame.
 */
function panAndZoom(seconds: number): Promise<void> {
  const canvas = document.querySelector("canvas");
  if (!canvas) return Promise.reject(new Error("no canvas"));
  const box = canvas.getBoundingClientRect();
  const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  const at = (elapsed: number) => {
    const angle = (elapsed / 1000) * Math.PI * 1.5;
    return { clientX: centre.x + Math.cos(angle) * 150, clientY: centre.y + Math.sin(angle) * 150 };
  };
  const pointer = { pointerId: 7, pointerType: "mouse", isPrimary: true, bubbles: true };
  canvas.dispatchEvent(new PointerEvent("pointerdown", { ...pointer, button: 0, buttons: 1, ...at(0) }));
  const start = performance.now();
  let wheelAt = 0;
  return new Promise((done) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - start;
      if (elapsed >= seconds * 1000) {
        clearInterval(timer);
        canvas.dispatchEvent(new PointerEvent("pointerup", { ...pointer, button: 0, buttons: 0, ...at(elapsed) }));
        done();
        return;
      }
      canvas.dispatchEvent(new PointerEvent("pointermove", { ...pointer, buttons: 1, ...at(elapsed) }));
      if (elapsed - wheelAt >= 50) {
        wheelAt = elapsed;
        // Half a second in, half a second out.
        const zoomingIn = Math.floor(elapsed / 500) % 2 === 0;
        canvas.dispatchEvent(
          new WheelEvent("wheel", { deltaY: zoomingIn ? -30 : 30, bubbles: true, cancelable: true, ...at(elapsed) }),
        );
      }
    }, 8);
  });
}

const query = new URLSearchParams(location.search);
const number = (name: string, fallback: number) => Number(query.get(name) ?? fallback);
const mode: MapMode = query.get("mode") === "building" ? "building" : "floor";
const site = benchSite({
  accessPoints: number("aps", 300),
  switches: number("switches", 10),
  esls: number("esls", 1000),
  floors: number("floors", 1),
  width: number("width", 1200),
  height: number("height", 840),
  planUrl: "/bench-plan.svg?v=1",
});
// --no-plan: the floors without a plan image (an outline), to tell the plan's cost from the markers'.
if (query.has("noplan")) for (const floor of site.floors) floor.plan = null;
const hidden = new Set<MapLegendEntry>();
const coverage = query.has("coverage");

const clock: BenchClock = {
  mountAt: 0,
  firstDrawAt: null,
  planDrawnAt: null,
  drawnMarkers: 0,
  drawMs: [],
  frames: null,
  startFrames() {
    const frames: number[] = [];
    clock.frames = frames;
    clock.drawMs = [];
    const tick = (now: number) => {
      if (clock.frames !== frames) return;
      frames.push(now);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  },
  stopFrames() {
    const frames = clock.frames ?? [];
    clock.frames = null;
    return frames.slice(1).map((at, i) => at - (frames[i] ?? at));
  },
  panAndZoom,
  hoverTimes,
};
(window as unknown as { benchClock: BenchClock }).benchClock = clock;

// Every draw writes its figures on the canvas (data-*): read here as they change.
new MutationObserver((mutations) => {
  const now = performance.now();
  for (const mutation of mutations) {
    const canvas = mutation.target as HTMLCanvasElement;
    if (mutation.attributeName === "data-drawn-markers") {
      clock.drawnMarkers = Number(canvas.dataset.drawnMarkers);
      if (clock.firstDrawAt === null && clock.drawnMarkers > 0) clock.firstDrawAt = now;
    }
    if (
      mutation.attributeName === "data-drawn-plans" &&
      clock.planDrawnAt === null &&
      canvas.dataset.drawnPlans !== "0"
    ) {
      clock.planDrawnAt = now;
    }
    if (mutation.attributeName === "data-draw-ms") clock.drawMs.push(Number(canvas.dataset.drawMs));
  }
}).observe(document.body, {
  subtree: true,
  attributes: true,
  attributeFilter: ["data-drawn-markers", "data-drawn-plans", "data-draw-ms"],
});

/** The screen's part, as the maps screen plays it: it owns the zoom and the hover. */
function BenchScreen() {
  const [zoom, setZoom] = useState(1);
  const [hover, setHover] = useState<MarkerHover | null>(null);
  const [rotation] = useState<MapRotation>((number("rotation", 0) % 4) as MapRotation);
  return (
    <div style={{ position: "relative", height: "100%" }}>
      <MapCanvas
        mode={mode}
        floors={site.floors}
        selectedFloorUuid="floor-0"
        rotation={rotation}
        zoom={zoom}
        onZoomChange={setZoom}
        esls={site.esls}
        hidden={hidden}
        coverage={coverage}
        highlightedId={query.has("highlight") ? number("highlight", 0) : null}
        onHover={setHover}
        onSelect={() => undefined}
        label="Bench floor"
      />
      {hover && (
        <output
          style={{ position: "absolute", left: hover.x + 12, top: hover.y, background: "#fff", pointerEvents: "none" }}
        >
          {hover.equipment.tag} · {hover.esls.length}
        </output>
      )}
    </div>
  );
}

const root = document.getElementById("root");
if (!root) throw new Error("no #root");
clock.mountAt = performance.now();
createRoot(root).render(<BenchScreen />);
