import {
  fieldErrorsFromZodIssues,
  type MonitoringLocation,
  monitoringLocationQuerySchema,
  monitoringWindow,
  monitoringWindowQuerySchema,
  type TimeWindow,
} from "@ondine/domain";
import { AppError } from "../../errors/app-error";

/**
 * A series call's query: the location and the window (the call's default
 * window for the bounds left out). Every wrong field is named at once: 422.
 */
export function parseSeriesQuery(
  query: unknown,
  defaults: TimeWindow,
): { location: MonitoringLocation; window: TimeWindow } {
  const location = monitoringLocationQuerySchema.safeParse(query);
  const bounds = monitoringWindowQuerySchema.safeParse(query);
  if (!location.success || !bounds.success) {
    throw new AppError(
      "INVALID_PARAMETERS",
      undefined,
      fieldErrorsFromZodIssues([...(location.error?.issues ?? []), ...(bounds.error?.issues ?? [])]),
    );
  }
  const window = monitoringWindow(bounds.data, defaults);
  if (!window) throw new AppError("INVALID_PARAMETERS", undefined, { stop_at: ["formErrors.valid_date_range"] });
  return { location: location.data, window };
}
