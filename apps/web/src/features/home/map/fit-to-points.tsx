import { homeMapCentre, homeMapDefaultZoom, homeMapEmptyZoom, homeMapFitMaxZoom } from "@ondine/domain";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { useMap } from "react-leaflet";
import type { MapPoint } from "./map-points";

/**
 * docs/product.md#home-map: France at zoom 6 with no items, zoom 15 around a single one,
 * else every item in view, zoomed in no further than 17. It fits when the
 * scope changes (`fitKey`) or its first items arrive, never on a refresh,
 * so the map does not jump under someone's pointer.
 */
export function FitToPoints({ points, fitKey }: { points: readonly MapPoint[]; fitKey: string }) {
  const map = useMap();
  const fittedFor = useRef<string | null>(null);

  useEffect(() => {
    const key = `${fitKey}:${points.length > 0}`;
    if (fittedFor.current === key) return;
    fittedFor.current = key;
    const [first] = points;
    if (!first) {
      map.setView([homeMapCentre.latitude, homeMapCentre.longitude], homeMapEmptyZoom);
    } else if (points.length === 1) {
      map.setView([first.latitude, first.longitude], homeMapDefaultZoom);
    } else {
      const bounds = L.latLngBounds(points.map((point) => [point.latitude, point.longitude] as [number, number]));
      map.fitBounds(bounds, { maxZoom: homeMapFitMaxZoom, padding: [36, 36] });
    }
  }, [map, points, fitKey]);

  return null;
}
