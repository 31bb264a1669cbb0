import { z } from "zod";

// Reporting dataset (docs/product.md#reporting-figures): what each of the five calls answers.

/** One figure of a month; `null` for a month not yet come (docs/product.md#reporting-figures: shown as a dash). */
export const reportingValueSchema = z.object({ key: z.string(), value: z.number().nullable() });
export type ReportingValue = z.infer<typeof reportingValueSchema>;

/**
 * One month of the year: `period.month` 1 to 12, `period.year`, `period.total`
 * the month's headline figure (net turnover, rooms, codes or purchases
 * counted; `null` for service use, whose figures do not add up, and for months
 * not yet come), and its values by key.
 */
export const reportingPeriodSchema = z.object({
  period: z.object({ month: z.number().int().min(1).max(12), year: z.number().int(), total: z.number().nullable() }),
  values: z.array(reportingValueSchema),
});
export type ReportingPeriod = z.infer<typeof reportingPeriodSchema>;

/** A call's answer: the twelve months of the year asked, January first. */
export const reportingAnswerSchema = z.object({ periods: z.array(reportingPeriodSchema) });
export type ReportingAnswer = z.infer<typeof reportingAnswerSchema>;
