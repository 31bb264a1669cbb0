import { type TicketDetail, type TicketMessage, ticketDetailSchema } from "@ondine/domain";
import { slaFixture, ticketFixture } from "../../testing/ticket-fixtures";

export const claire = { id: 12, name: "Claire Martin", staff: false };
export const hugo = { id: 3, name: "Hugo Leroy", staff: true };
export const ines = { id: 4, name: "Inès Garnier", staff: true };

/** A clock that runs: due in the far future, so it reads as time left whatever day the tests run. */
const running = {
  target_seconds: 7200,
  elapsed_seconds: 1800,
  due_at: "2099-01-05T10:00:00.000Z",
  met_at: null,
  breached: false,
};

export function messageFixture(fields: Partial<TicketMessage> & Pick<TicketMessage, "id" | "body">): TicketMessage {
  return {
    author: claire,
    internal: false,
    channel: "portal",
    created_at: "2026-11-20T09:00:00.000Z",
    attachments: [],
    ...fields,
  };
}

/** A customer's ticket as GET /tickets/42 answers it to them (a list item's fields and its own), through the route's schema. */
export function customerTicket(fields: Partial<TicketDetail> = {}): TicketDetail {
  return ticketDetailSchema.parse({
    ...ticketFixture({
      id: 42,
      issue_number: "T-000042",
      subject: "Wi-Fi down on the second floor",
      requester: claire,
      assignee: hugo,
      last_answered_by: hugo,
      last_activity_at: "2026-11-20T10:00:00.000Z",
      sla: slaFixture({
        first_response: { ...running, due_at: null, met_at: "2026-11-20T09:40:00.000Z" },
        resolution: running,
        next_due_at: running.due_at,
      }),
    }),
    messages: [
      messageFixture({ id: 1, body: "No guest can connect on the second floor since this morning." }),
      messageFixture({
        id: 2,
        author: hugo,
        body: "We are looking into it. Could you send a photo of the access point?",
        created_at: "2026-11-20T09:40:00.000Z",
      }),
      messageFixture({
        id: 3,
        body: "Here it is.",
        channel: "email",
        created_at: "2026-11-20T10:00:00.000Z",
        attachments: [
          {
            id: 7,
            name: "access-point.jpg",
            content_type: "image/jpeg",
            size: 245_760,
            url: "/api/tickets/42/attachments/7",
          },
        ],
      }),
    ],
    history: [],
    site_state: null,
    can: { reply: true, note: false, close: true, reopen: false, manage: false },
    resolved_at: null,
    reopen_until: null,
    ...fields,
  });
}

/** The same ticket as the support desk reads it: its internal notes, its history, the desk's rights. */
export function deskTicket(fields: Partial<TicketDetail> = {}): TicketDetail {
  const base = customerTicket();
  return customerTicket({
    messages: [
      ...base.messages,
      messageFixture({
        id: 4,
        author: hugo,
        internal: true,
        body: "Probably the PoE switch again; Inès, can you check on site?",
        created_at: "2026-11-20T10:05:00.000Z",
      }),
    ],
    history: [
      { id: 1, action: "opened", actor: claire, details: {}, at: "2026-11-20T09:00:00.000Z" },
      { id: 2, action: "assigned", actor: hugo, details: { from: null, to: hugo.id }, at: "2026-11-20T09:30:00.000Z" },
      { id: 3, action: "status", actor: hugo, details: { from: 2, to: 11 }, at: "2026-11-20T09:31:00.000Z" },
      {
        id: 4,
        action: "sla_breached",
        actor: null,
        details: { target: "first_response" },
        at: "2026-11-20T11:00:00.000Z",
      },
    ],
    status: 11,
    can: { reply: true, note: true, close: false, reopen: false, manage: true },
    ...fields,
  });
}

/** GET /tickets/assignees: the support desk. */
export const deskAnswer = { assignees: [hugo, ines] };
