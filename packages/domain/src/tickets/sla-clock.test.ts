import { describe, expect, it } from "vitest";
import {
  addBusinessSeconds,
  type BusinessCalendar,
  businessSecondsBetween,
  defaultSlaTargets,
  isBusinessTime,
  type SlaTimeline,
  supportBusinessHours,
  ticketSla,
} from "./sla-clock";
import { type TicketStatus, ticketStatus } from "./ticket-codes";

// Paris is UTC+1 in winter and UTC+2 from 29 March to 25 October 2026: the
// times below carry their offset, as the Paris wall clock reads them.
const frenchHolidays2026 = new Set([
  "2026-01-01",
  "2026-04-06",
  "2026-05-01",
  "2026-05-08",
  "2026-05-14",
  "2026-05-25",
  "2026-07-14",
  "2026-08-15",
  "2026-11-01",
  "2026-11-11",
  "2026-12-25",
]);
const calendar: BusinessCalendar = { ...supportBusinessHours, isHoliday: (day) => frenchHolidays2026.has(day) };
const withoutHolidays: BusinessCalendar = { ...supportBusinessHours, isHoliday: () => false };

const at = (text: string) => new Date(text);
const hours = (count: number) => count * 3600;
const technical = defaultSlaTargets.technical;

function timeline(
  openedAt: string,
  changes: [string, TicketStatus][] = [],
  firstResponseAt: string | null = null,
): SlaTimeline {
  return {
    openedAt: at(openedAt),
    firstResponseAt: firstResponseAt === null ? null : at(firstResponseAt),
    statusChanges: [
      { at: at(openedAt), status: ticketStatus.open },
      ...changes.map(([when, status]) => ({ at: at(when), status })),
    ],
  };
}

