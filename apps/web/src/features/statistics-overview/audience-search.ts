import { type AudienceDevice, audienceDevices, type CountedEntry } from "@ondine/domain";

// The audience's search body is the domain's (`audienceSearchBody`, shared
// with tools/bench/statistics); here, how its answers read.

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
