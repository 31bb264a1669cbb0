import {
  type CountedEntry,
  type CustomerDevice,
  facetTopSize,
  type MonitoringLocation,
  type TimeWindow,
} from "@ondine/domain";
import { locationTermFilter } from "../../api/monitoring-location-query";

/** The devices the split shows, in this order (SPEC §2); `unknown` is left out (SPEC §7). */
export const audienceDevices = ["mobile", "tablet", "desktop"] as const satisfies readonly CustomerDevice[];
export type AudienceDevice = (typeof audienceDevices)[number];

/** The two indexes whose people make the audience: the portal's guests and the code users. */
export const audienceIndexes = ["guest_users", "end_users"] as const;

/**
 * SPEC §7: the audience of a location over a window, as figures only
 * (`size: 0`): a terms aggregation on `country` (a guest whose country is
 * unknown has none, so is not bucketed) and one on `device` without `unknown`.
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

/** Who came from where and on what, both indexes summed. */
export interface Audience {
  /** ISO 3166-1 alpha-2 codes with their people, largest first. */
  countries: CountedEntry[];
  /** The three devices, in `audienceDevices` order, 0 when none. */
  devices: { device: AudienceDevice; count: number }[];
}

export const emptyAudience: Audience = {
  countries: [],
  devices: audienceDevices.map((device) => ({ device, count: 0 })),
};

function bucketsOf(aggregations: Record<string, unknown> | undefined, name: string): CountedEntry[] {
  const aggregation = aggregations?.[name] as { buckets?: unknown } | undefined;
  if (!Array.isArray(aggregation?.buckets)) return [];
  return aggregation.buckets.flatMap((bucket: { key?: unknown; doc_count?: unknown }) =>
    typeof bucket.key === "string" && typeof bucket.doc_count === "number"
      ? [{ key: bucket.key, count: bucket.doc_count }]
      : [],
  );
}

function summed(lists: readonly CountedEntry[][]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const entry of lists.flat()) totals.set(entry.key, (totals.get(entry.key) ?? 0) + entry.count);
  return totals;
}

/** The indexes' aggregations summed per country and per device (a country in one index only counts once). */
export function audienceOf(answers: readonly (Record<string, unknown> | undefined)[]): Audience {
  const countries = summed(answers.map((aggregations) => bucketsOf(aggregations, "countries")));
  const devices = summed(answers.map((aggregations) => bucketsOf(aggregations, "devices")));
  return {
    countries: [...countries]
      .filter(([key, count]) => key !== "unknown" && count > 0)
      .map(([key, count]) => ({ key, count }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key)),
    devices: audienceDevices.map((device) => ({ device, count: devices.get(device) ?? 0 })),
  };
}
