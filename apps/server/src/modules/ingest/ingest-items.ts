import { fieldErrorsFromZodIssues, type IngestRejection, type IngestSection } from "@ondine/domain";
import type { z } from "zod";

/** An item kept for writing, with its position in its section (for rejections found while writing). */
export type IndexedItem<T> = { index: number; item: T };

export type ItemLimits = {
  siteIds: ReadonlySet<number>;
  /** Stamps outside [oldest, newest] are refused: no partition is kept (or made) for them. */
  oldest: Date;
  newest: Date;
};

/**
 * Checks a section's items one by one: its schema, then the collector's
 * sites, then the stamp. A bad item is rejected alone; the others are kept.
 */
export function checkItems<T extends { site_id: number; stamp?: Date }>(
  section: IngestSection,
  schema: z.ZodType<T>,
  items: readonly unknown[],
  limits: ItemLimits,
): { kept: IndexedItem<T>[]; rejected: IngestRejection[] } {
  const kept: IndexedItem<T>[] = [];
  const rejected: IngestRejection[] = [];
  items.forEach((raw, index) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      rejected.push({ section, index, reason: "invalid", errors: fieldErrorsFromZodIssues(parsed.error.issues) });
      return;
    }
    const item = parsed.data;
    if (!limits.siteIds.has(item.site_id)) {
      rejected.push({ section, index, reason: "site_not_allowed", errors: {} });
    } else if (item.stamp && (item.stamp < limits.oldest || item.stamp > limits.newest)) {
      rejected.push({ section, index, reason: "stamp_out_of_range", errors: {} });
    } else {
      kept.push({ index, item });
    }
  });
  return { kept, rejected };
}
