import { describe, expect, it } from "vitest";
import {
  nextSilenceOccurrence,
  type SilenceOccurrence,
  type SilenceSchedule,
  silenceLastEnd,
  silenceOccurrenceAt,
  silenceOccurrences,
  silenceRecurrenceOf,
  silenceRule,
} from "./silence-recurrence";

// Paris is UTC+1 in winter and UTC+2 from 29 March to 25 October 2026 (the
// clocks go from 02:00 to 03:00, then from 03:00 back to 02:00): the times
// below carry their offset, as the Paris wall clock reads them; answers are
// compared in UTC.

const at = (text: string) => new Date(text);
const utc = (occurrences: SilenceOccurrence[]) =>
  occurrences.map((occurrence) => [occurrence.startsAt.toISOString(), occurrence.endsAt.toISOString()]);
const ever = [at("2020-01-01T00:00:00Z"), at("2030-01-01T00:00:00Z")] as const;

/** A weekly window: its first occurrence, repeated on the ISO weekdays until the last day. */
function weekly(startsAt: string, endsAt: string, weekdays: number[], until: string): SilenceSchedule {
  return {
    startsAt: at(startsAt),
    endsAt: at(endsAt),
    rrule: silenceRule({ weekdays, until }, at(startsAt)),
    endedEarlyAt: null,
  };
}

describe("silenceRule", () => {
  it("is a floating weekly rule: DTSTART the Paris wall-clock time of the start, UNTIL the end of the last day", () => {
    expect(silenceRule({ weekdays: [3, 1], until: "2026-04-20" }, at("2026-03-23T02:00:00+01:00"))).toBe(
      "DTSTART:20260323T020000\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20260420T235959",
    );
    expect(silenceRule({ weekdays: [7, 6], until: "2026-08-31" }, at("2026-06-01T00:15:00Z"))).toBe(
      "DTSTART:20260601T021500\nRRULE:FREQ=WEEKLY;BYDAY=SA,SU;UNTIL=20260831T235959",
    );
  });

  it("reads back as the form's recurrence", () => {
    const recurrence = { weekdays: [1, 3, 5, 7], until: "2027-01-15" };
    expect(silenceRecurrenceOf(silenceRule(recurrence, at("2026-03-23T02:00:00+01:00")))).toEqual(recurrence);
    expect(
      silenceRecurrenceOf(silenceRule({ weekdays: [6, 2], until: "2026-05-02" }, at("2026-04-04T09:00:00Z"))),
    ).toEqual({ weekdays: [2, 6], until: "2026-05-02" });
  });

  it("refuses a rule that is not weekly with a last day", () => {
    expect(() => silenceRecurrenceOf("DTSTART:20260323T020000\nRRULE:FREQ=WEEKLY;BYDAY=MO")).toThrow(RangeError);
    expect(() => silenceRecurrenceOf("DTSTART:20260323T020000\nRRULE:FREQ=DAILY;UNTIL=20260420T235959")).toThrow(
      RangeError,
    );
  });
});

