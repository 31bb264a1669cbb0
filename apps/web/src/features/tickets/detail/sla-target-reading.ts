import type { TicketSlaTarget } from "@ondine/domain";

/**
 * What one SLA target (first response or resolution) reads at `now`
 * (docs/tickets.md#sla-clock): met (late or in time), standing still while
 * the ticket waits on the customer, running toward its due time, overdue
 * once past it or breached, or not running at all.
 */
export type SlaTargetReading =
  | { state: "met"; metAt: string; late: boolean }
  | { state: "paused"; breached: boolean }
  | { state: "running"; dueAt: string; leftMs: number }
  | { state: "overdue"; dueAt: string | null; lateMs: number | null }
  | { state: "stopped" };

export function slaTargetReading(target: TicketSlaTarget, paused: boolean, now: Date): SlaTargetReading {
  if (target.met_at !== null) return { state: "met", metAt: target.met_at, late: target.breached };
  if (paused) return { state: "paused", breached: target.breached };
  if (target.due_at !== null) {
    const leftMs = new Date(target.due_at).getTime() - now.getTime();
    return leftMs > 0
      ? { state: "running", dueAt: target.due_at, leftMs }
      : { state: "overdue", dueAt: target.due_at, lateMs: -leftMs };
  }
  return target.breached ? { state: "overdue", dueAt: null, lateMs: null } : { state: "stopped" };
}
