import { describe, expect, it } from "vitest";
import { availabilitySpans } from "./availability-spans";
import { availabilityHistory } from "./testing/monitoring-fixtures";

describe("the availability timeline's spans (docs/alerts.md#availability)", () => {
  it("holds each level until the next change, the first from the period's start, the last to its end", () => {
    const spans = availabilitySpans(availabilityHistory());
    expect(spans.map(({ start, end, level, muted }) => ({ start, end, level, muted }))).toEqual([
      { start: "2026-08-31T22:00:00.000Z", end: "2026-09-15T08:00:00.000Z", level: "up", muted: false },
      { start: "2026-09-15T08:00:00.000Z", end: "2026-09-16T08:00:00.000Z", level: "down", muted: false },
      { start: "2026-09-16T08:00:00.000Z", end: "2026-10-05T06:00:00.000Z", level: "up", muted: false },
      { start: "2026-10-05T06:00:00.000Z", end: "2026-10-12T06:00:00.000Z", level: "down", muted: true },
      { start: "2026-10-12T06:00:00.000Z", end: "2026-11-30T23:00:00.000Z", level: "up", muted: false },
    ]);
    expect(spans.reduce((total, span) => total + span.share, 0)).toBeCloseTo(1, 10);
    // A day out of the period's 91 days and one hour (October's change of clocks): its width on the band.
    expect(spans[1]?.share).toBeCloseTo(24 / (91 * 24 + 1), 10);
  });

  it("draws nothing for a site with no recorded level", () => {
    expect(availabilitySpans(availabilityHistory({ events: [] }))).toEqual([]);
  });
});
