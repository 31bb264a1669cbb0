import { type BusinessCalendar, isBusinessTime, ticketIssueNumber } from "@ondine/domain";
import type { Database } from "../../db";
import type { MailRequest } from "../mail";
import { findMailRecipients, findSupportDeskMailRecipients, type MailRecipient } from "../users";
import { recordTicketHistory } from "./ticket-history.repository";
import { lockOverdueTickets, markSlaBreachNotified, type OverdueTicket } from "./ticket-sla-check.repository";

/** The recurring job that reminds the desk of overdue tickets (docs/tickets.md#sla-clock). */
export const ticketSlaCheckKind = "tickets.sla-check";
export const ticketSlaCheckIntervalMs = 60_000;

/** Tickets handled in one transaction. */
const batchSize = 100;
/** Batches in one check: a backlog beyond it (after an outage) is told over the next minutes. */
const maxBatchesPerCheck = 20;

export type TicketSlaCheckDependencies = {
  db: Database;
  calendar: BusinessCalendar;
  now: Date;
  /** The console's address, which the mail's link starts with. */
  publicUrl: string;
  /** Writes a mail to the outbox in the given transaction (`app.mail.sendMail`). */
  queueMail: (db: Database, mail: MailRequest<"ticket_overdue">) => Promise<unknown>;
};

/**
 * Tells the assignee (or, with nobody assigned, every member of the desk)
 * once per target when a ticket falls overdue, in business hours only: for
 * each ticket whose clock runs and whose due time has passed, records the
 * target as told and breached, writes `sla_breached` in its history, and
 * queues the mails, in one transaction per batch, so a ticket is told once
 * however often (and on however many instances) the check runs.
 */
export async function checkOverdueTickets(deps: TicketSlaCheckDependencies): Promise<{ notified: number }> {
  if (!isBusinessTime(deps.calendar, deps.now)) return { notified: 0 };
  let notified = 0;
  for (let batch = 0; batch < maxBatchesPerCheck; batch++) {
    const told = await deps.db.transaction(async (tx) => {
      const overdue = await lockOverdueTickets(tx, deps.now, batchSize);
      const desk = lazily(() => findSupportDeskMailRecipients(tx));
      for (const ticket of overdue) await tellOverdue(tx, deps, ticket, desk);
      return overdue.length;
    });
    notified += told;
    if (told < batchSize) break;
  }
  return { notified };
}

async function tellOverdue(
  tx: Database,
  deps: TicketSlaCheckDependencies,
  ticket: OverdueTicket,
  desk: () => Promise<MailRecipient[]>,
): Promise<void> {
  await markSlaBreachNotified(tx, ticket.id, ticket.target);
  await recordTicketHistory(
    tx,
    ticket.id,
    [{ action: "sla_breached", actorId: null, details: { target: ticket.target } }],
    deps.now,
  );
  // A deactivated assignee is as good as none: the desk is told.
  const assignee = ticket.assigneeId === null ? [] : await findMailRecipients(tx, [ticket.assigneeId]);
  const recipients = assignee.length > 0 ? assignee : await desk();
  for (const recipient of recipients) {
    await deps.queueMail(tx, {
      to: recipient.email,
      language: recipient.language,
      template: "ticket_overdue",
      params: {
        firstName: recipient.firstName,
        issueNumber: ticketIssueNumber(ticket.id),
        subject: ticket.subject,
        target: ticket.target,
        assigned: assignee.length > 0,
        link: `${deps.publicUrl}/support/tickets/${ticket.id}`,
      },
    });
  }
}

/** Reads once, when first asked. */
function lazily<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= read();
    return value;
  };
}
