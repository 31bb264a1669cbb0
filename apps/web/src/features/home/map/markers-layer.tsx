import type L from "leaflet";
import { type MouseEvent, useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useMap, useMapEvents } from "react-leaflet";
import { type CanvasMarkers, createCanvasMarkers } from "./canvas-markers";
import classes from "./home-map.module.css";
import type { MapPoint } from "./map-points";
import { alarmRank } from "./marker-colours";
import { markerBox, type PlacedMarker } from "./marker-places";

export interface MarkerHover {
  point: MapPoint;
  /** Where the marker is, in pixels from the map's top left corner. */
  x: number;
  y: number;
  /** Where the card goes: to the right of the marker, or left near the map's right edge. */
  side: "left" | "right";
}

/** The width a hover card needs to the right of its marker. */
const hoverCardRoom = 280;

/**
 * Markers in view up to this many are also buttons, reached with Tab (the
 * hover card shows on focus, Enter does what a click does). With more in
 * view, Tab would cross hundreds of them: the select above the map reaches
 * every site or building, and zooming in brings the buttons back.
 */
export const focusableMarkersAtMost = 50;

interface MarkersLayerProps {
  points: readonly MapPoint[];
  /** A click, or Enter on a focused marker. */
  onActivate: (point: MapPoint) => void;
  /** Pointer or keyboard focus on a marker; null when it leaves. */
  onHover: (hover: MarkerHover | null) => void;
  /** The marker's accessible name. */
  labelOf: (point: MapPoint) => string;
  /** Once every marker given is drawn. */
  onDrawn?: (count: number) => void;
}

function hoverOf(map: L.Map, point: MapPoint): MarkerHover {
  const position = map.latLngToContainerPoint([point.latitude, point.longitude]);
  const side = position.x > map.getSize().x - hoverCardRoom ? "left" : "right";
  return { point, x: position.x, y: position.y, side };
}

/** Whether the pointer has just dragged the map: the click that ends a drag is not a marker's. */
const hasDragged = (map: L.Map) => (map.dragging as L.Handler & { moved?: () => boolean }).moved?.() === true;

/** The markers whose box is in the map's view, at their layer pixels; none when there are more than `atMost`. */
function markersInView(map: L.Map, points: readonly MapPoint[], atMost: number): PlacedMarker[] {
  const size = map.getSize();
  const origin = map.containerPointToLayerPoint([0, 0]);
  const inView: PlacedMarker[] = [];
  for (const point of points) {
    const { x, y } = map.latLngToLayerPoint([point.latitude, point.longitude]);
    const box = markerBox(point);
    const left = x - origin.x + box.left;
    const top = y - origin.y + box.top;
    if (left + box.width < 0 || top + box.height < 0 || left > size.x || top > size.y) continue;
    if (inView.length === atMost) return [];
    inView.push({ point, x, y });
  }
  return inView;
}

/**
 * The markers in view as buttons over their drawings, in Leaflet's marker
 * pane (they move with the map, and hide while it zooms): what the keyboard
 * and screen readers reach; the pointer uses them too where they are.
 */
function FocusableMarkers({ points, onActivate, onHover, labelOf }: Omit<MarkersLayerProps, "onDrawn">) {
  const map = useMap();
  const [viewChanges, setViewChanges] = useState(0);
  const viewChanged = () => setViewChanges((count) => count + 1);
  useMapEvents({ moveend: viewChanged, viewreset: viewChanged, resize: viewChanged });
  // biome-ignore lint/correctness/useExhaustiveDependencies: viewChanges stands for the map's view, read through `map`.
  const inView = useMemo(() => markersInView(map, points, focusableMarkersAtMost), [map, points, viewChanges]);
  const pane = map.getPane("markerPane");
  if (!pane || inView.length === 0) return null;

  const activate = (event: MouseEvent, point: MapPoint) => {
    // A keyboard's click has no pointer (detail 0): only a pointer's may end a drag.
    if (event.detail > 0 && hasDragged(map)) return;
    onActivate(point);
  };
  const hover = (point: MapPoint) => onHover(hoverOf(map, point));
  const leave = () => onHover(null);

  return createPortal(
    inView.map(({ point, x, y }) => {
      const box = markerBox(point);
      return (
        <button
          key={point.key}
          type="button"
          // leaflet-interactive: Leaflet's marker icons take no pointer events without it (the canvas would);
          // leaflet-zoom-hide: hidden while the map zooms, until placed again.
          className={`leaflet-marker-icon leaflet-interactive leaflet-zoom-hide ${classes.markerButton}`}
          style={{
            width: box.width,
            height: box.height,
            transform: `translate3d(${Math.round(x + box.left)}px, ${Math.round(y + box.top)}px, 0)`,
            // Stacked as drawn: the most alarming on top (marker-places.ts).
            zIndex: alarmRank[point.colour],
          }}
          aria-label={labelOf(point)}
          title={point.name}
          onClick={(event) => activate(event, point)}
          onFocus={() => hover(point)}
          onBlur={leave}
          onMouseEnter={() => hover(point)}
          onMouseLeave={leave}
        />
      );
    }),
    pane,
  );
}

/**
 * The markers: drawn on one canvas (canvas-markers.ts), so thousands of
 * sites are placed in a few milliseconds and a status refresh draws them
 * again in one pass; those in view, when few, are also buttons.
 */
export function MarkersLayer({ points, onActivate, onHover, labelOf, onDrawn }: MarkersLayerProps) {
  const map = useMap();
  const handlers = useRef({ onActivate, onHover, onDrawn });
  handlers.current = { onActivate, onHover, onDrawn };
  const layerRef = useRef<CanvasMarkers | null>(null);

  useEffect(() => {
    const layer = createCanvasMarkers({
      onActivate: (point) => handlers.current.onActivate(point),
      onHover: (point) => handlers.current.onHover(point ? hoverOf(map, point) : null),
      onDrawn: (count) => handlers.current.onDrawn?.(count),
    });
    layerRef.current = layer;
    layer.addTo(map);
    return () => {
      layer.remove();
      layerRef.current = null;
    };
  }, [map]);

  useEffect(() => {
    layerRef.current?.setPoints(points);
  }, [points]);

  return <FocusableMarkers points={points} onActivate={onActivate} onHover={onHover} labelOf={labelOf} />;
}
