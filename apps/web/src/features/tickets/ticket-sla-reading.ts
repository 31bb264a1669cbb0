import type { TicketSla } from "@ondine/domain";

/**
 * What a ticket's SLA clock reads at `now` (docs/tickets.md#sla-clock), from
 * the answer's `sla`: standing still while the ticket waits on the customer,
 * stopped when no target runs, or running toward its next due time, overdue
 * once that time is past.
 */
export type TicketSlaReading =
  | { state: "paused" }
  | { state: "stopped" }
  | { state: "running"; dueAt: string; leftMs: number }
  | { state: "overdue"; dueAt: string; lateMs: number };

export function ticketSlaReading(sla: TicketSla, now: Date): TicketSlaReading {
  if (sla.paused) return { state: "paused" };
  if (sla.next_due_at === null) return { state: "stopped" };
  const leftMs = new Date(sla.next_due_at).getTime() - now.getTime();
  return leftMs > 0
    ? { state: "running", dueAt: sla.next_due_at, leftMs }
    : { state: "overdue", dueAt: sla.next_due_at, lateMs: -leftMs };
}
