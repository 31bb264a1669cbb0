import { z } from "zod";
import { instantSchema } from "../inputs/instant-schema";
import { monitoringLocationQuerySchema } from "../monitoring/monitoring-queries";

// Statistics (docs/product.md#statistics-overview): the overview's calls whose paths SPEC does not show
// (docs/api.md "Statistics"). Traffic takes `monitoringSeriesQuerySchema`
// (unix seconds, like the monitoring traffic call it mirrors).

/** `?site=ID|organism=ID&start_at=ISO&stop_at=ISO`: the purchases and used-codes meters. */
export const statisticsCountQuerySchema = monitoringLocationQuerySchema.and(
  z
    .object({ start_at: instantSchema, stop_at: instantSchema })
    // Compared only when both bounds were read: a wrong `start_at` is that field's error alone.
    .refine((query) => query.start_at < query.stop_at, {
      path: ["stop_at"],
      message: "formErrors.valid_date_range",
      when: (payload) => payload.issues.length === 0,
    }),
);
export type StatisticsCountQuery = z.output<typeof statisticsCountQuerySchema>;

/** The meters' answer, shaped as a search's hits ("read hits.total", docs/product.md#statistics-overview). */
export const statisticsCountAnswerSchema = z.object({
  hits: z.object({ total: z.object({ value: z.number().int(), relation: z.literal("eq") }) }),
});
export type StatisticsCountAnswer = z.infer<typeof statisticsCountAnswerSchema>;

/** docs/product.md#statistics-overview: `hits.total` is a number or an object with `value`; anything else reads as 0. */
export function readHitsTotal(total: unknown): number {
  if (typeof total === "number" && Number.isFinite(total)) return total;
  if (typeof total === "object" && total !== null && "value" in total) {
    const value = (total as { value: unknown }).value;
    if (typeof value === "number" && Number.isFinite(value)) return value;
  }
  return 0;
}
