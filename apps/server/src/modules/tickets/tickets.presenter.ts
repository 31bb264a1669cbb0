import {
  type TicketActions,
  type TicketAttachment,
  type TicketDetail,
  type TicketHistoryEntry,
  type TicketMessage,
  type TicketSla,
  type TicketSummary,
  ticketConversationState,
  ticketIssueNumber,
} from "@ondine/domain";
import type { TicketAttachmentRow } from "./ticket-files.repository";
import type { TicketHistoryRow, TicketMessageRow, TicketRow } from "./ticket-names";
import { presentPerson } from "./ticket-people";

/** Where a ticket's attachment is downloaded, for those who may read the ticket. */
export function ticketAttachmentUrl(ticketId: number, attachmentId: number): string {
  return `/api/tickets/${ticketId}/attachments/${attachmentId}`;
}

/** An item of `GET /tickets` (docs/tickets.md#calls), with its SLA as of the read. */
export function presentTicketSummary(row: TicketRow, sla: TicketSla): TicketSummary {
  return {
    id: row.id,
    issue_number: ticketIssueNumber(row.id),
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    channel: row.channel,
    conversation: ticketConversationState(row.status),
    location_type: row.locationType,
    location: {
      organism_id: row.organismId,
      organism_name: row.organismName,
      site_id: row.siteId,
      site_name: row.siteName,
      equipment_id: row.equipmentId,
      equipment_name:
        row.equipmentModel === null || row.equipmentMac === null ? null : `${row.equipmentModel} ${row.equipmentMac}`,
    },
    requester: presentPerson(row.requester),
    assignee: row.assignee && presentPerson(row.assignee),
    last_answered_by: row.lastAnsweredBy && presentPerson(row.lastAnsweredBy),
    opened_at: row.openedAt.toISOString(),
    last_activity_at: row.lastActivityAt.toISOString(),
    sla,
  };
}

function presentAttachment(ticketId: number, row: TicketAttachmentRow): TicketAttachment {
  return {
    id: row.id,
    name: row.name,
    content_type: row.contentType,
    size: row.byteSize,
    url: ticketAttachmentUrl(ticketId, row.id),
  };
}

function presentMessage(ticketId: number, row: TicketMessageRow, attachments: readonly TicketAttachmentRow[]) {
  return {
    id: row.id,
    author: presentPerson(row.author),
    body: row.body,
    internal: row.internal,
    channel: row.channel,
    created_at: row.createdAt.toISOString(),
    attachments: attachments
      .filter((attachment) => attachment.messageId === row.id)
      .map((attachment) => presentAttachment(ticketId, attachment)),
  } satisfies TicketMessage;
}

function presentHistoryEntry(row: TicketHistoryRow): TicketHistoryEntry {
  return {
    id: row.id,
    action: row.action,
    actor: row.actor && presentPerson(row.actor),
    details: row.details,
    at: row.createdAt.toISOString(),
  };
}

/** What `GET /tickets/{id}` holds beside the ticket: read for this caller (notes and history only for the desk). */
export type TicketDetailParts = {
  sla: TicketSla;
  messages: readonly TicketMessageRow[];
  attachments: readonly TicketAttachmentRow[];
  history: readonly TicketHistoryRow[];
  can: TicketActions;
  reopenUntil: Date | null;
};

/** `GET /tickets/{id}` and the answer of every change (docs/tickets.md#calls). */
export function presentTicketDetail(row: TicketRow, parts: TicketDetailParts): TicketDetail {
  return {
    ...presentTicketSummary(row, parts.sla),
    messages: parts.messages.map((message) => presentMessage(row.id, message, parts.attachments)),
    history: parts.history.map(presentHistoryEntry),
    site_state: row.siteState,
    can: parts.can,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    reopen_until: parts.reopenUntil?.toISOString() ?? null,
  };
}