describe("silenceOccurrences across daylight-saving changes", () => {
  it("keeps a Monday 02:00-04:00 at 02:00-04:00 Paris over the spring change: its UTC times move an hour earlier", () => {
    const schedule = weekly("2026-03-23T02:00:00+01:00", "2026-03-23T04:00:00+01:00", [1], "2026-04-06");
    expect(utc(silenceOccurrences(schedule, ...ever))).toEqual([
      ["2026-03-23T01:00:00.000Z", "2026-03-23T03:00:00.000Z"],
      ["2026-03-30T00:00:00.000Z", "2026-03-30T02:00:00.000Z"],
      ["2026-04-06T00:00:00.000Z", "2026-04-06T02:00:00.000Z"],
    ]);
  });

  it("keeps a Monday 01:00-03:00 at 01:00-03:00 Paris over the autumn change: its UTC times move an hour later", () => {
    const schedule = weekly("2026-10-19T01:00:00+02:00", "2026-10-19T03:00:00+02:00", [1], "2026-11-02");
    expect(utc(silenceOccurrences(schedule, ...ever))).toEqual([
      ["2026-10-18T23:00:00.000Z", "2026-10-19T01:00:00.000Z"],
      ["2026-10-26T00:00:00.000Z", "2026-10-26T02:00:00.000Z"],
      ["2026-11-02T00:00:00.000Z", "2026-11-02T02:00:00.000Z"],
    ]);
  });

  it("keeps the wall-clock length: a night spanning the spring change lasts an hour less that night only", () => {
    const schedule = weekly("2026-03-21T22:00:00+01:00", "2026-03-22T06:00:00+01:00", [6], "2026-04-04");
    expect(utc(silenceOccurrences(schedule, ...ever))).toEqual([
      ["2026-03-21T21:00:00.000Z", "2026-03-22T05:00:00.000Z"],
      // 22:00 winter time to 06:00 summer time: 7 hours.
      ["2026-03-28T21:00:00.000Z", "2026-03-29T04:00:00.000Z"],
      ["2026-04-04T20:00:00.000Z", "2026-04-05T04:00:00.000Z"],
    ]);
  });

  it("starts a Sunday 02:00-06:00 at 03:00 summer time on 29 March, the hour 02:00-03:00 being skipped", () => {
    const schedule = weekly("2026-03-22T02:00:00+01:00", "2026-03-22T06:00:00+01:00", [7], "2026-03-29");
    expect(utc(silenceOccurrences(schedule, ...ever))).toEqual([
      ["2026-03-22T01:00:00.000Z", "2026-03-22T05:00:00.000Z"],
      ["2026-03-29T01:00:00.000Z", "2026-03-29T04:00:00.000Z"],
    ]);
  });

  it("moves an occurrence starting in the skipped hour forward by the change, its length kept", () => {
    // 02:30-03:30 on 29 March: 02:30 does not exist and reads as 03:30 summer time.
    const schedule = weekly("2026-03-22T02:30:00+01:00", "2026-03-22T03:30:00+01:00", [7], "2026-04-05");
    expect(utc(silenceOccurrences(schedule, ...ever))).toEqual([
      ["2026-03-22T01:30:00.000Z", "2026-03-22T02:30:00.000Z"],
      ["2026-03-29T01:30:00.000Z", "2026-03-29T02:30:00.000Z"],
      ["2026-04-05T00:30:00.000Z", "2026-04-05T01:30:00.000Z"],
    ]);
  });

  it("takes the earlier of the repeated autumn hour (summer time) for a start on it", () => {
    // 02:30-03:30 on 25 October: 02:30 is read twice; the first, summer time, starts it; 03:30 is winter time.
    const schedule = weekly("2026-10-18T02:30:00+02:00", "2026-10-18T03:30:00+02:00", [7], "2026-11-01");
    expect(utc(silenceOccurrences(schedule, ...ever))).toEqual([
      ["2026-10-18T00:30:00.000Z", "2026-10-18T01:30:00.000Z"],
      ["2026-10-25T00:30:00.000Z", "2026-10-25T02:30:00.000Z"],
      ["2026-11-01T01:30:00.000Z", "2026-11-01T02:30:00.000Z"],
    ]);
  });

  it("keeps a first occurrence set on the second reading of the repeated hour as it was stored", () => {
    const schedule = weekly("2026-10-25T02:30:00+01:00", "2026-10-25T03:30:00+01:00", [7], "2026-11-01");
    expect(utc(silenceOccurrences(schedule, ...ever))).toEqual([
      ["2026-10-25T01:30:00.000Z", "2026-10-25T02:30:00.000Z"],
      ["2026-11-01T01:30:00.000Z", "2026-11-01T02:30:00.000Z"],
    ]);
  });
});

