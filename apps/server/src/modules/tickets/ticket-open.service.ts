import {
  type CreateTicketInput,
  isSupportDesk,
  type TicketChannel,
  type TicketDetail,
  ticketErrors,
  ticketStatus,
} from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import { findLocationsInScope, findOrganismAndSite } from "../locations";
import { findEquipmentIdentities, readSiteStateSnapshot } from "../monitoring";
import { checkAttachments, type IncomingAttachment } from "./ticket-attachments";
import { assertMayUseTickets, type TicketCaller } from "./ticket-caller";
import { ticketDetailFor } from "./ticket-detail";
import { recordTicketHistory } from "./ticket-history.repository";
import { writeTicketMessage } from "./ticket-message-write";
import { noSuchTicket } from "./ticket-reads.service";
import { storeTicketSla } from "./ticket-sla";
import { recordTicketWebhook } from "./ticket-webhooks";
import { findVisibleTicket, insertTicket } from "./tickets.repository";
import type { TicketsDependencies } from "./tickets-dependencies";

const noSuchLocation = () => new AppError("NOT_FOUND", "No such location.");

/** Whether this piece of equipment is the site's. */
async function isEquipmentOnSite(db: Database, equipmentId: number, siteId: number): Promise<boolean> {
  return (await findEquipmentIdentities(db, [equipmentId])).get(equipmentId)?.siteId === siteId;
}

/**
 * Where the new ticket stands: a location of the caller's scope (404
 * otherwise, an organism only when held as a whole), and a piece of
 * equipment of that site (422 otherwise).
 */
async function ticketLocation(db: Database, caller: TicketCaller, input: CreateTicketInput) {
  const [found] = await findLocationsInScope(db, caller.scope, [{ type: input.location_type, id: input.location_id }]);
  const location = found && (await findOrganismAndSite(db, found));
  if (!location) throw noSuchLocation();
  const equipmentId = input.equipment_id ?? null;
  if (
    equipmentId !== null &&
    (location.siteId === null || !(await isEquipmentOnSite(db, equipmentId, location.siteId)))
  ) {
    throw new AppError("INVALID_PARAMETERS", "This equipment is not on the ticket's site.", {
      equipment_id: [ticketErrors.equipmentNotOnSite],
    });
  }
  return { ...location, equipmentId };
}

/**
 * `POST /tickets` (docs/tickets.md#calls): a ticket on one of the caller's
 * locations, open, with its first message and files. With
 * `attach_site_state` on a site, the site's state now is kept with it
 * (docs/tickets.md#context). The files are checked and the site's state
 * read before the transaction, which writes the ticket, its message and
 * files, its history, its SLA, the mail to the desk and the `ticket.opened` webhook.
 */
export async function openTicket(
  deps: TicketsDependencies,
  caller: TicketCaller,
  input: CreateTicketInput,
  attachments: readonly IncomingAttachment[],
  channel: TicketChannel,
  now: Date,
): Promise<TicketDetail> {
  assertMayUseTickets(caller);
  const files = checkAttachments(attachments);
  const location = await ticketLocation(deps.db, caller, input);
  const siteState =
    input.attach_site_state && location.siteId !== null
      ? await readSiteStateSnapshot(deps.db, caller.scope, location.siteId, now)
      : null;
  return deps.db.transaction(async (tx) => {
    const ticket = {
      kind: input.kind,
      subject: input.subject,
      requesterId: caller.actor.id,
      assigneeId: null,
      openedAt: now,
      firstResponseAt: null,
    };
    const id = await insertTicket(tx, {
      ...ticket,
      locationType: input.location_type,
      organismId: location.organismId,
      siteId: location.siteId,
      equipmentId: location.equipmentId,
      channel,
      status: ticketStatus.open,
      siteState,
    });
    const messageId = await writeTicketMessage(
      tx,
      deps.config,
      { ...ticket, id },
      {
        author: { id: caller.actor.id, desk: isSupportDesk(caller.actor) },
        body: input.message,
        internal: false,
        channel,
        files,
      },
      now,
    );
    await recordTicketHistory(
      tx,
      id,
      [{ action: "opened", actorId: caller.actor.id, details: { status: ticketStatus.open } }],
      now,
    );
    await storeTicketSla(tx, deps.config, { ...ticket, id }, now);
    const opened = await findVisibleTicket(tx, caller, id);
    if (!opened) throw noSuchTicket();
    const detail = await ticketDetailFor(tx, deps.config, caller, opened, now);
    await recordTicketWebhook({ ...deps, db: tx }, "ticket.opened", detail, {
      id: messageId,
      desk: isSupportDesk(caller.actor),
      text: input.message,
      attachments: files.length,
      at: now,
    });
    return detail;
  });
}
