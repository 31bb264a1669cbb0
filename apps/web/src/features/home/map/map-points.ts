import {
  type BuildingSummary,
  buildingMarkerColour,
  type MarkerColour,
  type SiteAvailabilityLevel,
  type SiteMarkerShape,
  siteMarkerColour,
  siteMarkerShape,
} from "@ondine/domain";
import type { MaintenanceBySite } from "../api/find-maintenance-by-site";
import { buildingPositions, type MapPosition } from "./building-layout";

export interface SiteMapPoint extends MapPosition {
  kind: "site";
  key: string;
  id: number;
  name: string;
  colour: MarkerColour;
  shape: SiteMarkerShape;
}

export interface BuildingMapPoint extends MapPosition {
  kind: "building";
  key: string;
  uuid: string;
  name: string;
  colour: MarkerColour;
}

export type MapPoint = SiteMapPoint | BuildingMapPoint;

/** A site of the caller's locations, as the map needs it. */
export interface MappableSite {
  id: number;
  name: string;
  coord: { latitude: number | null; longitude: number | null } | null;
}

interface SitePointsInput {
  sites: readonly MappableSite[];
  /** Each site's availability; a site missing is still loading (grey). */
  levels: ReadonlyMap<number, SiteAvailabilityLevel>;
  /** Undefined while loading or when not shown: plain markers. */
  maintenance: MaintenanceBySite | undefined;
}

const noMaintenance = { openIncidents: 0, activeInterventions: 0 };

/** docs/product.md#home-map: each site's marker, coloured by its availability and shaped by its incidents and interventions. */
export function siteMapPoints({ sites, levels, maintenance }: SitePointsInput): SiteMapPoint[] {
  const points: SiteMapPoint[] = [];
  for (const site of sites) {
    const latitude = site.coord?.latitude;
    const longitude = site.coord?.longitude;
    if (latitude == null || longitude == null) continue;
    points.push({
      kind: "site",
      key: `site-${site.id}`,
      id: site.id,
      name: site.name,
      latitude,
      longitude,
      colour: siteMarkerColour(levels.get(site.id) ?? null),
      shape: maintenance ? siteMarkerShape(maintenance.get(site.id) ?? noMaintenance) : "marker",
    });
  }
  return points;
}

/** Building marker (docs/product.md#home-map): a site's buildings around it, coloured by their access points reached. */
export function buildingMapPoints(site: MappableSite, buildings: readonly BuildingSummary[]): BuildingMapPoint[] {
  const latitude = site.coord?.latitude;
  const longitude = site.coord?.longitude;
  if (latitude == null || longitude == null) return [];
  const positions = buildingPositions({ latitude, longitude }, buildings.length);
  return buildings.map((building, index) => ({
    kind: "building",
    key: `building-${building.uuid}`,
    uuid: building.uuid,
    name: building.name,
    ...(positions[index] as MapPosition),
    colour: buildingMarkerColour(building.state.ap),
  }));
}
