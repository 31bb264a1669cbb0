import type { CustomerDevice } from "../customers/device";
import type { MonitoringLocation } from "../monitoring/monitoring-queries";
import type { TimeWindow } from "../monitoring/traffic-range";
import { locationTermFilter } from "../search/location-term";
import { facetTopSize } from "../search/search-limits";

/** The devices the overview's split shows, in this order (docs/product.md#statistics-overview); `unknown` is left out (docs/product.md#statistics-overview). */
export const audienceDevices = ["mobile", "tablet", "desktop"] as const satisfies readonly CustomerDevice[];
export type AudienceDevice = (typeof audienceDevices)[number];

/** The two indexes whose people make the audience: the portal's guests and the code users. */
export const audienceIndexes = ["guest_users", "end_users"] as const;

/**
 * docs/product.md#statistics-dates: the audience of a location over a window, as figures only
 * (`size: 0`): a terms aggregation on `country` (a guest whose country is
 * unknown has none, so is not bucketed) and one on `device` without
 * `unknown`; a site or organism term (the overview sends it to both indexes).
 */
export function audienceSearchBody(location: MonitoringLocation, window: TimeWindow): Record<string, unknown> {
  return {
    size: 0,
    track_total_hits: false,
    query: {
      bool: {
        filter: [
          locationTermFilter(location),
          { range: { created_at: { gte: window.startAt.toISOString(), lte: window.stopAt.toISOString() } } },
        ],
      },
    },
    aggs: {
      countries: { terms: { field: "country", size: facetTopSize } },
      devices: { terms: { field: "device", size: audienceDevices.length + 1, exclude: ["unknown"] } },
    },
  };
}
