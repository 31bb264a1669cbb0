import { ticketReplySchema } from "@ondine/domain";
import { parseWith } from "../../errors/parse-with";
import { ticketCallerOf } from "./ticket-caller";
import { noSuchTicket } from "./ticket-reads.service";
import { replyToTicket } from "./ticket-reply.service";
import type { TicketMailReply } from "./ticket-smtp-listener";
import type { TicketsDependencies } from "./tickets-dependencies";

/**
 * A reply by mail (docs/tickets.md#mail), through the same service as a
 * reply from the console: a public message of the address's person on the
 * address's ticket, by the `email` channel, with the mail's files. Throws
 * the service's `AppError`s (404 for a ticket they may no longer read or an
 * account deactivated, 422 for an empty text or a refused file), which the
 * listener turns into a bounce.
 */
export async function receiveTicketMailReply(
  deps: TicketsDependencies,
  reply: Pick<TicketMailReply, "ticketId" | "userId" | "message" | "attachments">,
  now: Date,
): Promise<void> {
  const caller = await ticketCallerOf(deps.db, reply.userId);
  if (!caller) throw noSuchTicket();
  const input = parseWith(ticketReplySchema, { message: reply.message, internal: false });
  await replyToTicket(deps, caller, reply.ticketId, input, reply.attachments, "email", now);
}