describe("business time", () => {
  it("is Monday to Friday from 8h (inclusive) to 20h (exclusive), Paris time", () => {
    expect(isBusinessTime(calendar, at("2026-01-12T08:00:00+01:00"))).toBe(true);
    expect(isBusinessTime(calendar, at("2026-01-12T07:59:59+01:00"))).toBe(false);
    expect(isBusinessTime(calendar, at("2026-01-16T19:59:59+01:00"))).toBe(true);
    expect(isBusinessTime(calendar, at("2026-01-16T20:00:00+01:00"))).toBe(false);
    expect(isBusinessTime(calendar, at("2026-01-17T10:00:00+01:00"))).toBe(false);
    expect(isBusinessTime(calendar, at("2026-01-18T10:00:00+01:00"))).toBe(false);
  });

  it("is not on a public holiday", () => {
    expect(isBusinessTime(calendar, at("2026-07-14T10:00:00+02:00"))).toBe(false);
    expect(isBusinessTime(withoutHolidays, at("2026-07-14T10:00:00+02:00"))).toBe(true);
  });

  it("follows the Paris clock on both sides of a clock change", () => {
    // Monday 30 March 2026, summer time: 8h in Paris is 6h UTC.
    expect(isBusinessTime(calendar, at("2026-03-30T06:00:00Z"))).toBe(true);
    expect(isBusinessTime(calendar, at("2026-03-30T05:59:59Z"))).toBe(false);
    expect(isBusinessTime(calendar, at("2026-03-30T17:59:59Z"))).toBe(true);
    expect(isBusinessTime(calendar, at("2026-03-30T18:00:00Z"))).toBe(false);
    // Monday 26 October 2026, winter time again: 8h in Paris is 7h UTC.
    expect(isBusinessTime(calendar, at("2026-10-26T06:30:00Z"))).toBe(false);
    expect(isBusinessTime(calendar, at("2026-10-26T07:00:00Z"))).toBe(true);
  });

  it("counts business seconds between two moments, outside hours and holidays left out", () => {
    expect(businessSecondsBetween(calendar, at("2026-01-12T09:00:00+01:00"), at("2026-01-12T09:00:30+01:00"))).toBe(30);
    // Friday 19:30 to Monday 8:45: 30 minutes and 45 minutes.
    expect(businessSecondsBetween(calendar, at("2026-01-09T19:30:00+01:00"), at("2026-01-12T08:45:00+01:00"))).toBe(
      75 * 60,
    );
    // Monday 13 July 2026 to Wednesday 15 July, midnight to midnight: Tuesday the 14th is a holiday.
    expect(businessSecondsBetween(calendar, at("2026-07-13T00:00:00+02:00"), at("2026-07-15T00:00:00+02:00"))).toBe(
      hours(12),
    );
    expect(businessSecondsBetween(calendar, at("2026-01-12T10:00:00+01:00"), at("2026-01-12T09:00:00+01:00"))).toBe(0);
  });

  it("counts 12 business hours a day across both clock changes", () => {
    // Monday 23 March to Friday 3 April 2026, spring change on Sunday the 29th (Easter Monday is 6 April).
    expect(businessSecondsBetween(calendar, at("2026-03-23T08:00:00+01:00"), at("2026-04-03T20:00:00+02:00"))).toBe(
      hours(10 * 12),
    );
    // Monday 19 to Friday 30 October 2026, autumn change on Sunday the 25th.
    expect(businessSecondsBetween(calendar, at("2026-10-19T08:00:00+02:00"), at("2026-10-30T20:00:00+01:00"))).toBe(
      hours(10 * 12),
    );
  });

  it("adds business seconds from the next opening, skipping nights, weekends and holidays", () => {
    expect(addBusinessSeconds(calendar, at("2026-01-12T09:00:00+01:00"), hours(2))).toEqual(
      at("2026-01-12T11:00:00+01:00"),
    );
    // Saturday: from Monday 8h.
    expect(addBusinessSeconds(calendar, at("2026-01-10T10:00:00+01:00"), hours(2))).toEqual(
      at("2026-01-12T10:00:00+01:00"),
    );
    // Monday 13 July 19h + 2 hours: one on Monday, Tuesday is the 14th, one on Wednesday.
    expect(addBusinessSeconds(calendar, at("2026-07-13T19:00:00+02:00"), hours(2))).toEqual(
      at("2026-07-15T09:00:00+02:00"),
    );
    // Reaching the target right at closing time answers the closing time.
    expect(addBusinessSeconds(calendar, at("2026-01-16T18:00:00+01:00"), hours(2))).toEqual(
      at("2026-01-16T20:00:00+01:00"),
    );
    expect(addBusinessSeconds(calendar, at("2026-01-16T21:00:00+01:00"), 0)).toEqual(at("2026-01-19T08:00:00+01:00"));
  });

  it("adds business seconds across both clock changes, right in UTC", () => {
    // Friday 27 March 14h (UTC+1) + 24 business hours: Friday 6, Monday 12, Tuesday 6 (UTC+2).
    expect(addBusinessSeconds(calendar, at("2026-03-27T13:00:00Z"), hours(24))).toEqual(at("2026-03-31T12:00:00Z"));
    // Friday 23 October 14h (UTC+2) + 24 business hours: Tuesday 27 October 14h (UTC+1).
    expect(addBusinessSeconds(calendar, at("2026-10-23T12:00:00Z"), hours(24))).toEqual(at("2026-10-27T13:00:00Z"));
  });

  it("answers a target of years without walking forever", () => {
    // 52 weeks of 5 days of 12 hours from Monday 5 January 2026 8h: Friday 1 January 2027 at 20h.
    expect(addBusinessSeconds(withoutHolidays, at("2026-01-05T08:00:00+01:00"), hours(52 * 5 * 12))).toEqual(
      at("2027-01-01T20:00:00+01:00"),
    );
    // 30 years of business time still answers.
    expect(addBusinessSeconds(calendar, at("2026-01-05T08:00:00+01:00"), hours(30 * 52 * 5 * 12)).getFullYear()).toBe(
      2055,
    );
  });

  it("refuses a calendar that never opens instead of looking forever", () => {
    const alwaysHoliday: BusinessCalendar = { ...supportBusinessHours, isHoliday: () => true };
    expect(() => addBusinessSeconds(alwaysHoliday, at("2026-01-05T08:00:00+01:00"), 1)).toThrow(RangeError);
    const noWorkingDay: BusinessCalendar = { ...withoutHolidays, workingDays: [] };
    expect(() => addBusinessSeconds(noWorkingDay, at("2026-01-05T08:00:00+01:00"), 1)).toThrow(RangeError);
    const closedHours: BusinessCalendar = { ...withoutHolidays, openHour: 20, closeHour: 8 };
    expect(() => addBusinessSeconds(closedHours, at("2026-01-05T08:00:00+01:00"), 1)).toThrow(RangeError);
  });
});

