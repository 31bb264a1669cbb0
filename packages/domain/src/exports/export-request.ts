import { z } from "zod";
import { supportedLanguages } from "../i18n/languages";

// "exports limited to 10,000 lines" (docs/product.md#exports): the dashboards' exports
// (docs/exports.md). The console posts the search it shows (the same query
// and sort as its list) to `POST /api/exports/{index}?format=&locale=`; the
// answer is the file, streamed.

/** The lists that can be taken away: the codes list, the purchases and the newsletter customers. */
export const exportIndexes = ["coupons", "purchases", "customers"] as const;
export type ExportIndex = (typeof exportIndexes)[number];

export const exportFormats = ["xlsx", "csv"] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** docs/product.md#exports: at most this many rows; a search matching more is refused whole, never cut. */
export const exportRowLimit = 10_000;

export const exportQuerySchema = z.object({
  format: z.enum(exportFormats, { error: "exports.errors.format" }),
  locale: z.enum(supportedLanguages, { error: "exports.errors.locale" }),
});
export type ExportQuery = z.output<typeof exportQuerySchema>;

/** The body: the list's search query and sort in the search proxy's DSL (docs/search.md); no paging. */
export const exportBodySchema = z.object({
  query: z.looseObject({}).optional(),
  sort: z.array(z.unknown()).optional(),
});
export type ExportBody = z.output<typeof exportBodySchema>;

/** The header giving the rows the file holds, sent before the first byte so the console can show progress. */
export const exportRowsHeader = "x-export-rows";

/** The field error (on `query`) of a search matching more than {@link exportRowLimit} rows; the message names the count and the limit. */
export const exportTooManyRowsError = "exports.errors.too_many_rows";

/** The file's name: `{index}-{YYYY-MM-DD}.{format}`, the day in Paris. */
export function exportFileName(index: ExportIndex, day: string, format: ExportFormat): string {
  return `${index}-${day}.${format}`;
}
