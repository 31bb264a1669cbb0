import { type ReportingAnswer, type ReportingCall, reportingAnswerSchema, reportingQueryString } from "@ondine/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiBaseUrl, apiCall } from "../../../api/client";

/** The location a report covers: one site, or an organism with all its sites. */
export interface ReportingLocation {
  type: "organism" | "site";
  id: number;
}

function queryString(location: ReportingLocation, year: number, locale?: string): string {
  return reportingQueryString({
    year,
    siteIds: location.type === "site" ? [location.id] : [],
    organismIds: location.type === "organism" ? [location.id] : [],
    locale,
  });
}

/**
 * `GET /statistics/{call}?search[year]=&search[site_ids][]=|search[organism_ids][]=`
 * (docs/product.md#reporting-screen, docs/api.md "Reporting"): one card's twelve months.
 */
export function findReporting(
  call: ReportingCall,
  location: ReportingLocation,
  year: number,
  signal?: AbortSignal,
): Promise<ReportingAnswer> {
  return apiCall("GET", `/statistics/${call}?${queryString(location, year)}`, reportingAnswerSchema, { signal });
}

export function reportingQueryOptions(call: ReportingCall, location: ReportingLocation, year: number) {
  return queryOptions({
    queryKey: ["statistics", "reporting", call, location.type, location.id, year] as const,
    queryFn: ({ signal }) => findReporting(call, location, year, signal),
    // A month's figures move slowly; a new year or location is a new key.
    staleTime: 5 * 60_000,
  });
}

/** One card's call: each card has its own, so a slow one does not hold the others. */
export function useReporting(call: ReportingCall, location: ReportingLocation, year: number) {
  return useQuery(reportingQueryOptions(call, location, year));
}

/** `/statistics/export.xlsx` with the same query and the workbook's language (docs/product.md#reporting-screen): a link the browser downloads. */
export function reportingExportUrl(location: ReportingLocation, year: number, locale: string): string {
  return `${apiBaseUrl}/statistics/export.xlsx?${queryString(location, year, locale)}`;
}
