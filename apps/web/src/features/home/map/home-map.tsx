import "leaflet/dist/leaflet.css";
import { useEffect, useState } from "react";
import { MapContainer, TileLayer, useMap, useMapEvents, ZoomControl } from "react-leaflet";
import { FitToPoints } from "./fit-to-points";
import classes from "./home-map.module.css";
import type { HomeMapProps } from "./home-map-props";
import { type MarkerHover, MarkersLayer } from "./markers-layer";

/** Closes the hover card once the map moves: its place would be wrong. */
function HoverReset({ onReset }: { onReset: () => void }) {
  useMapEvents({ movestart: onReset, zoomstart: onReset });
  return null;
}

/** Leaflet sizes itself on the window's resizes only: the map also follows its box (the status beside it coming or going). */
function FollowContainerSize() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

/**
 * Home (docs/product.md#home-map): the map of sites or buildings (Leaflet), a chunk of its own,
 * fetched beside the home screen's (app/router/screens-draw-with.ts). It imports Leaflet and its own
 * code only: texts and the domain's settings come as props (home-map-props.ts).
 */
export default function HomeMap(props: HomeMapProps) {
  const { points, tiles, tileMode, fitKey, view, zoomTitles, onActivate, labelOf, renderHover, onDrawn } = props;
  const [hover, setHover] = useState<MarkerHover | null>(null);
  const [drawnCount, setDrawnCount] = useState(0);
  const layer = tiles?.[tileMode] ?? null;
  const hoverContent = hover ? renderHover(hover.point) : null;

  return (
    <div className={classes.root}>
      {/* data-markers-drawn tells tests and the home benchmark (tools/bench/home) the map is usable. */}
      <div className={classes.frame} data-markers-drawn={drawnCount}>
        <MapContainer
          center={[view.centre.latitude, view.centre.longitude]}
          zoom={view.emptyZoom}
          minZoom={3}
          maxZoom={19}
          className={classes.map}
          worldCopyJump
          // Leaflet's own zoom buttons speak English: these are titled in the interface language.
          zoomControl={false}
        >
          {/* Keyed by the titles: Leaflet reads them once, when the control is added. */}
          <ZoomControl
            key={`${zoomTitles.zoomIn}|${zoomTitles.zoomOut}`}
            position="topleft"
            zoomInTitle={zoomTitles.zoomIn}
            zoomOutTitle={zoomTitles.zoomOut}
          />
          {layer && <TileLayer key={tileMode} url={layer.url} attribution={layer.attribution} />}
          <MarkersLayer
            points={points}
            onActivate={onActivate}
            onHover={setHover}
            labelOf={labelOf}
            onDrawn={(count) => {
              setDrawnCount(count);
              onDrawn?.(count);
            }}
          />
          <FitToPoints points={points} fitKey={fitKey} view={view} />
          <HoverReset onReset={() => setHover(null)} />
          <FollowContainerSize />
        </MapContainer>
      </div>
      {hover && hoverContent && (
        // Beside the marker, on the side with room for it.
        <div className={classes.hoverCard} data-side={hover.side} style={{ left: hover.x, top: hover.y }}>
          {hoverContent}
        </div>
      )}
    </div>
  );
}
