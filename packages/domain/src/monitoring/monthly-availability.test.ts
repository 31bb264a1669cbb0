import { describe, expect, it } from "vitest";
import { businessSecondsBetween } from "../tickets/sla-clock";
import { type AvailabilitySpanStart, availabilityHours, availabilityMonths } from "./monthly-availability";

// Paris is UTC+1 until 29 March 2026, then UTC+2. January 2026 has 22
// weekdays (the 1st is a Thursday), February 20, March 22.
const at = (text: string) => new Date(text);
const hour = 3600;
const day = 12 * hour;
const later = at("2027-01-01T00:00:00Z");

function span(when: string, level: AvailabilitySpanStart["level"], muted = false): AvailabilitySpanStart {
  return { at: at(when), level, muted };
}

describe("availabilityHours", () => {
  it("measures Monday to Friday, 8h to 20h Paris, holidays included", () => {
    // Tuesday 14 July 2026, a public holiday, is measured; Saturday 18 July is not.
    expect(
      businessSecondsBetween(availabilityHours, at("2026-07-14T00:00:00+02:00"), at("2026-07-15T00:00:00+02:00")),
    ).toBe(day);
    expect(
      businessSecondsBetween(availabilityHours, at("2026-07-18T00:00:00+02:00"), at("2026-07-19T00:00:00+02:00")),
    ).toBe(0);
  });
});

describe("availabilityMonths", () => {
  const from = at("2026-01-01T00:00:00+01:00");
  const to = at("2026-04-01T00:00:00+02:00");

  it("measures weekdays from 8h to 20h only, 12 hours a day across the spring change", () => {
    expect(availabilityMonths([span("2025-12-20T10:00:00+01:00", "up")], from, to, later)).toEqual([
      { month: "2026-01", ratio: 1, down_seconds: 0, measured_seconds: 22 * day },
      { month: "2026-02", ratio: 1, down_seconds: 0, measured_seconds: 20 * day },
      { month: "2026-03", ratio: 1, down_seconds: 0, measured_seconds: 22 * day },
    ]);
  });

  it("splits a down span over a month boundary, without its night and weekend", () => {
    // Down from Friday 30 January 18:00 to Monday 2 February 10:00: 2 measured hours each side.
    const changes = [
      span("2025-12-20T10:00:00+01:00", "up"),
      span("2026-01-30T18:00:00+01:00", "down"),
      span("2026-02-02T10:00:00+01:00", "up"),
    ];
    const [january, february] = availabilityMonths(changes, from, at("2026-03-01T00:00:00+01:00"), later);
    expect(january).toEqual({
      month: "2026-01",
      ratio: 1 - (2 * hour) / (22 * day),
      down_seconds: 2 * hour,
      measured_seconds: 22 * day,
    });
    expect(february).toEqual({
      month: "2026-02",
      ratio: 1 - (2 * hour) / (20 * day),
      down_seconds: 2 * hour,
      measured_seconds: 20 * day,
    });
  });

  it("counts degraded time as available", () => {
    const changes = [span("2025-12-20T10:00:00+01:00", "degraded"), span("2026-01-12T10:00:00+01:00", "degradedAps")];
    expect(availabilityMonths(changes, from, at("2026-02-01T00:00:00+01:00"), later)).toEqual([
      { month: "2026-01", ratio: 1, down_seconds: 0, measured_seconds: 22 * day },
    ]);
  });

  it("leaves muted time out of the measure, down or not", () => {
    // Muted over a month boundary (Friday 27 February 14:00 to Tuesday 3 March 10:00), down while muted.
    const changes = [
      span("2025-12-20T10:00:00+01:00", "up"),
      span("2026-02-27T14:00:00+01:00", "down", true),
      span("2026-03-03T10:00:00+01:00", "down"),
      span("2026-03-03T11:00:00+01:00", "up"),
    ];
    const [, february, march] = availabilityMonths(changes, from, to, later);
    expect(february).toEqual({ month: "2026-02", ratio: 1, down_seconds: 0, measured_seconds: 20 * day - 6 * hour });
    // Muted Monday 2 March and Tuesday 3 March 8:00-10:00, then down an hour.
    expect(march).toEqual({
      month: "2026-03",
      ratio: 1 - hour / (22 * day - 14 * hour),
      down_seconds: hour,
      measured_seconds: 22 * day - 14 * hour,
    });
  });

  it("does not measure a site not referenced yet", () => {
    const changes = [span("2025-06-01T00:00:00+02:00", "notReferenced"), span("2026-01-29T08:00:00+01:00", "down")];
    // Thursday 29 and Friday 30 January.
    expect(availabilityMonths(changes, from, at("2026-02-01T00:00:00+01:00"), later)).toEqual([
      { month: "2026-01", ratio: 0, down_seconds: 2 * day, measured_seconds: 2 * day },
    ]);
  });

  it("has no figure for a month with nothing measured", () => {
    const weekend = availabilityMonths(
      [span("2025-12-20T10:00:00+01:00", "down")],
      at("2026-01-31T00:00:00+01:00"),
      at("2026-02-02T00:00:00+01:00"),
      later,
    );
    expect(weekend).toEqual([
      { month: "2026-01", ratio: null, down_seconds: 0, measured_seconds: 0 },
      { month: "2026-02", ratio: null, down_seconds: 0, measured_seconds: 0 },
    ]);
    const mutedAllMonth = availabilityMonths(
      [span("2025-12-20T10:00:00+01:00", "down", true)],
      from,
      at("2026-02-01T00:00:00+01:00"),
      later,
    );
    expect(mutedAllMonth).toEqual([{ month: "2026-01", ratio: null, down_seconds: 0, measured_seconds: 0 }]);
  });

  it("stops at now, and measures nothing before the first known level", () => {
    const now = at("2026-02-03T12:00:00+01:00");
    const changes = [span("2026-01-30T08:00:00+01:00", "up")];
    expect(availabilityMonths(changes, from, to, now)).toEqual([
      { month: "2026-01", ratio: 1, down_seconds: 0, measured_seconds: day },
      // Monday 2 February, and Tuesday 3 February until noon.
      { month: "2026-02", ratio: 1, down_seconds: 0, measured_seconds: day + 4 * hour },
    ]);
    expect(availabilityMonths(changes, now, to, now)).toEqual([]);
  });

  it("names months by the Paris calendar", () => {
    // 23:00 UTC on 31 January is midnight, 1 February, in Paris.
    const months = availabilityMonths(
      [span("2025-12-20T10:00:00+01:00", "up")],
      at("2026-01-31T23:00:00Z"),
      at("2026-03-31T22:00:00Z"),
      later,
    );
    expect(months.map((month) => month.month)).toEqual(["2026-02", "2026-03"]);
  });
});
