import {
  type BusinessCalendar,
  defaultSlaTargets,
  type SlaTargets,
  supportBusinessHours,
  ticketKinds,
} from "@ondine/domain";
import Holidays from "date-holidays";
import { type Config, ConfigError } from "../../config";

// The SLA clock's calendar and targets as the server's settings make them
// (docs/tickets.md#sla-clock); the clock itself is the domain's.

const secondsPerHour = 3600;

/**
 * The support desk's business hours with the public holidays of
 * TICKET_HOLIDAYS_COUNTRY as date-holidays knows them (type `public` only:
 * not bank, school or observance days), plus TICKET_HOLIDAYS_EXTRA, less
 * TICKET_HOLIDAYS_REMOVED. A holiday is the local day date-holidays dates it
 * on. Each year's holidays are read once, on first use, and kept (one small
 * set a year asked about). One calendar per settings: the app's SLA reads
 * and its reminder job share it. Throws a ConfigError for a country
 * date-holidays does not know.
 */
export function ticketBusinessCalendar(settings: Pick<Config, "ticketHolidays">): BusinessCalendar {
  let calendar = calendarOfHolidays.get(settings.ticketHolidays);
  if (!calendar) {
    calendar = businessCalendarOf(settings.ticketHolidays);
    calendarOfHolidays.set(settings.ticketHolidays, calendar);
  }
  return calendar;
}

const calendarOfHolidays = new WeakMap<Config["ticketHolidays"], BusinessCalendar>();

function businessCalendarOf({ country, extra, removed }: Config["ticketHolidays"]): BusinessCalendar {
  if (!Object.hasOwn(new Holidays().getCountries("en"), country)) {
    throw new ConfigError([`TICKET_HOLIDAYS_COUNTRY: date-holidays knows no country "${country}"`]);
  }
  const holidays = new Holidays(country, { types: ["public"] });
  const added = new Set(extra);
  const dropped = new Set(removed);
  const publicHolidaysByYear = new Map<number, ReadonlySet<string>>();
  const publicHolidaysOf = (year: number) => {
    let days = publicHolidaysByYear.get(year);
    if (!days) {
      // `date` is the local day and time the holiday starts: "2026-07-14 00:00:00".
      const found = holidays.getHolidays(year).filter((holiday) => holiday.type === "public");
      days = new Set(found.map((holiday) => holiday.date.slice(0, 10)));
      publicHolidaysByYear.set(year, days);
    }
    return days;
  };
  return {
    ...supportBusinessHours,
    isHoliday: (localDay) => {
      if (added.has(localDay)) return true;
      if (dropped.has(localDay)) return false;
      return publicHolidaysOf(Number(localDay.slice(0, 4))).has(localDay);
    },
  };
}

/** The SLA targets: the defaults, with the kinds TICKET_SLA_TARGETS sets replaced. */
export function ticketSlaTargets(settings: Pick<Config, "ticketSlaTargetHours">): SlaTargets {
  const targets = { ...defaultSlaTargets };
  for (const kind of ticketKinds) {
    const hours = settings.ticketSlaTargetHours[kind];
    if (!hours) continue;
    targets[kind] = {
      firstResponseSeconds: Math.round(hours.firstResponseHours * secondsPerHour),
      resolutionSeconds: Math.round(hours.resolutionHours * secondsPerHour),
    };
  }
  return targets;
}
