import type { TicketDetail } from "@ondine/domain";
import type { ModuleDependencies } from "../../module-dependencies";
import { recordWebhookEvent } from "../webhooks";

/** The public message that opened or replied to a ticket (never an internal note: the caller checks). */
export type TicketWebhookMessage = {
  id: number;
  /** Written by the support desk (else by the customer). */
  desk: boolean;
  text: string;
  attachments: number;
  at: Date;
};

/**
 * `ticket.opened` or `ticket.replied` (docs/webhooks.md#events), in the
 * change's transaction, for the ticket's organism (a site's ticket is its
 * organism's): the ticket as it now stands, named from its detail, and the
 * message's text and number of files (never their content).
 */
export function recordTicketWebhook(
  deps: Pick<ModuleDependencies, "db" | "now">,
  type: "ticket.opened" | "ticket.replied",
  ticket: TicketDetail,
  message: TicketWebhookMessage,
): Promise<void> {
  const { location } = ticket;
  return recordWebhookEvent(deps, {
    organismId: location.organism_id,
    type,
    data: {
      organism: { id: location.organism_id, name: location.organism_name },
      site:
        location.site_id === null || location.site_name === null
          ? null
          : { id: location.site_id, name: location.site_name },
      ticket: { id: ticket.id, subject: ticket.subject, status: ticket.status, kind: ticket.kind },
      message: {
        id: message.id,
        from: message.desk ? "support" : "customer",
        text: message.text,
        attachments: message.attachments,
        at: message.at.toISOString(),
      },
    },
    occurredAt: message.at,
  });
}
