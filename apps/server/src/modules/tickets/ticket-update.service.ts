import { isSupportDesk, type TicketDetail, type TicketUpdateInput, ticketErrors } from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import { isActiveSupportDeskMember } from "../users";
import { assertMayUseTickets, type TicketCaller } from "./ticket-caller";
import { ticketDetailFor } from "./ticket-detail";
import { type NewTicketHistoryEntry, recordTicketHistory } from "./ticket-history.repository";
import { noSuchTicket } from "./ticket-reads.service";
import { storeTicketSla } from "./ticket-sla";
import { checkCustomerStatus, statusChange } from "./ticket-status-change";
import { findVisibleTicket, type TicketChanges, writeTicketChanges } from "./tickets.repository";
import type { TicketsDependencies } from "./tickets-dependencies";

/**
 * `PATCH /tickets/{id}` (docs/tickets.md#calls): a status, an assignee
 * (null: nobody; a member of the support desk, else 422) or a kind. A
 * customer may only close, or reopen within `ticketLimits.reopenDays` of the
 * resolution; anything else they send answers 403. One transaction, the
 * ticket locked: the changes, a history row each ({from, to}), the SLA.
 */
export async function updateTicket(
  deps: TicketsDependencies,
  caller: TicketCaller,
  ticketId: number,
  input: TicketUpdateInput,
  now: Date,
): Promise<TicketDetail> {
  assertMayUseTickets(caller);
  const desk = isSupportDesk(caller.actor);
  return deps.db.transaction(async (tx) => {
    const ticket = await findVisibleTicket(tx, caller, ticketId, { forUpdate: true });
    if (!ticket) throw noSuchTicket();
    if (!desk && (input.assignee_id !== undefined || input.kind !== undefined)) {
      throw new AppError("NOT_ALLOWED", "Only the support desk assigns a ticket or changes its kind.");
    }
    if (!desk && input.status !== undefined) checkCustomerStatus(ticket, input.status, now, "status");
    const actorId = caller.actor.id;
    const changes: TicketChanges = {};
    const history: NewTicketHistoryEntry[] = [];
    const assigneeId = ticket.assigneeId;
    if (input.assignee_id !== undefined && input.assignee_id !== assigneeId) {
      if (input.assignee_id !== null && !(await isActiveSupportDeskMember(tx, input.assignee_id))) {
        throw new AppError("INVALID_PARAMETERS", "Only a member of the support desk is assigned a ticket.", {
          assignee_id: [ticketErrors.assigneeNotSupportDesk],
        });
      }
      changes.assigneeId = input.assignee_id;
      history.push({ action: "assigned", actorId, details: { from: assigneeId, to: input.assignee_id } });
    }
    if (input.kind !== undefined && input.kind !== ticket.kind) {
      changes.kind = input.kind;
      history.push({ action: "kind", actorId, details: { from: ticket.kind, to: input.kind } });
    }
    const moved = input.status === undefined ? undefined : statusChange(ticket, input.status, actorId, now);
    await writeTicketChanges(tx, ticket, { ...changes, ...moved?.changes });
    await recordTicketHistory(tx, ticket.id, [...history, ...(moved?.history ?? [])], now);
    // A new kind has other targets.
    await storeTicketSla(tx, deps.config, { ...ticket, kind: input.kind ?? ticket.kind }, now);
    const updated = await findVisibleTicket(tx, caller, ticket.id);
    if (!updated) throw noSuchTicket();
    return ticketDetailFor(tx, deps.config, caller, updated, now);
  });
}
