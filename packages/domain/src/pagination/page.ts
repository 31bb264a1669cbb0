import { z } from "zod";
import { maxRowId } from "../inputs/id-schema";

/** `?page=` of a paged list: 1-based, 1 when absent. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: "formErrors.invalid" })
    .int("formErrors.invalid")
    .min(1, "formErrors.invalid")
    .max(maxRowId, "formErrors.invalid")
    .default(1),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A paged answer's envelope beside its items (style: `current_page`, `total_pages`, docs/product.md#api); spread into its schema. */
export const pageInfoShape = {
  current_page: z.number().int(),
  total_pages: z.number().int(),
};
export type PageInfo = { current_page: number; total_pages: number };

/** At least one page, even when empty, so "page 1 of 1" reads right. */
export function totalPages(totalCount: number, perPage: number): number {
  return Math.max(1, Math.ceil(totalCount / perPage));
}
