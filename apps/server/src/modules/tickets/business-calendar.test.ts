import { addBusinessSeconds, defaultSlaTargets, isBusinessTime } from "@ondine/domain";
import Holidays from "date-holidays";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfigError, loadConfig } from "../../config";
import { ticketBusinessCalendar, ticketSlaTargets } from "./business-calendar";

const calendarOf = (env: Record<string, string> = {}) => ticketBusinessCalendar(loadConfig(env));

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the tickets' business calendar", () => {
  it("knows France's public holidays by default, Easter Monday and 14 July 2026 among them", () => {
    const calendar = calendarOf();
    expect(calendar).toMatchObject({
      timeZone: "Europe/Paris",
      openHour: 8,
      closeHour: 20,
      workingDays: [1, 2, 3, 4, 5],
    });
    expect(calendar.isHoliday("2026-04-06")).toBe(true);
    expect(calendar.isHoliday("2026-07-14")).toBe(true);
    expect(calendar.isHoliday("2026-12-25")).toBe(true);
    expect(calendar.isHoliday("2026-07-15")).toBe(false);
    // Easter Sunday falls on a Sunday anyway; Good Friday is no public holiday in France (outside Alsace-Moselle).
    expect(calendar.isHoliday("2026-04-03")).toBe(false);
    expect(isBusinessTime(calendar, new Date("2026-04-06T10:00:00+02:00"))).toBe(false);
    expect(addBusinessSeconds(calendar, new Date("2026-07-13T19:00:00+02:00"), 7200)).toEqual(
      new Date("2026-07-15T09:00:00+02:00"),
    );
  });

  it("reads another country's public holidays, but not its observances", () => {
    const germany = calendarOf({ TICKET_HOLIDAYS_COUNTRY: "de" });
    expect(germany.isHoliday("2026-10-03")).toBe(true);
    expect(germany.isHoliday("2026-07-14")).toBe(false);
    // Christmas Eve: a bank holiday from 14h in Germany, not a public one.
    expect(germany.isHoliday("2026-12-24")).toBe(false);
  });

  it("adds the days of TICKET_HOLIDAYS_EXTRA and works the days of TICKET_HOLIDAYS_REMOVED", () => {
    const calendar = calendarOf({
      TICKET_HOLIDAYS_EXTRA: "2026-12-24, 2026-12-31",
      TICKET_HOLIDAYS_REMOVED: "2026-05-25",
    });
    expect(calendar.isHoliday("2026-12-24")).toBe(true);
    expect(calendar.isHoliday("2026-12-31")).toBe(true);
    expect(calendar.isHoliday("2026-05-25")).toBe(false);
    expect(isBusinessTime(calendar, new Date("2026-05-25T10:00:00+02:00"))).toBe(true);
    expect(calendar.isHoliday("2026-05-14")).toBe(true);
  });

  it("reads each year's holidays once", () => {
    const read = vi.spyOn(Holidays.prototype, "getHolidays");
    const calendar = calendarOf();
    for (const day of ["2026-01-01", "2026-04-06", "2026-07-14", "2026-07-15", "2027-01-01"]) calendar.isHoliday(day);
    expect(read.mock.calls.map(([year]) => year)).toEqual([2026, 2027]);
  });

  it("is one calendar per settings, so the SLA reads and the reminder job share its holidays", () => {
    const config = loadConfig({});
    const calendar = ticketBusinessCalendar(config);
    expect(ticketBusinessCalendar(config)).toBe(calendar);
    expect(ticketBusinessCalendar({ ticketHolidays: config.ticketHolidays })).toBe(calendar);
    expect(ticketBusinessCalendar(loadConfig({}))).not.toBe(calendar);
  });

  it("refuses a country date-holidays does not know, naming the setting", () => {
    expect(() => calendarOf({ TICKET_HOLIDAYS_COUNTRY: "XX" })).toThrow(ConfigError);
    expect(() => calendarOf({ TICKET_HOLIDAYS_COUNTRY: "XX" })).toThrow(/TICKET_HOLIDAYS_COUNTRY: .*"XX"/);
  });

  it("refuses holiday settings that are not days, or a day both added and removed", () => {
    expect(() => loadConfig({ TICKET_HOLIDAYS_COUNTRY: "France" })).toThrow(
      /TICKET_HOLIDAYS_COUNTRY: must be a two-letter country code/,
    );
    expect(() => loadConfig({ TICKET_HOLIDAYS_EXTRA: "2026-12-24,24/12/2026" })).toThrow(
      /TICKET_HOLIDAYS_EXTRA: must be comma-separated days written YYYY-MM-DD.*24\/12\/2026 is not one/,
    );
    expect(() => loadConfig({ TICKET_HOLIDAYS_REMOVED: "2026-02-30" })).toThrow(
      /TICKET_HOLIDAYS_REMOVED: must be comma-separated days.*2026-02-30/,
    );
    expect(() =>
      loadConfig({ TICKET_HOLIDAYS_EXTRA: "2026-12-24", TICKET_HOLIDAYS_REMOVED: "2026-12-24,2026-05-25" }),
    ).toThrow(/TICKET_HOLIDAYS_REMOVED: must not name a day TICKET_HOLIDAYS_EXTRA adds \(2026-12-24\)/);
  });
});

describe("the tickets' SLA targets", () => {
  it("are the defaults unless TICKET_SLA_TARGETS sets a kind's", () => {
    expect(ticketSlaTargets(loadConfig({}))).toEqual(defaultSlaTargets);
    const targets = ticketSlaTargets(loadConfig({ TICKET_SLA_TARGETS: "technical:2/24, misc:4/80,pos:0.5/12.5" }));
    expect(targets).toEqual({
      ...defaultSlaTargets,
      technical: { firstResponseSeconds: 7200, resolutionSeconds: 86_400 },
      misc: { firstResponseSeconds: 14_400, resolutionSeconds: 288_000 },
      pos: { firstResponseSeconds: 1800, resolutionSeconds: 45_000 },
    });
  });

  it("refuses a wrong TICKET_SLA_TARGETS at start-up, naming the setting and what is wrong", () => {
    const refused = (value: string) => () => loadConfig({ TICKET_SLA_TARGETS: value });
    expect(refused("technical=2/24")).toThrow(/TICKET_SLA_TARGETS: .*"technical=2\/24" is not kind:/);
    expect(refused("hardware:2/24")).toThrow(/TICKET_SLA_TARGETS: .*"hardware" is not a ticket kind/);
    expect(refused("technical:2/24,technical:3/30")).toThrow(/TICKET_SLA_TARGETS: .*technical is set twice/);
    expect(refused("misc:0/24")).toThrow(/TICKET_SLA_TARGETS: .*more than 0 and at most 10000/);
    expect(refused("misc:2/20000")).toThrow(/TICKET_SLA_TARGETS: .*more than 0 and at most 10000/);
    expect(refused("misc:2")).toThrow(ConfigError);
  });
});
