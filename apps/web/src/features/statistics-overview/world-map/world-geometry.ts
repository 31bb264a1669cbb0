import type { FeatureCollection, Geometry } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import topology from "world-atlas/countries-110m.json";
import alpha2ByNumeric from "./country-codes-110m.json";

/** Antarctica (ISO 010): no guest signs in from it, and it would take a fifth of the map. */
const leftOut = new Set(["010"]);

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
      .map((country) => ({ ...country, properties: { name: codes[String(country.id)] ?? "" } })),
  };
}
