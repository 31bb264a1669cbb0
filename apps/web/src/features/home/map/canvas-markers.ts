import L from "leaflet";
import type { MapPoint } from "./map-points";
import { inDrawingOrder, type PlacedMarker, topMarkerAt } from "./marker-places";
import { MarkerSprites } from "./marker-sprites";

export interface CanvasMarkersEvents {
  /** A click on a marker (not the end of a drag). */
  onActivate: (point: MapPoint) => void;
  /** The pointer came onto a marker, or left them all (null). */
  onHover: (point: MapPoint | null) => void;
  /** Every marker given is drawn (their count). */
  onDrawn: (count: number) => void;
}

/** The map's markers on one canvas: hovered and clicked by their drawn box. */
export interface CanvasMarkers extends L.Layer {
  setPoints(points: readonly MapPoint[]): void;
}

/** What the layer reads of Leaflet's canvas renderer (1.9) and keeps of its own. */
interface CanvasMarkersLayer {
  _map: L.Map | undefined;
  _ctx: CanvasRenderingContext2D | undefined;
  _container: HTMLCanvasElement;
  _bounds: L.Bounds | undefined;
  _redrawBounds: L.Bounds | null;
  _redrawRequest: number | null;
  _postponeUpdatePaths: boolean | undefined;
  _redraw(): void;
  _draw(): void;
  _clear(): void;
  _fireEvent(layers: false, event: Event): void;
  fire(type: string): void;

  events: CanvasMarkersEvents;
  sprites: MarkerSprites;
  ordered: MapPoint[];
  placed: PlacedMarker[];
  hoveredKey: string | null;
  placeAll(): void;
  drawAll(): void;
  hover(point: MapPoint | null): void;
}

type Method = (this: CanvasMarkersLayer, ...args: never[]) => unknown;
const canvas = L.Canvas.prototype as unknown as Record<string, Method>;
const renderer = L.Renderer.prototype as unknown as Record<string, Method>;
const call = (method: Method | undefined, layer: CanvasMarkersLayer, ...args: unknown[]) =>
  (method as (this: CanvasMarkersLayer, ...args: unknown[]) => unknown).apply(layer, args);

/** Room beyond the canvas's edges within which a marker is still drawn (its largest box). */
const drawMargin = 40;

const isDragging = (map: L.Map) => (map.dragging as L.Handler & { moved?: () => boolean }).moved?.() === true;

/**
 * Leaflet's canvas renderer, drawing markers rather than paths: it keeps
 * the canvas sized and placed with the view and scales it through zooms;
 * this draws every marker as a copy of its look's sprite (marker-sprites.ts),
 * in one pass, the most alarming on top (marker-places.ts), and finds the
 * marker under the pointer by its box. Thousands of sites are placed in a
 * few milliseconds, with no element per marker.
 */
const CanvasMarkersClass: new (events: CanvasMarkersEvents) => CanvasMarkers = L.Canvas.extend({
  initialize(this: CanvasMarkersLayer, events: CanvasMarkersEvents) {
    call(canvas.initialize, this, { padding: 0.2 });
    this.events = events;
    this.sprites = new MarkerSprites(L.Browser.retina ? 2 : 1);
    this.ordered = [];
    this.placed = [];
    this.hoveredKey = null;
  },

  setPoints(this: CanvasMarkersLayer, points: readonly MapPoint[]) {
    this.ordered = inDrawingOrder(points);
    this.placeAll();
    this.drawAll();
  },

  placeAll(this: CanvasMarkersLayer) {
    const map = this._map;
    if (!map) return;
    this.placed = this.ordered.map((point) => {
      const { x, y } = map.latLngToLayerPoint([point.latitude, point.longitude]);
      return { point, x, y };
    });
  },

  drawAll(this: CanvasMarkersLayer) {
    if (!this._map) return;
    this._redrawBounds = null;
    this._redrawRequest = this._redrawRequest ?? L.Util.requestAnimFrame(this._redraw, this);
  },

  onAdd(this: CanvasMarkersLayer) {
    call(renderer.onAdd, this);
    this.placeAll();
    this._redraw();
  },

  // Without a 2D context (a test's DOM), places and hits still hold; nothing is painted.
  _update(this: CanvasMarkersLayer) {
    if (this._ctx) return call(canvas._update, this);
    call(renderer._update, this);
    this.fire("update");
  },

  // The view moved or zoomed: every marker's place in the new layer pixels, all drawn again.
  _updatePaths(this: CanvasMarkersLayer) {
    if (this._postponeUpdatePaths) return;
    this.placeAll();
    this._redrawBounds = null;
    this._redraw();
  },

  _redraw(this: CanvasMarkersLayer) {
    this._redrawRequest = null;
    if (this._ctx) this._clear();
    this._draw();
    this._redrawBounds = null;
  },

  _draw(this: CanvasMarkersLayer) {
    const context = this._ctx;
    const { min, max } = this._bounds ?? {};
    if (context && min && max) {
      for (const { point, x, y } of this.placed) {
        if (x < min.x - drawMargin || x > max.x + drawMargin || y < min.y - drawMargin || y > max.y + drawMargin) {
          continue;
        }
        const sprite = this.sprites.spriteOf(point);
        if (sprite) {
          context.drawImage(
            sprite.image,
            Math.round(x + sprite.left),
            Math.round(y + sprite.top),
            sprite.width,
            sprite.height,
          );
        }
      }
    }
    this.events.onDrawn(this.placed.length);
  },

  _onClick(this: CanvasMarkersLayer, event: MouseEvent) {
    const map = this._map;
    if (!map) return;
    if (event.type === "click" && !isDragging(map)) {
      const { x, y } = map.mouseEventToLayerPoint(event);
      const marker = topMarkerAt(this.placed, x, y);
      if (marker) this.events.onActivate(marker.point);
    }
    // The map still hears it: a double click zooms in, a drag starts.
    this._fireEvent(false, event);
  },

  _onMouseMove(this: CanvasMarkersLayer, event: MouseEvent) {
    const map = this._map as (L.Map & { _animatingZoom?: boolean }) | undefined;
    if (!map || isDragging(map) || map._animatingZoom) return;
    const { x, y } = map.mouseEventToLayerPoint(event);
    this.hover(topMarkerAt(this.placed, x, y)?.point ?? null);
    this._fireEvent(false, event);
  },

  _handleMouseOut(this: CanvasMarkersLayer) {
    this.hover(null);
  },

  hover(this: CanvasMarkersLayer, point: MapPoint | null) {
    const key = point?.key ?? null;
    if (key === this.hoveredKey) return;
    this.hoveredKey = key;
    const container = this._container;
    if (point) {
      L.DomUtil.addClass(container, "leaflet-interactive");
      container.title = point.name;
    } else {
      L.DomUtil.removeClass(container, "leaflet-interactive");
      container.removeAttribute("title");
    }
    this.events.onHover(point);
  },
});

export function createCanvasMarkers(events: CanvasMarkersEvents): CanvasMarkers {
  return new CanvasMarkersClass(events);
}
