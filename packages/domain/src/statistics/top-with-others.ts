/** A counted value of a chart: an app, an offer, a site, a country. */
export interface CountedEntry {
  key: string;
  count: number;
}

/** A slice of a top-N chart: one of the top entries, or the rest summed (`others`). */
export interface ChartSlice extends CountedEntry {
  isOthers: boolean;
}

/** docs/product.md#statistics-limits: pies and graphs show the top 5. */
export const chartTopSize = 5;

function byCountThenKey(a: CountedEntry, b: CountedEntry): number {
  return b.count - a.count || a.key.localeCompare(b.key);
}

/** The `size` largest entries, largest first (ties by key, so the order is stable); entries of 0 left out. */
export function topEntries(entries: readonly CountedEntry[], size: number = chartTopSize): CountedEntry[] {
  return entries
    .filter((entry) => entry.count > 0)
    .sort(byCountThenKey)
    .slice(0, size);
}

/**
 * "codes and purchases graphs top 5 plus others" (docs/product.md#statistics-dashboards): the top entries,
 * then one `others` slice summing the rest (none when nothing is left).
 * `othersKey` is the slice's key; the screen shows its own label for it.
 */
export function topWithOthers(
  entries: readonly CountedEntry[],
  size: number = chartTopSize,
  othersKey = "others",
): ChartSlice[] {
  const sorted = entries.filter((entry) => entry.count > 0).sort(byCountThenKey);
  const top: ChartSlice[] = sorted.slice(0, size).map((entry) => ({ ...entry, isOthers: false }));
  const rest = sorted.slice(size).reduce((sum, entry) => sum + entry.count, 0);
  return rest > 0 ? [...top, { key: othersKey, count: rest, isOthers: true }] : top;
}

/** Each entry's share of the whole, in percent to one decimal (the map's and pies' tooltips). */
export function shareInPercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 1000) / 10 : 0;
}
