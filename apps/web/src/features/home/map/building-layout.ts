export interface MapPosition {
  latitude: number;
  longitude: number;
}

const metresPerDegreeLatitude = 111_320;
/** Metres between two rings of buildings: apart at zoom 16 and more, where buildings show. */
const ringSpacingMetres = 45;

/**
 * Buildings have no coordinates of their own in the data (docs/product.md#monitoring-data gives a
 * site's `coord` only), so the home map lays a site's buildings out around
 * the site's point, in rings, in the order given: the first alone at the
 * centre, then 6, 12, 18... a ring. The legend says so.
 */
export function buildingPositions(centre: MapPosition, count: number): MapPosition[] {
  if (count <= 0) return [];
  const positions: MapPosition[] = [{ ...centre }];
  const longitudeScale = metresPerDegreeLatitude * Math.cos((centre.latitude * Math.PI) / 180);
  for (let ring = 1; positions.length < count; ring += 1) {
    const inRing = Math.min(6 * ring, count - positions.length);
    for (let index = 0; index < inRing; index += 1) {
      const angle = (2 * Math.PI * index) / inRing - Math.PI / 2;
      const metres = ringSpacingMetres * ring;
      positions.push({
        latitude: centre.latitude - (metres * Math.sin(angle)) / metresPerDegreeLatitude,
        longitude: centre.longitude + (metres * Math.cos(angle)) / longitudeScale,
      });
    }
  }
  return positions;
}