describe("a ticket's SLA", () => {
  it("meets the first response of a ticket opened Friday 19:30 and answered Monday 8:45", () => {
    const ticket = timeline("2026-01-09T19:30:00+01:00", [], "2026-01-12T08:45:00+01:00");
    const sla = ticketSla(calendar, technical, ticket, at("2026-01-12T09:00:00+01:00"));
    expect(sla.first_response).toEqual({
      target_seconds: hours(2),
      elapsed_seconds: 75 * 60,
      due_at: null,
      met_at: at("2026-01-12T08:45:00+01:00").toISOString(),
      breached: false,
    });
    // Resolution: 24 hours from Friday 19:30: half an hour, Monday's 12, then Tuesday until 19:30.
    expect(sla.resolution).toMatchObject({
      elapsed_seconds: 90 * 60,
      due_at: at("2026-01-13T19:30:00+01:00").toISOString(),
      met_at: null,
      breached: false,
    });
    expect(sla.paused).toBe(false);
    expect(sla.next_due_at).toBe(sla.resolution.due_at);
  });

  it("falls due after a public holiday", () => {
    const ticket = timeline("2026-07-13T19:00:00+02:00");
    const sla = ticketSla(calendar, technical, ticket, at("2026-07-14T12:00:00+02:00"));
    expect(sla.first_response).toMatchObject({
      elapsed_seconds: hours(1),
      due_at: at("2026-07-15T09:00:00+02:00").toISOString(),
      breached: false,
    });
    expect(sla.next_due_at).toBe(at("2026-07-15T09:00:00+02:00").toISOString());
  });

  it("counts 12 business hours a day for a ticket spanning the spring clock change", () => {
    const ticket = timeline("2026-03-27T14:00:00+01:00", [], "2026-03-27T15:00:00+01:00");
    const sla = ticketSla(calendar, technical, ticket, at("2026-03-31T10:00:00+02:00"));
    expect(sla.resolution).toMatchObject({
      elapsed_seconds: hours(6 + 12 + 2),
      due_at: "2026-03-31T12:00:00.000Z",
    });
  });

  it("counts 12 business hours a day for a ticket spanning the autumn clock change", () => {
    const ticket = timeline("2026-10-23T14:00:00+02:00", [], "2026-10-23T15:00:00+02:00");
    const sla = ticketSla(calendar, technical, ticket, at("2026-10-27T10:00:00+01:00"));
    expect(sla.resolution).toMatchObject({
      elapsed_seconds: hours(6 + 12 + 2),
      due_at: "2026-10-27T13:00:00.000Z",
    });
  });

  it("stands still while pending: nothing counted, no due time, then shifted by the pause", () => {
    const ticket = timeline(
      "2026-01-13T09:00:00+01:00",
      [
        ["2026-01-13T10:00:00+01:00", ticketStatus.pending],
        ["2026-01-14T10:00:00+01:00", ticketStatus.open],
      ],
      "2026-01-13T09:30:00+01:00",
    );
    const paused = ticketSla(calendar, technical, ticket, at("2026-01-13T15:00:00+01:00"));
    expect(paused.paused).toBe(true);
    expect(paused.resolution).toMatchObject({ elapsed_seconds: hours(1), due_at: null, breached: false });
    expect(paused.next_due_at).toBeNull();

    const resumed = ticketSla(calendar, technical, ticket, at("2026-01-14T11:00:00+01:00"));
    expect(resumed.paused).toBe(false);
    // Without the pause it would fall due on Thursday at 9h; the pause held Tuesday's last 10 hours and Wednesday's first 2.
    expect(resumed.resolution).toMatchObject({
      elapsed_seconds: hours(2),
      due_at: at("2026-01-16T09:00:00+01:00").toISOString(),
    });
    expect(resumed.next_due_at).toBe(resumed.resolution.due_at);
  });

  it("holds the first response's clock while pending too", () => {
    const ticket = timeline("2026-01-13T09:00:00+01:00", [["2026-01-13T10:00:00+01:00", ticketStatus.pending]]);
    const sla = ticketSla(calendar, technical, ticket, at("2026-01-13T15:00:00+01:00"));
    expect(sla.first_response).toMatchObject({
      elapsed_seconds: hours(1),
      due_at: null,
      met_at: null,
      breached: false,
    });
    expect(sla.next_due_at).toBeNull();
  });

  it("stops at the resolution and resumes where it stopped when reopened", () => {
    const resolved = timeline(
      "2026-01-12T09:00:00+01:00",
      [
        ["2026-01-12T11:00:00+01:00", ticketStatus.resolved],
        ["2026-01-13T09:00:00+01:00", ticketStatus.closed],
      ],
      "2026-01-12T09:30:00+01:00",
    );
    const done = ticketSla(calendar, technical, resolved, at("2026-01-13T12:00:00+01:00"));
    expect(done.resolution).toEqual({
      target_seconds: hours(24),
      elapsed_seconds: hours(2),
      due_at: null,
      met_at: at("2026-01-12T11:00:00+01:00").toISOString(),
      breached: false,
    });
    expect(done.next_due_at).toBeNull();

    const reopened: SlaTimeline = {
      ...resolved,
      statusChanges: [...resolved.statusChanges, { at: at("2026-01-14T09:00:00+01:00"), status: ticketStatus.open }],
    };
    const again = ticketSla(calendar, technical, reopened, at("2026-01-14T10:00:00+01:00"));
    // 2 hours before, 1 since: 21 left from Wednesday 9h, 11 that day and 10 on Thursday.
    expect(again.resolution).toMatchObject({
      elapsed_seconds: hours(3),
      met_at: null,
      due_at: at("2026-01-15T19:00:00+01:00").toISOString(),
    });
    expect(again.first_response.met_at).toBe(at("2026-01-12T09:30:00+01:00").toISOString());
    expect(again.next_due_at).toBe(again.resolution.due_at);
  });

  it("counts from the next opening for a ticket opened on a Saturday", () => {
    const sla = ticketSla(calendar, technical, timeline("2026-01-10T10:00:00+01:00"), at("2026-01-10T15:00:00+01:00"));
    expect(sla.first_response).toMatchObject({
      elapsed_seconds: 0,
      due_at: at("2026-01-12T10:00:00+01:00").toISOString(),
    });
  });

  it("gives an overdue target a due time in the past and marks it breached", () => {
    const now = at("2026-01-12T12:00:00+01:00");
    const sla = ticketSla(calendar, technical, timeline("2026-01-12T09:00:00+01:00"), now);
    expect(sla.first_response).toMatchObject({
      elapsed_seconds: hours(3),
      due_at: at("2026-01-12T11:00:00+01:00").toISOString(),
      breached: true,
    });
    expect(Date.parse(sla.next_due_at ?? "")).toBeLessThan(now.getTime());
  });

  it("keeps the moment a target fell due when it was breached before a pause", () => {
    const ticket = timeline("2026-01-12T09:00:00+01:00", [
      ["2026-01-12T12:00:00+01:00", ticketStatus.pending],
      ["2026-01-13T09:00:00+01:00", ticketStatus.inProgress],
    ]);
    const sla = ticketSla(calendar, technical, ticket, at("2026-01-13T10:00:00+01:00"));
    expect(sla.first_response).toMatchObject({
      elapsed_seconds: hours(4),
      due_at: at("2026-01-12T11:00:00+01:00").toISOString(),
      breached: true,
    });
  });

  it("tells a met but late first response as breached", () => {
    const ticket = timeline("2026-01-12T09:00:00+01:00", [], "2026-01-12T11:00:01+01:00");
    const sla = ticketSla(calendar, technical, ticket, at("2026-01-12T12:00:00+01:00"));
    expect(sla.first_response).toMatchObject({ elapsed_seconds: hours(2) + 1, due_at: null, breached: true });
  });
});
