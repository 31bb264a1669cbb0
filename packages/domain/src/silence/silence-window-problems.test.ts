import { describe, expect, it } from "vitest";
import type { SilenceSchedule } from "./silence-recurrence";
import { silenceRule } from "./silence-recurrence";
import { silenceErrors } from "./silence-schemas";
import { silenceExtensionProblems, silenceWindowProblems } from "./silence-window-problems";

// Paris is UTC+1 until 29 March 2026, then UTC+2.
const now = new Date("2026-03-10T12:00:00Z");
const at = (text: string) => new Date(text);
const minutesFromNow = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
const daysFromNow = (days: number, minutes = 0) => minutesFromNow(days * 24 * 60 + minutes);

function problems(startsAt: string, endsAt: string, recurrence: { weekdays: number[]; until: string } | null = null) {
  return silenceWindowProblems({ starts_at: startsAt, ends_at: endsAt, recurrence }, now);
}

describe("silenceWindowProblems", () => {
  it("accepts a window starting now and ending later", () => {
    expect(problems(minutesFromNow(0), minutesFromNow(60))).toEqual([]);
  });

  it("wants the end after the start", () => {
    expect(problems(minutesFromNow(60), minutesFromNow(60))).toEqual([silenceErrors.endsBeforeStart]);
    expect(problems(minutesFromNow(60), minutesFromNow(30))).toEqual([silenceErrors.endsBeforeStart]);
  });

  it("allows a start at most 5 minutes in the past", () => {
    expect(problems(minutesFromNow(-5), minutesFromNow(60))).toEqual([]);
    expect(problems(new Date(now.getTime() - 5 * 60_000 - 1000).toISOString(), minutesFromNow(60))).toEqual([
      silenceErrors.startsInPast,
    ]);
  });

  it("allows an end exactly 30 days ahead, not a minute more", () => {
    expect(problems(minutesFromNow(0), daysFromNow(30))).toEqual([]);
    expect(problems(minutesFromNow(0), daysFromNow(30, 1))).toEqual([silenceErrors.tooFarAhead]);
  });

  it("reads the times with their offsets", () => {
    // 13:00 in Paris is 12:00 UTC: five minutes ago is 12:55 Paris.
    expect(problems("2026-03-10T12:55:00+01:00", "2026-03-10T14:00:00+01:00")).toEqual([]);
    expect(problems("2026-03-10T12:54:00+01:00", "2026-03-10T14:00:00+01:00")).toEqual([silenceErrors.startsInPast]);
  });

  it("wants a series' last day on or after the Paris day of its start", () => {
    // 23:30 UTC on 10 March is 00:30 on 11 March in Paris.
    const startsAt = "2026-03-10T23:30:00Z";
    const endsAt = "2026-03-11T01:30:00Z";
    expect(problems(startsAt, endsAt, { weekdays: [3], until: "2026-03-11" })).toEqual([]);
    expect(problems(startsAt, endsAt, { weekdays: [3], until: "2026-03-10" })).toEqual([
      silenceErrors.untilBeforeStart,
    ]);
  });

  it("allows a series' last day at most 365 days after the Paris day of now", () => {
    const startsAt = minutesFromNow(0);
    const endsAt = minutesFromNow(60);
    expect(problems(startsAt, endsAt, { weekdays: [2], until: "2027-03-10" })).toEqual([]);
    expect(problems(startsAt, endsAt, { weekdays: [2], until: "2027-03-11" })).toEqual([silenceErrors.seriesTooLong]);
    // At 23:30 UTC it is already 11 March in Paris.
    const lateNow = at("2026-03-10T23:30:00Z");
    const late = { starts_at: "2026-03-10T23:30:00Z", ends_at: "2026-03-11T00:30:00Z" };
    expect(silenceWindowProblems({ ...late, recurrence: { weekdays: [3], until: "2027-03-11" } }, lateNow)).toEqual([]);
  });

  it("allows a recurring occurrence of 6 days on the wall clock, not a minute more", () => {
    const startsAt = "2026-03-10T12:00:00Z";
    const recurrence = { weekdays: [2], until: "2026-06-30" };
    expect(problems(startsAt, daysFromNow(6), recurrence)).toEqual([]);
    expect(problems(startsAt, daysFromNow(6, 1), recurrence)).toEqual([silenceErrors.occurrenceTooLong]);
    // Over the spring change, 6 days on the wall clock are 143 hours.
    const springNow = at("2026-03-25T11:00:00Z");
    const spring = (endsAt: string) =>
      silenceWindowProblems({ starts_at: "2026-03-25T12:00:00+01:00", ends_at: endsAt, recurrence }, springNow);
    expect(spring("2026-03-31T12:00:00+02:00")).toEqual([]);
    expect(spring("2026-03-31T12:01:00+02:00")).toEqual([silenceErrors.occurrenceTooLong]);
  });

  it("lets a single window last longer than 6 days", () => {
    expect(problems(minutesFromNow(0), daysFromNow(20))).toEqual([]);
  });

  it("answers every rule that fails", () => {
    expect(problems(minutesFromNow(-60), daysFromNow(31), { weekdays: [1], until: "2026-03-01" })).toEqual([
      silenceErrors.startsInPast,
      silenceErrors.tooFarAhead,
      silenceErrors.untilBeforeStart,
      silenceErrors.occurrenceTooLong,
    ]);
  });
});

describe("silenceExtensionProblems", () => {
  const current: SilenceSchedule = {
    startsAt: at("2026-03-09T08:00:00Z"),
    endsAt: at("2026-03-11T08:00:00Z"),
    rrule: null,
    endedEarlyAt: null,
  };

  it("accepts a later end of a current or planned window", () => {
    expect(silenceExtensionProblems(current, at("2026-03-12T08:00:00Z"), now)).toEqual([]);
    const planned = { ...current, startsAt: at("2026-03-15T08:00:00Z"), endsAt: at("2026-03-16T08:00:00Z") };
    expect(silenceExtensionProblems(planned, at("2026-03-17T08:00:00Z"), now)).toEqual([]);
  });

  it("refuses to extend a recurring window", () => {
    const recurring = {
      ...current,
      rrule: silenceRule({ weekdays: [1], until: "2026-04-30" }, current.startsAt),
      endsAt: at("2026-03-09T10:00:00Z"),
    };
    expect(silenceExtensionProblems(recurring, at("2026-03-09T12:00:00Z"), now)).toEqual([
      silenceErrors.recurringNotExtended,
    ]);
  });

  it("refuses to extend a past window, over or ended early", () => {
    const over = { ...current, endsAt: at("2026-03-10T11:00:00Z") };
    expect(silenceExtensionProblems(over, at("2026-03-12T08:00:00Z"), now)).toEqual([silenceErrors.windowOver]);
    const endedEarly = { ...current, endedEarlyAt: at("2026-03-10T11:00:00Z") };
    expect(silenceExtensionProblems(endedEarly, at("2026-03-12T08:00:00Z"), now)).toEqual([silenceErrors.windowOver]);
  });

  it("wants an end later than the current one", () => {
    expect(silenceExtensionProblems(current, current.endsAt, now)).toEqual([silenceErrors.extendNotLater]);
    expect(silenceExtensionProblems(current, at("2026-03-10T18:00:00Z"), now)).toEqual([silenceErrors.extendNotLater]);
  });

  it("allows a new end exactly 30 days ahead, not a minute more", () => {
    expect(silenceExtensionProblems(current, at(daysFromNow(30)), now)).toEqual([]);
    expect(silenceExtensionProblems(current, at(daysFromNow(30, 1)), now)).toEqual([silenceErrors.tooFarAhead]);
  });
});
