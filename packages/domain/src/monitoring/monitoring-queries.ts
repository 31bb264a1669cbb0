import { z } from "zod";
import { pathIdParamsSchema, requiredRowIdTextSchema, rowIdTextSchema } from "../inputs/id-schema";
import { unixSecondsSchema as boundedUnixSecondsSchema } from "../inputs/instant-schema";
import type { LocationState } from "../locations/location";
import { blankAsAbsent } from "../queries/query-params";
import type { TimeWindow } from "./traffic-range";

// The query strings of the monitoring read calls (docs/product.md#monitoring-api,
// docs/api.md "Monitoring"). Query strings arrive as text: numbers coerce.

/**
 * An organism is monitored through its sites in production (docs/product.md#monitoring-data "Site
 * status" sums them; the AP status list walks them): sites in study or
 * acceptance are left out of every organism-wide read.
 */
export const monitoredSiteState: LocationState = "En production";

/** What a monitoring call reads: one site, or an organism's sites in production. */
export type MonitoringLocation = { type: "site" | "organism"; id: number };

/** `?site=ID` or `?organism=ID`: exactly one of them. */
export const monitoringLocationQuerySchema = z
  .object({ site: rowIdTextSchema, organism: rowIdTextSchema })
  .superRefine((query, context) => {
    if (query.site === undefined && query.organism === undefined) {
      context.addIssue({ code: "custom", path: ["site"], message: "formErrors.required" });
    } else if (query.site !== undefined && query.organism !== undefined) {
      context.addIssue({ code: "custom", path: ["organism"], message: "formErrors.invalid" });
    }
  })
  .transform(
    (query): MonitoringLocation =>
      query.site !== undefined ? { type: "site", id: query.site } : { type: "organism", id: query.organism as number },
  );

/** Unix seconds within the bounds of every request date. */
const unixSecondsSchema = z.preprocess(blankAsAbsent, boundedUnixSecondsSchema.optional());

/** `start_at` and `stop_at`, unix seconds; each may be left out for the call's default window. */
export const monitoringWindowQuerySchema = z
  .object({ start_at: unixSecondsSchema, stop_at: unixSecondsSchema })
  .refine((query) => query.start_at === undefined || query.stop_at === undefined || query.start_at < query.stop_at, {
    path: ["stop_at"],
    message: "formErrors.valid_date_range",
  });

export type MonitoringWindowQuery = z.infer<typeof monitoringWindowQuerySchema>;

/**
 * A series call's query (`traffic`, `bandwidth`, `speedtest`): the location
 * and the window, every wrong field of both named at once.
 */
export const monitoringSeriesQuerySchema = monitoringLocationQuerySchema.and(monitoringWindowQuerySchema);

export type MonitoringSeriesQuery = z.output<typeof monitoringSeriesQuerySchema>;

/**
 * The window a series call reads: the bounds given, the default window's
 * for those left out. `null` when the bounds given cross (a start given
 * after the default stop, say): the caller answers 422 on `stop_at`.
 */
export function monitoringWindow(query: MonitoringWindowQuery, defaults: TimeWindow): TimeWindow | null {
  const startAt = query.start_at === undefined ? defaults.startAt : new Date(query.start_at * 1000);
  const stopAt = query.stop_at === undefined ? defaults.stopAt : new Date(query.stop_at * 1000);
  return startAt < stopAt ? { startAt, stopAt } : null;
}

/** `/monitoring/devices?site=ID`: a site's equipment (an organism's would be thousands of rows). */
export const monitoringDevicesQuerySchema = z.object({ site: requiredRowIdTextSchema });

/** `/monitoring/sites/{id}/full`. */
export const monitoringSiteParamsSchema = pathIdParamsSchema;

/** `/monitoring/esls?site_id=ID`. */
export const monitoringEslsQuerySchema = z.object({ site_id: requiredRowIdTextSchema });

/** `/tickets_sf/kpis?location_type=site|organism&location_id=ID` (the type is read in any case). */
export const ticketKpisQuerySchema = z
  .object({
    location_type: z.preprocess(
      (value) => (typeof value === "string" ? blankAsAbsent(value.toLowerCase()) : value),
      z.enum(["site", "organism"], { error: "formErrors.required" }),
    ),
    location_id: requiredRowIdTextSchema,
  })
  .transform((query): MonitoringLocation => ({ type: query.location_type, id: query.location_id }));
