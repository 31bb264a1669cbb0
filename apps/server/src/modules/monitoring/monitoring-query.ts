import { type MonitoringLocation, type MonitoringSeriesQuery, monitoringWindow, type TimeWindow } from "@ondine/domain";
import { AppError } from "../../errors/app-error";

/**
 * A series call's location and window from its parsed query
 * (`monitoringSeriesQuerySchema`): the call's default window for the bounds
 * left out; 422 on `stop_at` when the bounds then cross.
 */
export function seriesOfQuery(
  query: MonitoringSeriesQuery,
  defaults: TimeWindow,
): { location: MonitoringLocation; window: TimeWindow } {
  const window = monitoringWindow(query, defaults);
  if (!window) throw new AppError("INVALID_PARAMETERS", undefined, { stop_at: ["formErrors.valid_date_range"] });
  return { location: { type: query.type, id: query.id }, window };
}
