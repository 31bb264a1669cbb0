import type { AvailabilityEventAnswer, AvailabilityHistoryAnswer, SiteAvailabilityLevel } from "@ondine/domain";

// The availability timeline's pieces (docs/alerts.md#availability): each
// level change holds until the next one, the first one from the period's
// start, the last one until its end.

export interface AvailabilitySpan {
  /** ISO 8601, clamped to the period. */
  start: string;
  end: string;
  level: SiteAvailabilityLevel;
  muted: boolean;
  /** Its share of the period, 0 to 1: its width on the band. */
  share: number;
}

/** The spans of the period, in order; none when the site has no recorded level. */
export function availabilitySpans(
  history: Pick<AvailabilityHistoryAnswer, "from" | "to" | "events">,
): AvailabilitySpan[] {
  const from = Date.parse(history.from);
  const to = Date.parse(history.to);
  const length = to - from;
  if (!(length > 0)) return [];
  const events = [...history.events].sort((left, right) => Date.parse(left.at) - Date.parse(right.at));
  const spans: AvailabilitySpan[] = [];
  events.forEach((event: AvailabilityEventAnswer, index) => {
    const start = Math.max(Date.parse(event.at), from);
    const next = events[index + 1];
    const end = Math.min(next ? Date.parse(next.at) : to, to);
    if (end <= start) return;
    spans.push({
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
      level: event.level,
      muted: event.muted,
      share: (end - start) / length,
    });
  });
  return spans;
}
