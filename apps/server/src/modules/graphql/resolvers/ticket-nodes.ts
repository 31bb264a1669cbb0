import {
  type LocationType,
  type TicketDetail,
  type TicketMessage,
  type TicketPerson,
  type TicketSla,
  type TicketSlaTarget,
  type TicketStatus,
  type TicketSummary,
  ticketStatus,
  ticketStatusName,
} from "@ondine/domain";

// The REST answers of the ticket calls (docs/tickets.md#calls) as GraphQL
// nodes: the same fields, camelCase, codes as the schema's enum names.

/** `inProgress` → `IN_PROGRESS`. */
const enumName = (name: string) => name.replace(/[A-Z]/g, (capital) => `_${capital}`).toUpperCase();

const statusByEnumName = new Map(
  Object.entries(ticketStatus).map(([name, code]) => [enumName(name), code as TicketStatus]),
);

/** The status code of a GraphQL TicketStatus (`IN_PROGRESS` → 11). */
export function ticketStatusOf(name: string): TicketStatus | undefined {
  return statusByEnumName.get(name);
}

/** The domain's value of a GraphQL enum value of kinds, channels or location types (`SITE` → `Site`, `POS` → `pos`). */
export const ticketKindOf = (name: string) => name.toLowerCase();
export const locationTypeOf = (name: string): LocationType => (name === "SITE" ? "Site" : "Organism");

const personNode = (person: TicketPerson | null) => person && { id: person.id, name: person.name, staff: person.staff };

const slaTargetNode = (target: TicketSlaTarget) => ({
  targetSeconds: target.target_seconds,
  elapsedSeconds: target.elapsed_seconds,
  dueAt: target.due_at,
  metAt: target.met_at,
  breached: target.breached,
});

const slaNode = (sla: TicketSla) => ({
  firstResponse: slaTargetNode(sla.first_response),
  resolution: slaTargetNode(sla.resolution),
  paused: sla.paused,
  nextDueAt: sla.next_due_at,
});

export function ticketMessageNode(message: TicketMessage) {
  return {
    id: message.id,
    author: personNode(message.author),
    body: message.body,
    internal: message.internal,
    channel: message.channel.toUpperCase(),
    createdAt: message.created_at,
    attachments: message.attachments.map((attachment) => ({
      id: attachment.id,
      name: attachment.name,
      contentType: attachment.content_type,
      size: attachment.size,
      url: attachment.url,
    })),
  };
}

export type TicketNode = ReturnType<typeof ticketNode>;

/**
 * A Ticket of a list's item or of a ticket's detail: a detail carries its
 * messages (as the service gave them to this caller: notes for the desk
 * only); an item's are read when asked for.
 */
export function ticketNode(ticket: TicketSummary | TicketDetail) {
  return {
    id: ticket.id,
    issueNumber: ticket.issue_number,
    subject: ticket.subject,
    kind: ticket.kind.toUpperCase(),
    status: enumName(ticketStatusName(ticket.status)),
    channel: ticket.channel.toUpperCase(),
    locationType: ticket.location_type.toUpperCase(),
    organismId: ticket.location.organism_id,
    organismName: ticket.location.organism_name,
    siteId: ticket.location.site_id,
    siteName: ticket.location.site_name,
    equipmentId: ticket.location.equipment_id,
    equipmentName: ticket.location.equipment_name,
    requester: personNode(ticket.requester),
    assignee: personNode(ticket.assignee),
    lastAnsweredBy: personNode(ticket.last_answered_by),
    openedAt: ticket.opened_at,
    lastActivityAt: ticket.last_activity_at,
    sla: slaNode(ticket.sla),
    detail: "messages" in ticket ? ticket : undefined,
  };
}
