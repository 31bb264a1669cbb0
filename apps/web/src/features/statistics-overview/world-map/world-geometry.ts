import type { FeatureCollection, Geometry, Position } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import topology from "world-atlas/countries-110m.json";
import alpha2ByNumeric from "./country-codes-110m.json";

/** Antarctica (ISO 010): no guest signs in from it, and it would take a fifth of the map. */
const leftOut = new Set(["010"]);

/**
 * A ring that crosses the antimeridian (Russia's Chukotka, Fiji) jumps from
 * +180° to -180° and would be drawn as a line across the whole map: its
 * western points are moved east of 180° so that it stays in one piece.
 */
function keepRingWhole(ring: Position[]): Position[] {
  const crosses = ring.some(
    (point, index) => index > 0 && Math.abs((point[0] ?? 0) - (ring[index - 1]?.[0] ?? 0)) > 180,
  );
  return crosses
    ? ring.map(([longitude = 0, latitude = 0]) => [longitude < 0 ? longitude + 360 : longitude, latitude])
    : ring;
}

function keepWhole(geometry: Geometry): Geometry {
  if (geometry.type === "Polygon") return { ...geometry, coordinates: geometry.coordinates.map(keepRingWhole) };
  if (geometry.type === "MultiPolygon") {
    return { ...geometry, coordinates: geometry.coordinates.map((polygon) => polygon.map(keepRingWhole)) };
  }
  return geometry;
}

/**
 * Natural Earth's 110m countries (world-atlas, shipped in this chunk: no
 * request leaves the machine), each named by its ISO 3166-1 alpha-2 code,
 * the code the guests' `country` holds. The three shapes without an ISO code
 * (Kosovo, Northern Cyprus, Somaliland) keep no name and count no guest.
 */
export function worldCountries(): FeatureCollection<Geometry, { name: string }> {
  const world = topology as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const countries = feature(world, world.objects.countries);
  const codes = alpha2ByNumeric as Record<string, string>;
  return {
    type: "FeatureCollection",
    features: countries.features
      .filter((country) => !leftOut.has(String(country.id)))
      .map((country) => ({
        ...country,
        geometry: keepWhole(country.geometry),
        properties: { name: codes[String(country.id)] ?? "" },
      })),
  };
}
