import { isTicketDone, isTicketWaitingOnCustomer, type TicketStatus, ticketStatus } from "./ticket-codes";

/** An interval the SLA clock ran. */
export type SlaClockRun = { from: Date; to: Date };

export type SlaClockState = {
  /** In order; while the clock runs, the last one is the current run and ends at `now`. */
  runs: SlaClockRun[];
  /** The clock runs now: the ticket is neither pending nor resolved or closed. */
  running: boolean;
  /** Pending: waiting on the customer. */
  paused: boolean;
  /** When the ticket became resolved or closed, while it still is (a reopen clears it). */
  stoppedAt: Date | null;
};

const clockRuns = (status: TicketStatus) => !isTicketWaitingOnCustomer(status) && !isTicketDone(status);

/**
 * When the SLA clock ran (docs/tickets.md#sla-clock), read from the statuses
 * the ticket took up to `now`: from the opening, except while pending or
 * resolved or closed. The first status holds from the opening whenever it was
 * recorded; changes after `now` are not read; a ticket without any is open.
 */
export function slaClockRuns(
  timeline: { openedAt: Date; statusChanges: readonly { at: Date; status: TicketStatus }[] },
  now: Date,
): SlaClockState {
  const opened = timeline.openedAt.getTime();
  const changes = timeline.statusChanges
    .filter((change) => change.at <= now)
    .toSorted((a, b) => a.at.getTime() - b.at.getTime());
  const statuses = changes.length > 0 ? changes : [{ at: timeline.openedAt, status: ticketStatus.open }];
  const runs: SlaClockRun[] = [];
  for (const [index, change] of statuses.entries()) {
    if (!clockRuns(change.status)) continue;
    const next = statuses[index + 1];
    const from = index === 0 ? opened : Math.max(change.at.getTime(), opened);
    const to = next ? next.at.getTime() : now.getTime();
    // The current run is kept even when it starts this very moment: the due time counts from it.
    if (to > from || next === undefined) runs.push({ from: new Date(from), to: new Date(Math.max(from, to)) });
  }
  const current = statuses[statuses.length - 1]?.status ?? ticketStatus.open;
  return {
    runs,
    running: clockRuns(current),
    paused: isTicketWaitingOnCustomer(current),
    stoppedAt: isTicketDone(current) ? stoppedAt(statuses, opened) : null,
  };
}

/** The start of the trailing resolved-or-closed statuses (resolved, then closed: the resolution). */
function stoppedAt(statuses: readonly { at: Date; status: TicketStatus }[], opened: number): Date {
  const lastLiving = statuses.findLastIndex((change) => !isTicketDone(change.status));
  const at = statuses[lastLiving + 1]?.at.getTime() ?? opened;
  return new Date(Math.max(at, opened));
}
