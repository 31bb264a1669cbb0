import { ticketStatus } from "@ondine/domain";
import { and, asc, eq, lte, notInArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { tickets } from "../../db/schema";

/** The SLA target a ticket's `sla_due_at` is the due time of (docs/tickets.md#sla-clock). */
export type SlaTargetName = "first_response" | "resolution";

/** The first response's until the desk first answers publicly, the resolution's after. */
const dueTarget: SQL<SlaTargetName> = sql<SlaTargetName>`(case when ${tickets.firstResponseAt} is null then 'first_response' else 'resolution' end)`;

export type OverdueTicket = { id: number; subject: string; assigneeId: number | null; target: SlaTargetName };

/**
 * Up to `limit` tickets whose clock runs and whose due target fell due by
 * `now` without its reminder yet, most overdue first, locked for the
 * caller's transaction; those another transaction holds (a change under
 * way) are skipped, for the next check. The server's own sweep: no caller,
 * every customer's tickets.
 */
export function lockOverdueTickets(tx: Database, now: Date, limit: number): Promise<OverdueTicket[]> {
  return tx
    .select({ id: tickets.id, subject: tickets.subject, assigneeId: tickets.assigneeId, target: dueTarget })
    .from(tickets)
    .where(
      and(
        notInArray(tickets.status, [ticketStatus.pending, ticketStatus.resolved, ticketStatus.closed]),
        lte(tickets.slaDueAt, now),
        sql`not (${dueTarget} = any(${tickets.slaNotified}))`,
      ),
    )
    .orderBy(asc(tickets.slaDueAt), asc(tickets.id))
    .limit(limit)
    .for("update", { skipLocked: true });
}

/** Records that the desk was told of the target's breach, and marks it breached. */
export async function markSlaBreachNotified(tx: Database, ticketId: number, target: SlaTargetName): Promise<void> {
  const breached = target === "first_response" ? { slaFirstResponseBreached: true } : { slaResolutionBreached: true };
  await tx
    .update(tickets)
    .set({ slaNotified: sql`array_append(${tickets.slaNotified}, ${target}::text)`, ...breached })
    .where(eq(tickets.id, ticketId));
}
