import L from "leaflet";
import { useEffect, useRef } from "react";
import { useMap } from "react-leaflet";
import type { HomeMapView } from "./home-map-props";
import type { MapPoint } from "./map-points";

/**
 * docs/product.md#home-map: France at zoom 6 with no items, zoom 15 around a single one,
 * else every item in view, zoomed in no further than 17. It fits when the
 * scope changes (`fitKey`) or its first items arrive, never on a refresh,
 * so the map does not jump under someone's pointer. Never animated: a fit that animates (a zoom of
 * up to 4 levels) and is followed at once by the next (a site chosen: no buildings yet, then its
 * buildings) ended where the first was going, as Leaflet finishes its animation after the second.
 */
export function FitToPoints({
  points,
  fitKey,
  view,
}: {
  points: readonly MapPoint[];
  fitKey: string;
  view: HomeMapView;
}) {
  const map = useMap();
  const fittedFor = useRef<string | null>(null);

  useEffect(() => {
    const key = `${fitKey}:${points.length > 0}`;
    if (fittedFor.current === key) return;
    fittedFor.current = key;
    const [first] = points;
    if (!first) {
      map.setView([view.centre.latitude, view.centre.longitude], view.emptyZoom, { animate: false });
    } else if (points.length === 1) {
      map.setView([first.latitude, first.longitude], view.defaultZoom, { animate: false });
    } else {
      const bounds = L.latLngBounds(points.map((point) => [point.latitude, point.longitude] as [number, number]));
      map.fitBounds(bounds, { maxZoom: view.fitMaxZoom, padding: [36, 36], animate: false });
    }
  }, [map, points, fitKey, view]);

  return null;
}
