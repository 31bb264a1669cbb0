import { fieldErrorsFromZodIssues } from "@ondine/domain";
import type { z } from "zod";
import type { IndexedItem } from "../monitoring";

// An item kept for writing, with its position in its section: the monitoring module's writes answer positions.
export type { IndexedItem };

/** An item refused before writing: unreadable, or not the collector's to send. */
export type ItemRejection<Section extends string, Reason extends string = "invalid" | "site_not_allowed"> = {
  section: Section;
  index: number;
  reason: Reason;
  errors: Record<string, string[]>;
};

export type ItemLimits = {
  siteIds: ReadonlySet<number>;
  /** Stamps outside [oldest, newest] are refused: no partition is kept (or made) for them. */
  oldest: Date;
  newest: Date;
};

/**
 * Checks a section's items one by one: its schema, then the collector's
 * sites, then (when given) a further rule. A bad item is rejected alone;
 * the others are kept.
 */
function checkEach<T extends { site_id: number }, Section extends string, Reason extends string>(
  section: Section,
  schema: z.ZodType<T>,
  items: readonly unknown[],
  siteIds: ReadonlySet<number>,
  further: (item: T) => Reason | undefined,
): { kept: IndexedItem<T>[]; rejected: ItemRejection<Section, "invalid" | "site_not_allowed" | Reason>[] } {
  const kept: IndexedItem<T>[] = [];
  const rejected: ItemRejection<Section, "invalid" | "site_not_allowed" | Reason>[] = [];
  items.forEach((raw, index) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      rejected.push({ section, index, reason: "invalid", errors: fieldErrorsFromZodIssues(parsed.error.issues) });
      return;
    }
    const item = parsed.data;
    const reason = siteIds.has(item.site_id) ? further(item) : "site_not_allowed";
    if (reason === undefined) kept.push({ index, item });
    else rejected.push({ section, index, reason, errors: {} });
  });
  return { kept, rejected };
}

/** A batch section's items: schema, the collector's sites, then the stamp within the retention. */
export function checkItems<T extends { site_id: number; stamp?: Date }, Section extends string>(
  section: Section,
  schema: z.ZodType<T>,
  items: readonly unknown[],
  limits: ItemLimits,
) {
  return checkEach(section, schema, items, limits.siteIds, (item) =>
    item.stamp && (item.stamp < limits.oldest || item.stamp > limits.newest) ? "stamp_out_of_range" : undefined,
  );
}

/**
 * A section's items whose instant (`instantOf`) is not a time series' stamp:
 * any past is kept (nothing is partitioned or dropped by the retention), but
 * not more than the collector's clock may run ahead.
 */
export function checkDatedItems<T extends { site_id: number }, Section extends string>(
  section: Section,
  schema: z.ZodType<T>,
  items: readonly unknown[],
  limits: ItemLimits,
  instantOf: (item: T) => Date,
) {
  return checkEach(section, schema, items, limits.siteIds, (item) =>
    instantOf(item) > limits.newest ? "stamp_out_of_range" : undefined,
  );
}

/** A section's items checked against their schema and the collector's sites only. */
export function checkSiteItems<T extends { site_id: number }, Section extends string>(
  section: Section,
  schema: z.ZodType<T>,
  items: readonly unknown[],
  siteIds: ReadonlySet<number>,
) {
  return checkEach(section, schema, items, siteIds, () => undefined as never);
}
