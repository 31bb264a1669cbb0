import type { MarkerColour, SiteMarkerShape } from "@ondine/domain";
import L from "leaflet";
import classes from "./home-map.module.css";
import type { MapPoint } from "./map-points";
import { markerFill } from "./marker-colours";
import { buildingMarkerSize, buildingMarkerSvg, siteMarkerSize, siteMarkerSvg } from "./marker-svg";

const cache = new Map<string, L.DivIcon>();

function cached(key: string, make: () => L.DivIcon): L.DivIcon {
  let icon = cache.get(key);
  if (!icon) {
    icon = make();
    cache.set(key, icon);
  }
  return icon;
}

function siteIcon(colour: MarkerColour, shape: SiteMarkerShape): L.DivIcon {
  return cached(`site-${colour}-${shape}`, () =>
    L.divIcon({
      className: classes.marker,
      html: siteMarkerSvg(colour, shape),
      iconSize: [siteMarkerSize.width, siteMarkerSize.height],
      iconAnchor: [siteMarkerSize.width / 2, siteMarkerSize.height - 1],
    }),
  );
}

function buildingIcon(colour: MarkerColour): L.DivIcon {
  return cached(`building-${colour}`, () =>
    L.divIcon({
      className: classes.marker,
      html: buildingMarkerSvg(colour),
      iconSize: [buildingMarkerSize, buildingMarkerSize],
      iconAnchor: [buildingMarkerSize / 2, buildingMarkerSize / 2],
    }),
  );
}

/** One icon object per look, shared by every marker that looks so: thousands of markers, a dozen icons. */
export function iconFor(point: MapPoint): L.DivIcon {
  return point.kind === "site" ? siteIcon(point.colour, point.shape) : buildingIcon(point.colour);
}

export function clusterIcon(count: number, colour: MarkerColour): L.DivIcon {
  const size = count < 10 ? 34 : count < 100 ? 40 : 48;
  return L.divIcon({
    className: classes.cluster,
    html: `<span style="background:${markerFill[colour]}">${count}</span>`,
    iconSize: [size, size],
  });
}
