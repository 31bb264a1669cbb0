import { z } from "zod";
import { supportedLanguages } from "../i18n/languages";
import { maxRowId } from "../inputs/id-schema";
import { blankAsAbsent } from "../queries/query-params";

/** docs/product.md#reporting-figures: reporting years run from 2006 to the current one. */
export const reportingFirstYear = 2006;

/** The years the picker offers, the current one first (docs/product.md#reporting-screen: it is the default). */
export function reportingYears(currentYear: number): number[] {
  const years: number[] = [];
  for (let year = currentYear; year >= reportingFirstYear; year -= 1) years.push(year);
  return years;
}

/** At most this many ids in one list ("location queries size 3000", docs/product.md#reporting-figures). */
export const reportingMaxLocations = 3000;

const rowId = z.coerce.number().int().positive().max(maxRowId);

/**
 * A repeated id parameter (`search[site_ids][]`: one value or several), its
 * error named by the parameter itself, not by the position of the bad id.
 */
const idList = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(z.unknown(), { error: "formErrors.invalid" })
    .max(reportingMaxLocations, "formErrors.invalid")
    .transform((values, context) => {
      const ids: number[] = [];
      for (const value of values) {
        const parsed = rowId.safeParse(value);
        if (!parsed.success) {
          context.addIssue({ code: "custom", message: "formErrors.invalid", input: value });
          return z.NEVER;
        }
        ids.push(parsed.data);
      }
      return ids;
    }),
);

/**
 * The query of the five calls and of the export, keys as the product (docs/product.md#reporting-screen) writes them
 * (`search[year]`, `search[site_ids][]`, `search[organism_ids][]`). The year
 * is checked against the current one by {@link reportingYearError}; at least
 * one location is required.
 */
export const reportingQuerySchema = z
  .object({
    "search[year]": z.preprocess(
      blankAsAbsent,
      z.coerce
        .number({ error: (issue) => (issue.input === undefined ? "formErrors.required" : "formErrors.invalid") })
        .int("formErrors.invalid")
        .min(reportingFirstYear, "reporting.errors.year_range"),
    ),
    "search[site_ids][]": idList,
    "search[organism_ids][]": idList,
  })
  .refine((query) => query["search[site_ids][]"].length + query["search[organism_ids][]"].length > 0, {
    path: ["search[site_ids][]"],
    message: "reporting.errors.location_required",
  });
export type ReportingQuery = z.output<typeof reportingQuerySchema>;

/** The export's query: the same plus the spreadsheet's language ("plus locale", docs/product.md#reporting-screen). */
export const reportingExportQuerySchema = reportingQuerySchema.and(
  z.object({ locale: z.enum(supportedLanguages, { error: "reporting.errors.locale" }) }),
);
export type ReportingExportQuery = z.output<typeof reportingExportQuerySchema>;

/** A year after the current one answers this field error (the schema cannot know today). */
export function reportingYearError(year: number, currentYear: number): string | undefined {
  return year > currentYear ? "reporting.errors.year_range" : undefined;
}

/** The query string of a call or the export, as the console sends it. */
export function reportingQueryString(query: {
  year: number;
  siteIds: readonly number[];
  organismIds: readonly number[];
  locale?: string;
}): string {
  const pairs: [string, string][] = [["search[year]", String(query.year)]];
  for (const id of query.siteIds) pairs.push(["search[site_ids][]", String(id)]);
  for (const id of query.organismIds) pairs.push(["search[organism_ids][]", String(id)]);
  if (query.locale) pairs.push(["locale", query.locale]);
  return pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join("&");
}