describe("silenceOccurrences", () => {
  const mondaysAndWednesdays = weekly("2026-03-02T09:00:00+01:00", "2026-03-02T11:00:00+01:00", [1, 3], "2026-03-18");

  it("answers the occurrences overlapping [from, to), one under way at `from` included, one starting at `to` not", () => {
    expect(
      utc(silenceOccurrences(mondaysAndWednesdays, at("2026-03-04T10:00:00+01:00"), at("2026-03-11T09:00:00+01:00"))),
    ).toEqual([
      ["2026-03-04T08:00:00.000Z", "2026-03-04T10:00:00.000Z"],
      ["2026-03-09T08:00:00.000Z", "2026-03-09T10:00:00.000Z"],
    ]);
    expect(
      silenceOccurrences(mondaysAndWednesdays, at("2026-03-04T11:00:00+01:00"), at("2026-03-09T09:00:00+01:00")),
    ).toEqual([]);
  });

  it("holds the occurrences up to the last day, one starting on it included", () => {
    expect(utc(silenceOccurrences(mondaysAndWednesdays, ...ever)).map(([startsAt]) => startsAt)).toEqual([
      "2026-03-02T08:00:00.000Z",
      "2026-03-04T08:00:00.000Z",
      "2026-03-09T08:00:00.000Z",
      "2026-03-11T08:00:00.000Z",
      "2026-03-16T08:00:00.000Z",
      "2026-03-18T08:00:00.000Z",
    ]);
    const lateOnTheLastDay = weekly("2026-03-02T23:00:00+01:00", "2026-03-03T01:00:00+01:00", [1], "2026-03-09");
    expect(utc(silenceOccurrences(lateOnTheLastDay, ...ever)).at(-1)).toEqual([
      "2026-03-09T22:00:00.000Z",
      "2026-03-10T00:00:00.000Z",
    ]);
  });

  it("starts with the first occurrence even on a weekday the rule does not name", () => {
    const fromATuesday = weekly("2026-03-03T09:00:00+01:00", "2026-03-03T10:00:00+01:00", [1], "2026-03-16");
    expect(utc(silenceOccurrences(fromATuesday, ...ever)).map(([startsAt]) => startsAt)).toEqual([
      "2026-03-03T08:00:00.000Z",
      "2026-03-09T08:00:00.000Z",
      "2026-03-16T08:00:00.000Z",
    ]);
  });

  it("answers a single window once", () => {
    const once: SilenceSchedule = {
      startsAt: at("2026-03-02T09:00:00Z"),
      endsAt: at("2026-03-05T09:00:00Z"),
      rrule: null,
      endedEarlyAt: null,
    };
    expect(utc(silenceOccurrences(once, ...ever))).toEqual([["2026-03-02T09:00:00.000Z", "2026-03-05T09:00:00.000Z"]]);
    expect(silenceOccurrences(once, at("2026-03-05T09:00:00Z"), at("2026-03-06T09:00:00Z"))).toEqual([]);
  });

  it("cuts the occurrence under way at an early end and drops the later ones", () => {
    const ended = { ...mondaysAndWednesdays, endedEarlyAt: at("2026-03-11T10:00:00+01:00") };
    expect(utc(silenceOccurrences(ended, ...ever))).toEqual([
      ["2026-03-02T08:00:00.000Z", "2026-03-02T10:00:00.000Z"],
      ["2026-03-04T08:00:00.000Z", "2026-03-04T10:00:00.000Z"],
      ["2026-03-09T08:00:00.000Z", "2026-03-09T10:00:00.000Z"],
      ["2026-03-11T08:00:00.000Z", "2026-03-11T09:00:00.000Z"],
    ]);
    const cancelled = { ...mondaysAndWednesdays, endedEarlyAt: at("2026-03-01T12:00:00+01:00") };
    expect(silenceOccurrences(cancelled, ...ever)).toEqual([]);
  });

  it("examines no more of a rule than a valid series holds, however far the rule and the range reach", () => {
    const everyDayForYears: SilenceSchedule = {
      startsAt: at("2026-01-05T09:00:00+01:00"),
      endsAt: at("2026-01-05T10:00:00+01:00"),
      rrule: "DTSTART:20260105T090000\nRRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;UNTIL=20351231T235959",
      endedEarlyAt: null,
    };
    const occurrences = silenceOccurrences(everyDayForYears, at("1970-01-01T00:00:00Z"), at("2100-01-01T00:00:00Z"));
    expect(occurrences.length).toBeGreaterThan(365);
    expect(occurrences.length).toBeLessThanOrEqual(7 * 54);
    expect(occurrences.at(-1)?.startsAt.getTime()).toBeLessThan(at("2027-01-08T00:00:00Z").getTime());
    expect(nextSilenceOccurrence(everyDayForYears, at("2030-01-01T00:00:00Z"))).toBeNull();
  });
});

