import { exportRowLimit, exportRowsHeader, ticketExportColumns, ticketsExportQuerySchema } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { lagTolerantDependencies } from "../../module-dependencies";
import { parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { csvMediaType } from "../../spreadsheets/csv-stream";
import { xlsxMediaType } from "../../spreadsheets/workbook-stream";
import { sendExportFile } from "../exports";
import { assertMayUseTickets } from "./ticket-caller";
import { ticketExportRows } from "./ticket-export-rows";
import { ticketsDependencies } from "./tickets-dependencies";

const ticketsRoute = routeSchemaFor("Support tickets");

/**
 * `GET /api/tickets/export?format=xlsx|csv&<the list's filters>`
 * (docs/exports.md#tickets): the tickets the list shows the caller, with
 * the same filters, order and rights (a customer's on their locations, every
 * customer's for the support desk), as a file through the exports' writer,
 * in the request's language.
 */
export async function ticketsExportRoutes(app: FastifyInstance) {
  // A heavy read that may be a few seconds behind: the read database.
  const deps = { ...ticketsDependencies(app), ...lagTolerantDependencies(app) };

  app.get(
    "/tickets/export",
    {
      schema: ticketsRoute({
        summary: "The tickets list as a spreadsheet",
        description:
          "The filters and order of `GET /tickets` (no page) and `format` (`xlsx` or `csv`); headers, statuses " +
          "and kinds in the request's language (Accept-Language). Columns: issue number, subject, kind, status, " +
          "organism, site, requester, assignee, opened, last activity, next SLA due time, overdue; never a " +
          `message. At most ${exportRowLimit.toLocaleString("en")} rows: more answers 422 and no file. The ` +
          `answer is the file, streamed; \`${exportRowsHeader}\` gives its rows. Who: as \`GET /tickets\` ` +
          "(the `requests` role or the support desk, 403 otherwise).",
        auth: "signed-in",
        querystring: ticketsExportQuerySchema,
        success: {
          status: 200,
          description: "The file (xlsx or CSV), streamed.",
          mediaType: [xlsxMediaType, csvMediaType],
        },
      }),
    },
    async (request, reply) => {
      const caller = { actor: requireActor(request), scope: request.scope };
      assertMayUseTickets(caller);
      const { format, ...filters } = parseDeclared(request, "querystring");
      const now = deps.now();
      const rows = await ticketExportRows(deps, caller, filters, now);
      return sendExportFile(reply, {
        list: "tickets",
        columns: ticketExportColumns,
        rows,
        format,
        language: request.language,
        now,
      });
    },
  );
}
