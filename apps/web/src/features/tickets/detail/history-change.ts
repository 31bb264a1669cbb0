import {
  isTicketStatus,
  type TicketDetail,
  type TicketHistoryEntry,
  type TicketKind,
  type TicketPerson,
  ticketKinds,
  ticketStatusName,
} from "@ondine/domain";
import type { TFunction } from "i18next";

/** What a history entry changed, as its row shows it: "from → to", or the SLA target missed; null when it says nothing more than its action. */
export type HistoryChange = { from: string; to: string } | { target: string } | null;

function isKind(value: unknown): value is TicketKind {
  return typeof value === "string" && (ticketKinds as readonly string[]).includes(value);
}

/** An assignee as the history records it: a person, an id, or nobody. */
function assigneeName(value: unknown, t: TFunction, people: readonly TicketPerson[]): string {
  if (value === null || value === undefined) return t("ticketDetail.fields.nobody");
  if (typeof value === "object" && "name" in value && typeof value.name === "string") return value.name;
  if (typeof value === "number") return people.find((person) => person.id === value)?.name ?? `#${value}`;
  return String(value);
}

function statusName(value: unknown, t: TFunction): string {
  return typeof value === "number" && isTicketStatus(value)
    ? t(`tickets.status.${ticketStatusName(value)}`)
    : String(value);
}

/**
 * The change of a history entry (docs/tickets.md#history) in the interface
 * language: statuses and kinds by their names, assignees by theirs (`people`
 * names those recorded by id).
 */
export function historyChange(entry: TicketHistoryEntry, t: TFunction, people: readonly TicketPerson[]): HistoryChange {
  const { from, to, target } = entry.details;
  switch (entry.action) {
    case "status":
    case "reopened":
      return { from: statusName(from, t), to: statusName(to, t) };
    case "kind":
      return {
        from: isKind(from) ? t(`tickets.kind.${from}`) : String(from),
        to: isKind(to) ? t(`tickets.kind.${to}`) : String(to),
      };
    case "assigned":
      return { from: assigneeName(from, t, people), to: assigneeName(to, t, people) };
    case "sla_breached":
      return target === "first_response" || target === "resolution"
        ? { target: t(`ticketDetail.history.targets.${target}`) }
        : null;
    default:
      return null;
  }
}

/** Everyone a ticket's answer names (and the desk, once read): those the history may record by id. */
export function peopleOfTicket(ticket: TicketDetail, desk: readonly TicketPerson[]): TicketPerson[] {
  const named = [
    ...desk,
    ticket.requester,
    ticket.assignee,
    ...ticket.messages.map((message) => message.author),
    ...ticket.history.map((entry) => entry.actor),
  ];
  return [...new Map(named.flatMap((person) => (person ? [[person.id, person] as const] : []))).values()];
}
