import type { TicketSla } from "./ticket-answers";
import type { TicketKind, TicketStatus } from "./ticket-codes";

// The SLA clock (docs/tickets.md#sla-clock), written once: business hours
// in a time zone, public holidays, a pause while the ticket waits on the
// customer. The server stores what it answers; the console shows it.

/** When the support desk works. `isHoliday` takes the local day, `YYYY-MM-DD`. */
export type BusinessCalendar = {
  timeZone: string;
  /** Local hour the day opens (inclusive) and closes (exclusive). */
  openHour: number;
  closeHour: number;
  /** ISO weekdays worked: 1 Monday ... 7 Sunday. */
  workingDays: readonly number[];
  isHoliday: (localDay: string) => boolean;
};

/** docs/product.md "Support replies within 2 hours Monday to Friday 8h-20h", Paris time; holidays come from the server's settings. */
export const supportBusinessHours = {
  timeZone: "Europe/Paris",
  openHour: 8,
  closeHour: 20,
  workingDays: [1, 2, 3, 4, 5],
} as const satisfies Omit<BusinessCalendar, "isHoliday">;

/** Business seconds of a target. */
export type SlaTarget = { firstResponseSeconds: number; resolutionSeconds: number };
export type SlaTargets = Record<TicketKind, SlaTarget>;

const businessHour = 3600;

/** First response 2 business hours for every kind (docs/product.md); resolution per kind, overridable by a setting. */
export const defaultSlaTargets: SlaTargets = {
  technical: { firstResponseSeconds: 2 * businessHour, resolutionSeconds: 24 * businessHour },
  pos: { firstResponseSeconds: 2 * businessHour, resolutionSeconds: 24 * businessHour },
  business: { firstResponseSeconds: 2 * businessHour, resolutionSeconds: 36 * businessHour },
  supply: { firstResponseSeconds: 2 * businessHour, resolutionSeconds: 60 * businessHour },
  misc: { firstResponseSeconds: 2 * businessHour, resolutionSeconds: 60 * businessHour },
};

/** What the clock reads: when the ticket opened, its first public answer from the desk, and every status it took in order (the opening one first). */
export type SlaTimeline = {
  openedAt: Date;
  firstResponseAt: Date | null;
  statusChanges: readonly { at: Date; status: TicketStatus }[];
};

/** Whether `at` falls inside business hours. */
export function isBusinessTime(calendar: BusinessCalendar, at: Date): boolean {
  void calendar;
  void at;
  throw new Error("isBusinessTime: not written yet");
}

/** Business seconds between two moments (0 when `to` is not after `from`). */
export function businessSecondsBetween(calendar: BusinessCalendar, from: Date, to: Date): number {
  void calendar;
  void from;
  void to;
  throw new Error("businessSecondsBetween: not written yet");
}

/** The moment `seconds` business seconds after `from` (from the next opening when `from` is outside hours). */
export function addBusinessSeconds(calendar: BusinessCalendar, from: Date, seconds: number): Date {
  void calendar;
  void from;
  void seconds;
  throw new Error("addBusinessSeconds: not written yet");
}

/**
 * The SLA of a ticket at `now` (docs/tickets.md#sla-clock): each target's
 * business seconds elapsed while the clock ran (it stands still while the
 * ticket is pending, stops once resolved or closed, and resumes where it
 * stopped when reopened), its due time while it runs (in the past when
 * overdue), when it was met, and the next due time of the two.
 */
export function ticketSla(calendar: BusinessCalendar, target: SlaTarget, timeline: SlaTimeline, now: Date): TicketSla {
  void calendar;
  void target;
  void timeline;
  void now;
  throw new Error("ticketSla: not written yet");
}