describe("silenceOccurrenceAt and nextSilenceOccurrence", () => {
  const mondays = weekly("2026-03-23T02:00:00+01:00", "2026-03-23T04:00:00+01:00", [1], "2026-04-06");

  it("finds the occurrence under way, its start included and its end excluded", () => {
    expect(silenceOccurrenceAt(mondays, at("2026-03-30T02:00:00+02:00"))).toEqual({
      startsAt: at("2026-03-30T00:00:00Z"),
      endsAt: at("2026-03-30T02:00:00Z"),
    });
    expect(silenceOccurrenceAt(mondays, at("2026-03-30T03:59:59+02:00"))?.startsAt).toEqual(at("2026-03-30T00:00:00Z"));
    expect(silenceOccurrenceAt(mondays, at("2026-03-30T04:00:00+02:00"))).toBeNull();
    expect(silenceOccurrenceAt(mondays, at("2026-03-30T01:59:59+02:00"))).toBeNull();
  });

  it("answers the occurrence under way, or else the next, or null once the series is over", () => {
    expect(nextSilenceOccurrence(mondays, at("2026-03-30T03:00:00+02:00"))?.startsAt).toEqual(
      at("2026-03-30T00:00:00Z"),
    );
    expect(nextSilenceOccurrence(mondays, at("2026-03-30T04:00:00+02:00"))).toEqual({
      startsAt: at("2026-04-06T00:00:00Z"),
      endsAt: at("2026-04-06T02:00:00Z"),
    });
    expect(nextSilenceOccurrence(mondays, at("2026-03-01T00:00:00Z"))?.startsAt).toEqual(at("2026-03-23T01:00:00Z"));
    expect(nextSilenceOccurrence(mondays, at("2026-04-06T04:00:00+02:00"))).toBeNull();
  });

  it("has nothing next after an early end", () => {
    const ended = { ...mondays, endedEarlyAt: at("2026-03-30T03:00:00+02:00") };
    expect(nextSilenceOccurrence(ended, at("2026-03-30T02:30:00+02:00"))).toEqual({
      startsAt: at("2026-03-30T00:00:00Z"),
      endsAt: at("2026-03-30T01:00:00Z"),
    });
    expect(nextSilenceOccurrence(ended, at("2026-03-30T03:00:00+02:00"))).toBeNull();
  });
});

describe("silenceLastEnd", () => {
  const once: SilenceSchedule = {
    startsAt: at("2026-03-02T09:00:00Z"),
    endsAt: at("2026-03-05T09:00:00Z"),
    rrule: null,
    endedEarlyAt: null,
  };
  const mondaysAndWednesdays = weekly("2026-03-02T09:00:00+01:00", "2026-03-02T11:00:00+01:00", [1, 3], "2026-03-19");

  it("is the end of a single window", () => {
    expect(silenceLastEnd(once)).toEqual(at("2026-03-05T09:00:00Z"));
  });

  it("is the end of a series' last occurrence, in the Paris time of its day", () => {
    expect(silenceLastEnd(mondaysAndWednesdays)).toEqual(at("2026-03-18T11:00:00+01:00"));
    const overTheChange = weekly("2026-03-23T02:00:00+01:00", "2026-03-23T04:00:00+01:00", [1], "2026-04-12");
    expect(silenceLastEnd(overTheChange)).toEqual(at("2026-04-06T04:00:00+02:00"));
  });

  it("is the end of the first occurrence when the rule holds no other", () => {
    const oneWeekOnly = weekly("2026-03-03T09:00:00+01:00", "2026-03-03T10:00:00+01:00", [1], "2026-03-08");
    expect(silenceLastEnd(oneWeekOnly)).toEqual(at("2026-03-03T10:00:00+01:00"));
  });

  it("moves back to an early end that cut an occurrence", () => {
    expect(silenceLastEnd({ ...once, endedEarlyAt: at("2026-03-03T12:00:00Z") })).toEqual(at("2026-03-03T12:00:00Z"));
    const cut = { ...mondaysAndWednesdays, endedEarlyAt: at("2026-03-11T10:00:00+01:00") };
    expect(silenceLastEnd(cut)).toEqual(at("2026-03-11T10:00:00+01:00"));
  });

  it("moves back to the last occurrence finished before an early end between two", () => {
    const between = { ...mondaysAndWednesdays, endedEarlyAt: at("2026-03-10T15:00:00+01:00") };
    expect(silenceLastEnd(between)).toEqual(at("2026-03-09T11:00:00+01:00"));
  });

  it("is the start of a window ended before it began (cancelled)", () => {
    expect(silenceLastEnd({ ...once, endedEarlyAt: at("2026-03-01T09:00:00Z") })).toEqual(at("2026-03-02T09:00:00Z"));
    const cancelled = { ...mondaysAndWednesdays, endedEarlyAt: at("2026-03-02T09:00:00+01:00") };
    expect(silenceLastEnd(cancelled)).toEqual(at("2026-03-02T09:00:00+01:00"));
  });
});
