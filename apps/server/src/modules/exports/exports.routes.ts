import {
  type ExportIndex,
  exportBodySchema,
  exportColumns,
  exportDefaultSort,
  exportFilters,
  exportIndexes,
  exportQuerySchema,
  exportRowLimit,
  exportRowsHeader,
  exportSearchIndex,
  exportSourceFields,
  searchAccess,
} from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../../errors/app-error";
import { moduleDependencies } from "../../module-dependencies";
import { type DeclaringRequest, declaredSchema, parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { csvMediaType } from "../../spreadsheets/csv-stream";
import { xlsxMediaType } from "../../spreadsheets/workbook-stream";
import { exportSearchRows, searchDependencies } from "../search";
import { sendExportFile } from "./export-file";

export const exportPathParamsSchema = z.object({ index: z.enum(exportIndexes) });

/**
 * Documents read per query while a file is written, all pages asked for at once: each
 * query pays the scan and sort of the caller's matches again (the scope's sites, the
 * sort), so a full file is three queries (1,000, 4,500, 4,500), not ten of 1,000
 * (docs/exports.md, docs/performance.md "Exports").
 */
export const exportPageSize = 4_500;

/** Documents of the first query: fewer, so that the file starts while the next pages are read. */
export const exportFirstPageSize = 1_000;

const exportsRoute = routeSchemaFor("Exports");

function exportIndexFrom(request: DeclaringRequest<{ params: typeof exportPathParamsSchema }>): ExportIndex {
  const result = declaredSchema(request, "params").safeParse(request.params);
  if (!result.success) {
    throw new AppError("NOT_FOUND", `No export of ${String((request.params as { index?: unknown }).index)}.`);
  }
  return result.data.index;
}

/**
 * `POST /api/exports/{coupons|purchases|customers}?format=xlsx|csv&locale=`
 * (docs/exports.md, docs/api.md "Exports"): the list's search, as the
 * search proxy reads it and within the same rights and scope, with the
 * dashboard's own filters kept, counted first (over the limit: 422, no
 * file), then the file streamed as it is written, a page of rows at a time.
 */
export async function exportsRoutes(app: FastifyInstance) {
  const deps = searchDependencies(app);
  const clock = moduleDependencies(app);

  app.post(
    "/exports/:index",
    {
      schema: exportsRoute({
        summary: "Export a dashboard's list as a spreadsheet",
        description:
          "The body is the list's search: `query` and `sort` in the search proxy's DSL (docs/search.md); " +
          `the codes made in the back office, the succeeded purchases or the newsletter's guests, within the caller's scope. ` +
          `At most ${exportRowLimit.toLocaleString("en")} rows: more answers 422 and no file. ` +
          `The answer is the file, streamed; \`${exportRowsHeader}\` gives its rows. ` +
          "Needs the role that lists the index's documents.",
        auth: "signed-in",
        params: exportPathParamsSchema,
        querystring: exportQuerySchema,
        body: exportBodySchema,
        success: {
          status: 200,
          description: "The file (xlsx or CSV), streamed.",
          mediaType: [xlsxMediaType, csvMediaType],
        },
      }),
      // An export changes nothing: a read-only API token may take one.
      config: { readsOnly: true },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const index = exportIndexFrom(request);
      const searchIndex = exportSearchIndex[index];
      if (searchAccess(actor, searchIndex) !== "documents") {
        throw new AppError("NOT_ALLOWED", `Exporting ${index} needs the role that lists them.`);
      }
      const { format, locale } = parseDeclared(request, "querystring");
      const body = parseDeclared(request, "body");
      const now = clock.now();
      const rows = await exportSearchRows(deps, {
        index: searchIndex,
        search: { query: body.query, sort: body.sort },
        defaultSort: exportDefaultSort[index],
        filters: exportFilters(index, now),
        fields: exportSourceFields(index, locale),
        actor,
        scope: request.scope,
        now,
        pageSize: exportPageSize,
        firstPageSize: exportFirstPageSize,
      });
      return sendExportFile(reply, { list: index, columns: exportColumns[index], rows, format, language: locale, now });
    },
  );
}
