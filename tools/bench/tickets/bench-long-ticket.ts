import { createHash } from "node:crypto";
import {
  addBusinessSeconds,
  type BusinessCalendar,
  defaultSlaTargets,
  type TicketStatus,
  ticketSla,
  ticketStatus,
} from "@ondine/domain";
import { type Database, schema } from "@ondine/server/db";
import { insertAllRows } from "../../seed/src/insert-rows";
import type { BenchHistoryRow } from "./bench-ticket-rows";

// The one long ticket of the support-queue bench (docs/performance.md#tickets-queue):
// 200 messages over four weeks between a customer and two desk members,
// one in seven an internal note, a log attached to one message in twenty,
// the desk asking and the customer answering (pending, back to open, in
// progress) again and again. `GET /tickets/{id}` reads all of it.

export const longTicketMessages = 200;

const log = new TextEncoder().encode(
  "2026-03-12 21:39:51 poe: power budget exceeded on port 7, port disabled\n2026-03-12 21:52:17 system: link up on eth0\n",
);

const lines = {
  customer: "Bonjour, les coupures continuent ce soir au 2e étage, voici le journal de la borne.",
  desk: "Merci, nous analysons le journal et revenons vers vous. Pouvez-vous nous dire si les coupures touchent aussi le 3e ?",
  note: "Coupures corrélées au budget PoE du switch : voir avec le fournisseur pour un modèle plus puissant.",
};

/** Writes the long ticket on `site` (its id `id`), opened 28 days before `now`; answers the number of messages written. */
export async function insertLongTicket(
  db: Database,
  ticket: {
    id: number;
    site: { id: number; organismId: number };
    requesterId: number;
    desk: readonly [number, number];
  },
  calendar: BusinessCalendar,
  now: Date,
): Promise<number> {
  const openedAt = new Date(now.getTime() - 28 * 86_400_000);
  const digest = createHash("sha256").update(log).digest("hex");
  await db
    .insert(schema.ticketFiles)
    .values({ digest, contentType: "text/plain", byteSize: log.length, content: log })
    .onConflictDoNothing();
  // Each message 43 business minutes after the one before: 200 of them take about 12 of the 19 or so working days.
  const step = 2_600;
  const messages: (typeof schema.ticketMessages.$inferInsert)[] = [];
  const history: BenchHistoryRow[] = [
    { ticketId: ticket.id, actorId: ticket.requesterId, action: "opened", details: { status: 2 }, createdAt: openedAt },
  ];
  const changes: { at: Date; status: TicketStatus }[] = [];
  let status = ticketStatus.open as TicketStatus;
  const move = (to: TicketStatus, actorId: number, at: Date) => {
    if (to === status) return;
    history.push({ ticketId: ticket.id, actorId, action: "status", details: { from: status, to }, createdAt: at });
    changes.push({ at, status: to });
    status = to;
  };
  let at = openedAt;
  for (let index = 0; index < longTicketMessages; index++) {
    const deskTurn = index % 2 === 1;
    const internal = deskTurn && index % 7 === 3;
    const authorId = deskTurn ? ticket.desk[index % 4 === 1 ? 0 : 1] : ticket.requesterId;
    if (index > 0) at = addBusinessSeconds(calendar, at, step);
    messages.push({
      ticketId: ticket.id,
      authorId,
      body: internal ? lines.note : deskTurn ? lines.desk : lines.customer,
      internal,
      channel: "portal",
      createdAt: at,
    });
    if (index === 1) {
      history.push({
        ticketId: ticket.id,
        actorId: authorId,
        action: "assigned",
        details: { from: null, to: authorId },
        createdAt: at,
      });
    }
    if (index > 0) {
      history.push({
        ticketId: ticket.id,
        actorId: authorId,
        action: internal ? "noted" : "replied",
        details: {},
        createdAt: at,
      });
    }
    // The desk asks (pending), the customer answers (back to open), the desk takes it up again.
    if (deskTurn && !internal) move(index % 6 === 1 ? ticketStatus.pending : ticketStatus.inProgress, authorId, at);
    if (!deskTurn && status === ticketStatus.pending) move(ticketStatus.open, authorId, at);
  }
  if (at > now) throw new Error("The long ticket's conversation runs past the present: open it earlier");
  move(ticketStatus.inProgress, ticket.desk[0], at);
  const firstResponseAt = messages[1]?.createdAt ?? null;
  const sla = ticketSla(
    calendar,
    defaultSlaTargets.technical,
    { openedAt, firstResponseAt, statusChanges: [{ at: openedAt, status: ticketStatus.open }, ...changes] },
    now,
  );
  await db.insert(schema.tickets).values({
    id: ticket.id,
    locationType: "Site",
    organismId: ticket.site.organismId,
    siteId: ticket.site.id,
    requesterId: ticket.requesterId,
    assigneeId: ticket.desk[1],
    kind: "technical",
    status,
    subject: "Coupures répétées au 2e étage (conversation de 200 messages)",
    openedAt,
    lastActivityAt: at,
    firstResponseAt,
    lastAnsweredById: ticket.desk[1],
    slaDueAt: sla.next_due_at ? new Date(sla.next_due_at) : null,
    slaFirstResponseBreached: sla.first_response.breached,
    slaResolutionBreached: sla.resolution.breached,
    slaNotified: (["first_response", "resolution"] as const).filter((target) => sla[target].breached),
  });
  const written = await db.insert(schema.ticketMessages).values(messages).returning({
    id: schema.ticketMessages.id,
    createdAt: schema.ticketMessages.createdAt,
    internal: schema.ticketMessages.internal,
  });
  const messageIds = written.map((message) => message.id);
  // The history's `replied`/`noted` rows name their message, in the order written.
  let answer = 1;
  for (const entry of history) {
    if (entry.action === "replied" || entry.action === "noted") {
      entry.details = { message_id: messageIds[answer] };
      answer += 1;
    }
  }
  await insertAllRows(db, schema.ticketHistory, history);
  const attached = written.filter((message, index) => index % 20 === 0 && !message.internal);
  await db.insert(schema.ticketAttachments).values(
    attached.map((message) => ({
      ticketId: ticket.id,
      messageId: message.id,
      digest,
      name: "journal-borne.txt",
      createdAt: message.createdAt,
    })),
  );
  return written.length;
}
