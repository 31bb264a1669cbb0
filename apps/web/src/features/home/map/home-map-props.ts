import type { PublicConfig } from "@ondine/domain";
import type { ReactNode } from "react";
import type { MapPoint } from "./map-points";

// The home map's props, apart from the map itself: the card that loads the
// map's chunk lazily imports these types only.

export type TileMode = "road" | "satellite";

/** Where the map looks with no marker, one, or several (docs/product.md#home-map). */
export interface HomeMapView {
  centre: { latitude: number; longitude: number };
  emptyZoom: number;
  defaultZoom: number;
  fitMaxZoom: number;
}

export interface HomeMapProps {
  points: readonly MapPoint[];
  /** The server's tile layers; a layer turned off (null) leaves a plain background. */
  tiles: PublicConfig["map_tiles"] | undefined;
  tileMode: TileMode;
  /** Changes when the map should frame its items again (another location). */
  fitKey: string;
  /**
   * The domain's places and zooms, and every text, come as props: the map's
   * chunk then holds Leaflet and the map's own code only, and its import does
   * not make the bundler split the sign-in path's chunks (docs/performance.md "Home map").
   */
  view: HomeMapView;
  /** The zoom buttons' titles, in the interface language. */
  zoomTitles: { zoomIn: string; zoomOut: string };
  onActivate: (point: MapPoint) => void;
  /** A marker's accessible name. */
  labelOf: (point: MapPoint) => string;
  /** The card shown beside a hovered or focused marker; null for none. */
  renderHover: (point: MapPoint) => ReactNode;
  /** Once every marker given is drawn. */
  onDrawn?: (count: number) => void;
}
