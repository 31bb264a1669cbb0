import type { LocationState, LocationType } from "./location";

/**
 * A location as the search proxy's `locations` index holds it (docs/search.md
 * "Indexes and their fields"; Location (docs/product.md#locations-model)). `coord` reads null for an
 * organism, which has no place of its own.
 */
export interface LocationDocument {
  id: number;
  type: LocationType;
  name: string;
  /** The organism itself for an organism. */
  organism_id: number;
  organism_name: string;
  /** A site's state; null for an organism. */
  state: LocationState | null;
  coord: { latitude: number | null; longitude: number | null } | null;
}

/** Location queries size 3000 (docs/product.md#locations-selection): the most locations one search asks for. */
export const locationQuerySize = 3000;

/** The fields a location list reads; the rest of the document (address...) stays on the server. */
export const locationDocumentFields = ["id", "type", "name", "organism_id", "organism_name", "state", "coord"] as const;

/**
 * Search proxy (docs/product.md#search): the caller's organisms, and their sites in the
 * given states, 3,000 at a time by name. A caller holding more pages on with
 * `searchAfter`, the last hit's `sort` values.
 */
export function callerLocationsSearch(siteStates: readonly LocationState[], searchAfter?: readonly unknown[]) {
  return {
    size: locationQuerySize,
    // Two locations may share a name: the document id ends the order, or
    // search_after would skip those at a page's edge.
    sort: [{ name: { order: "asc" } }, { _id: { order: "asc" } }],
    track_total_hits: false,
    _source: [...locationDocumentFields],
    query: {
      bool: {
        should: [
          { term: { type: "Organism" } },
          { bool: { filter: [{ term: { type: "Site" } }, { terms: { state: [...siteStates] } }] } },
        ],
        minimum_should_match: 1,
      },
    },
    ...(searchAfter ? { search_after: [...searchAfter] } : {}),
  };
}
