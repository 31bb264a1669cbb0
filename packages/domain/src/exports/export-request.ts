import { z } from "zod";
import { supportedLanguages } from "../i18n/languages";
import { ticketQuerySchema } from "../tickets/ticket-schemas";

// "exports limited to 10,000 lines" (docs/product.md#exports): the dashboards' exports
// (docs/exports.md). The console posts the search it shows (the same query
// and sort as its list) to `POST /api/exports/{index}?format=&locale=`; the
// answer is the file, streamed.

/** The lists that can be taken away: the codes list, the purchases and the newsletter customers. */
export const exportIndexes = ["coupons", "purchases", "customers"] as const;
export type ExportIndex = (typeof exportIndexes)[number];

/**
 * Every list taken away as a file: the dashboards' three, the support tickets (`GET /api/tickets/export`,
 * docs/exports.md#tickets) and a site's private Wi-Fi spaces (docs/private-wifi.md#calls).
 */
export type ExportList = ExportIndex | "tickets" | "private_spaces";

export const exportFormats = ["xlsx", "csv"] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** docs/product.md#exports: at most this many rows; a search matching more is refused whole, never cut. */
export const exportRowLimit = 10_000;

export const exportQuerySchema = z.object({
  format: z.enum(exportFormats, { error: "exports.errors.format" }),
  locale: z.enum(supportedLanguages, { error: "exports.errors.locale" }),
});
export type ExportQuery = z.output<typeof exportQuerySchema>;

/**
 * `GET /api/tickets/export`: the list's filters (`GET /tickets`'s, no
 * page: the file holds every ticket they find, up to the limit) and the
 * format; the language is the request's (Accept-Language).
 */
export const ticketsExportQuerySchema = ticketQuerySchema.omit({ page: true }).extend({
  format: z.enum(exportFormats, { error: "exports.errors.format" }),
});
export type TicketsExportQuery = z.output<typeof ticketsExportQuerySchema>;

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

/** The file's name: `{list}-{YYYY-MM-DD}.{format}`, the day in Paris. */
export function exportFileName(list: ExportList, day: string, format: ExportFormat): string {
  return `${list}-${day}.${format}`;
}
