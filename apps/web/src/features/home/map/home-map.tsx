import "leaflet/dist/leaflet.css";
import { homeMapCentre, homeMapEmptyZoom, type PublicConfig } from "@ondine/domain";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { MapContainer, TileLayer, useMapEvents, ZoomControl } from "react-leaflet";
import { FitToPoints } from "./fit-to-points";
import classes from "./home-map.module.css";
import type { MapPoint } from "./map-points";
import { type MarkerHover, MarkersLayer } from "./markers-layer";

export type TileMode = "road" | "satellite";

export interface HomeMapProps {
  points: readonly MapPoint[];
  /** The server's tile layers; a layer turned off (null) leaves a plain background. */
  tiles: PublicConfig["map_tiles"] | undefined;
  tileMode: TileMode;
  /** Changes when the map should frame its items again (another location). */
  fitKey: string;
  onActivate: (point: MapPoint) => void;
  labelOf: (point: MapPoint) => string;
  /** The card shown beside a hovered or focused marker; null for none. */
  renderHover: (point: MapPoint) => ReactNode;
  /** Once every marker given is placed. */
  onDrawn?: (count: number) => void;
}

/** Closes the hover card once the map moves: its place would be wrong. */
function HoverReset({ onReset }: { onReset: () => void }) {
  useMapEvents({ movestart: onReset, zoomstart: onReset });
  return null;
}

/** Home (docs/product.md#home-map): the map of sites or buildings (Leaflet), loaded with the home screen only. */
export default function HomeMap(props: HomeMapProps) {
  const { points, tiles, tileMode, fitKey, onActivate, labelOf, renderHover, onDrawn } = props;
  const { t, i18n } = useTranslation();
  const [hover, setHover] = useState<MarkerHover | null>(null);
  const [drawnCount, setDrawnCount] = useState(0);
  const layer = tiles?.[tileMode] ?? null;
  const hoverContent = hover ? renderHover(hover.point) : null;

  return (
    <div className={classes.root}>
      {/* data-markers-drawn tells tests and the home benchmark (tools/bench/home) the map is usable. */}
      <div className={classes.frame} data-markers-drawn={drawnCount}>
        <MapContainer
          center={[homeMapCentre.latitude, homeMapCentre.longitude]}
          zoom={homeMapEmptyZoom}
          // Clustering needs the map's zoom range even when no tile layer sets it (tiles turned off).
          minZoom={3}
          maxZoom={19}
          className={classes.map}
          worldCopyJump
          // Leaflet's own zoom buttons speak English: these are titled in the interface language.
          zoomControl={false}
        >
          {/* Keyed by language: Leaflet reads the titles once, when the control is added. */}
          <ZoomControl
            key={i18n.language}
            position="topleft"
            zoomInTitle={t("home.map.zoomIn")}
            zoomOutTitle={t("home.map.zoomOut")}
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
          <FitToPoints points={points} fitKey={fitKey} />
          <HoverReset onReset={() => setHover(null)} />
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
