import { clampZoomRatio, type MapMode, type MapRotation, mapZoomStep, rotateMap } from "@ondine/domain";
import { useCallback, useState } from "react";

/** How the map is looked at: flat or isometric, turned, zoomed, shaded by coverage. */
export interface MapView {
  mode: MapMode;
  rotation: MapRotation;
  zoom: number;
  coverage: boolean;
}

const initialView: MapView = { mode: "floor", rotation: 0, zoom: 1, coverage: false };

/** The map's view and its controls' actions (controls, docs/product.md#maps-limits zoom limits, docs/product.md#maps-screen). */
export function useMapView() {
  const [view, setView] = useState<MapView>(initialView);
  const setMode = useCallback(
    (mode: MapMode) => setView((current) => ({ ...current, mode, zoom: clampZoomRatio(mode, current.zoom) })),
    [],
  );
  const rotate = useCallback(
    (direction: 1 | -1) => setView((current) => ({ ...current, rotation: rotateMap(current.rotation, direction) })),
    [],
  );
  const zoomBy = useCallback(
    (direction: 1 | -1) =>
      setView((current) => ({
        ...current,
        zoom: clampZoomRatio(current.mode, direction > 0 ? current.zoom * mapZoomStep : current.zoom / mapZoomStep),
      })),
    [],
  );
  const setZoom = useCallback(
    (zoom: number) => setView((current) => ({ ...current, zoom: clampZoomRatio(current.mode, zoom) })),
    [],
  );
  const toggleCoverage = useCallback(() => setView((current) => ({ ...current, coverage: !current.coverage })), []);
  return { view, setMode, rotate, zoomBy, setZoom, toggleCoverage };
}
