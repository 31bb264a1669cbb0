import {
  calendarDayOf,
  canReadReportingCall,
  monitoringCacheMs,
  type ReportingCall,
  type ReportingQuery,
  reportingAnswerSchema,
  reportingCallRoles,
  reportingCalls,
  reportingExportQuerySchema,
  reportingQuerySchema,
  reportingYearError,
} from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { sendCachedAnswer } from "../../../cache/cached-reply";
import { scopeCacheKey } from "../../../cache/scope-cache-key";
import { AppError } from "../../../errors/app-error";
import { lagTolerantDependencies } from "../../../module-dependencies";
import { parseDeclared } from "../../../openapi/declared-input";
import { routeSchemaFor } from "../../../openapi/route-schema";
import { requireActor } from "../../../plugins/authentication";
import { sendWorkbook } from "../../../spreadsheets/workbook-stream";
import { readReportingCall, resolveReportingLocations } from "./reporting.service";
import { readReportingSheets, writeReportingWorkbook } from "./reporting-workbook";

const statisticsRoute = routeSchemaFor("Statistics");

const callSummaries: Record<ReportingCall, string> = {
  revenues: "The year's turnover by month: sales, codes sold and refunds, in euros excluding tax",
  rooms: "The year's stock of rooms by month",
  use_of_service: "The year's service use by month: peak users, their share of the rooms, bytes down and up",
  coupons: "The year's codes created by month and offer",
  online_sales: "The year's succeeded online purchases by month and offer",
};

const roleNames = (call: ReportingCall) =>
  reportingCallRoles[call].map((role) => `\`roles.statistics.${role}\``).join(" and ");

const queryDescription =
  "`search[year]` (2006 to the current year), `search[site_ids][]` and `search[organism_ids][]` (at least one " +
  "location; their union is read; one unknown or outside the caller's scope answers 404).";

/** docs/product.md#reporting-figures: a year after the current (Paris) one is refused, naming `search[year]`. */
function checkYear(query: ReportingQuery, now: Date): void {
  const error = reportingYearError(query["search[year]"], calendarDayOf(now).year);
  if (error) throw new AppError("INVALID_PARAMETERS", undefined, { "search[year]": [error] });
}

/**
 * Statistics (docs/product.md#statistics-overview): the five yearly reporting calls and their
 * workbook (docs/api.md "Reporting", docs/reporting.md). Roles are checked
 * before the query is read (403), then the query (422 naming the
 * parameter), then each location in the caller's scope (404).
 */
export async function reportingRoutes(app: FastifyInstance) {
  // Yearly figures: read where heavy reads go (docs/operations.md#replica).
  const { db, now } = lagTolerantDependencies(app);

  for (const call of reportingCalls) {
    app.get(
      `/statistics/${call}`,
      {
        schema: statisticsRoute({
          summary: callSummaries[call],
          description:
            `${queryDescription} Answers \`{"periods": [...]}\`: twelve months, January first, each ` +
            "`{period: {month, year, total}, values: [{key, value}]}`; months after the current Paris month have " +
            `null values and a null total. Needs ${roleNames(call)}.`,
          auth: "signed-in",
          querystring: reportingQuerySchema,
          success: { status: 200, description: "The twelve months of the year.", schema: reportingAnswerSchema },
        }),
      },
      async (request, reply) => {
        const actor = requireActor(request);
        if (!canReadReportingCall(actor, call)) throw new AppError("NOT_ALLOWED");
        const query = parseDeclared(request, "querystring");
        checkYear(query, now());
        const locations = await resolveReportingLocations(db, request.scope, query);
        const key = [
          "reporting",
          call,
          scopeCacheKey(request.scope),
          query["search[year]"],
          "s",
          ...locations.sites.map((site) => site.id).sort((a, b) => a - b),
          "o",
          ...locations.organisms.map((organism) => organism.id).sort((a, b) => a - b),
        ].join(":");
        const answer = await app.readCache.read(key, monitoringCacheMs.traffic, () =>
          readReportingCall(db, request.scope, call, locations, query["search[year]"], now()),
        );
        return sendCachedAnswer(reply, answer, now().getTime());
      },
    );
  }

  app.get(
    "/statistics/export.xlsx",
    {
      schema: statisticsRoute({
        summary: "The year's reporting as a workbook, one sheet per card",
        description:
          `${queryDescription} \`locale\`: the workbook's language (fr, en, es, de, nl, zh). One sheet per card the ` +
          "caller may read (turnover with `reporting_revenue`, purchases with `online_purchases`; turnover, codes and " +
          "purchases left out when the year is empty), the twelve months and the total, numbers stored as numbers. " +
          "Streamed as it is written. Needs `roles.statistics.reporting`.",
        auth: "signed-in",
        querystring: reportingExportQuerySchema,
        success: {
          status: 200,
          description: "The workbook (`reporting-{year}.xlsx`).",
          mediaType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        },
      }),
    },
    async (request, reply) => {
      const actor = requireActor(request);
      // The reporting role itself (what the stock card needs): the workbook always holds stock and service use.
      if (!canReadReportingCall(actor, "rooms")) throw new AppError("NOT_ALLOWED");
      const query = parseDeclared(request, "querystring");
      checkYear(query, now());
      const locations = await resolveReportingLocations(db, request.scope, query);
      const year = query["search[year]"];
      const sheets = await readReportingSheets(
        (call) => canReadReportingCall(actor, call),
        (call) => readReportingCall(db, request.scope, call, locations, year, now()),
        { year, today: calendarDayOf(now()) },
      );
      return sendWorkbook(reply, `reporting-${year}.xlsx`, (workbook) =>
        writeReportingWorkbook(workbook, sheets, { locale: query.locale, year, locationNames: locations.names }),
      );
    },
  );
}
