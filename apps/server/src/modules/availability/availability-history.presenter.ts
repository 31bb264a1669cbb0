import type { AvailabilityHistoryAnswer, MonthlyAvailabilityAnswer } from "@ondine/domain";
import type { AvailabilityEvent } from "./availability-events.repository";

/** A site's availability history (docs/alerts.md#availability), field by field. */
export function presentAvailabilityHistory(history: {
  siteId: number;
  from: Date;
  to: Date;
  events: readonly AvailabilityEvent[];
  months: readonly MonthlyAvailabilityAnswer[];
}): AvailabilityHistoryAnswer {
  return {
    site_id: history.siteId,
    from: history.from.toISOString(),
    to: history.to.toISOString(),
    events: history.events.map((event) => ({
      at: event.at.toISOString(),
      level: event.level,
      reason: event.reason,
      muted: event.muted,
    })),
    months: history.months.map((month) => ({
      month: month.month,
      ratio: month.ratio,
      down_seconds: month.down_seconds,
      measured_seconds: month.measured_seconds,
    })),
  };
}
