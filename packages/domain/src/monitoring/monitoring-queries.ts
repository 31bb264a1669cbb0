import { z } from "zod";
import type { LocationState } from "../locations/location";
import { blankAsAbsent } from "../queries/query-params";
import type { TimeWindow } from "./traffic-range";

// The query strings of the monitoring read calls (SPEC §7 "Monitoring",
// docs/api.md "Monitoring"). Query strings arrive as text: numbers coerce.

/** The largest id an `integer` column holds: a bigger one cannot name anything. */
const maxRowId = 2_147_483_647;

const rowIdSchema = z.coerce
  .number({ error: "formErrors.invalid" })
  .int("formErrors.invalid")
  .positive("formErrors.invalid")
  .max(maxRowId, "formErrors.invalid");

const optionalRowIdSchema = z.preprocess(blankAsAbsent, rowIdSchema.optional());

/** An id that must be given: absent reads `formErrors.required`, anything but an id `formErrors.invalid`. */
const requiredRowIdSchema = optionalRowIdSchema.pipe(z.number({ error: "formErrors.required" }));

/**
 * An organism is monitored through its sites in production (SPEC §3 "Site
 * status" sums them; the AP status list walks them): sites in study or
 * acceptance are left out of every organism-wide read.
 */
export const monitoredSiteState: LocationState = "En production";

/** What a monitoring call reads: one site, or an organism's sites in production. */
export type MonitoringLocation = { type: "site" | "organism"; id: number };

/** `?site=ID` or `?organism=ID`: exactly one of them. */
export const monitoringLocationQuerySchema = z
  .object({ site: optionalRowIdSchema, organism: optionalRowIdSchema })
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

/** Unix seconds up to the year 9999: every one is a valid Date. */
const unixSecondsSchema = z.preprocess(
  blankAsAbsent,
  z.coerce
    .number({ error: "formErrors.invalid" })
    .int("formErrors.invalid")
    .min(0, "formErrors.invalid")
    .max(253_402_300_799, "formErrors.invalid")
    .optional(),
);

/** `start_at` and `stop_at`, unix seconds; each may be left out for the call's default window. */
export const monitoringWindowQuerySchema = z
  .object({ start_at: unixSecondsSchema, stop_at: unixSecondsSchema })
  .refine((query) => query.start_at === undefined || query.stop_at === undefined || query.start_at < query.stop_at, {
    path: ["stop_at"],
    message: "formErrors.valid_date_range",
  });

export type MonitoringWindowQuery = z.infer<typeof monitoringWindowQuerySchema>;

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
export const monitoringDevicesQuerySchema = z.object({ site: requiredRowIdSchema });

/** `/monitoring/sites/{id}/full`. */
export const monitoringSiteParamsSchema = z.object({ id: requiredRowIdSchema });

/** `/monitoring/esls?site_id=ID`. */
export const monitoringEslsQuerySchema = z.object({ site_id: requiredRowIdSchema });

/** `/tickets_sf/kpis?location_type=site|organism&location_id=ID` (the type is read in any case). */
export const ticketKpisQuerySchema = z
  .object({
    location_type: z.preprocess(
      (value) => (typeof value === "string" ? blankAsAbsent(value.toLowerCase()) : value),
      z.enum(["site", "organism"], { error: "formErrors.required" }),
    ),
    location_id: requiredRowIdSchema,
  })
  .transform((query): MonitoringLocation => ({ type: query.location_type, id: query.location_id }));
