import type { MapPoint } from "./map-points";
import { alarmRank } from "./marker-colours";
import { buildingMarkerDrawing, type MarkerDrawing, siteMarkerDrawing } from "./marker-drawings";

/** A marker and its place on the map, in Leaflet's layer pixels (the drawing's anchor sits there). */
export interface PlacedMarker {
  point: MapPoint;
  x: number;
  y: number;
}

/** A marker's box around its place, in CSS pixels: where it is drawn, hovered and clicked. */
export interface MarkerBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const boxOf = ({ width, height, anchor }: MarkerDrawing): MarkerBox => ({
  left: -anchor.x,
  top: -anchor.y,
  width,
  height,
});
// Every site drawing has the pin's size, every building drawing the square's.
const siteBox = boxOf(siteMarkerDrawing("grey", "marker"));
const buildingBox = boxOf(buildingMarkerDrawing("grey"));

export function markerBox(point: MapPoint): MarkerBox {
  return point.kind === "site" ? siteBox : buildingBox;
}

/**
 * The markers in the order they are drawn, each over the ones before: the
 * most alarming last, so a site down is never hidden under one up where
 * places overlap; otherwise in the order given.
 */
export function inDrawingOrder(points: readonly MapPoint[]): MapPoint[] {
  // A bucket a colour, filled in the given order: thousands of sites in one pass, no sort.
  const byRank: MapPoint[][] = [[], [], [], []];
  for (const point of points) byRank[alarmRank[point.colour]]?.push(point);
  return byRank.flat();
}

/** The marker drawn on top at a pixel of the layer (the last drawn whose box holds it), or null. */
export function topMarkerAt(placed: readonly PlacedMarker[], x: number, y: number): PlacedMarker | null {
  for (let index = placed.length - 1; index >= 0; index -= 1) {
    const marker = placed[index] as PlacedMarker;
    const box = markerBox(marker.point);
    const left = marker.x + box.left;
    const top = marker.y + box.top;
    if (x >= left && x <= left + box.width && y >= top && y <= top + box.height) return marker;
  }
  return null;
}
