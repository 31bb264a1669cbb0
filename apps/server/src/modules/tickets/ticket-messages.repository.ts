import type { TicketChannel } from "@ondine/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db";
import { ticketMessages } from "../../db/schema";

export type NewTicketMessage = {
  ticketId: number;
  authorId: number;
  body: string;
  internal: boolean;
  channel: TicketChannel;
  createdAt: Date;
};

export async function insertTicketMessage(db: Database, message: NewTicketMessage): Promise<number> {
  const [row] = await db.insert(ticketMessages).values(message).returning({ id: ticketMessages.id });
  if (!row) throw new Error("insertTicketMessage: no row returned");
  return row.id;
}

/** A message as its table holds it, its author by id. */
export type TicketMessageRecord = {
  id: number;
  authorId: number;
  body: string;
  internal: boolean;
  channel: TicketChannel;
  createdAt: Date;
};

/**
 * A ticket's conversation, oldest first; internal notes only `withNotes`
 * (the support desk's answers: docs/tickets.md#who-sees-what).
 */
export function findTicketMessages(
  db: Database,
  ticketId: number,
  options: { withNotes: boolean },
): Promise<TicketMessageRecord[]> {
  return db
    .select({
      id: ticketMessages.id,
      authorId: ticketMessages.authorId,
      body: ticketMessages.body,
      internal: ticketMessages.internal,
      channel: ticketMessages.channel,
      createdAt: ticketMessages.createdAt,
    })
    .from(ticketMessages)
    .where(
      and(eq(ticketMessages.ticketId, ticketId), options.withNotes ? undefined : eq(ticketMessages.internal, false)),
    )
    .orderBy(asc(ticketMessages.id));
}
