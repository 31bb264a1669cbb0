import { createHmac, timingSafeEqual } from "node:crypto";
import { emailMaxLength } from "@ondine/domain";

// A ticket's reply address for one person (docs/tickets.md#mail):
// `ticket-{id}-{user}-{signature}@{domain}`, the signature an HMAC-SHA256 of
// both under the server's secret, so that nobody writes to a ticket as
// someone else by guessing an address.

/** The domain the addresses are at and the key that signs them (TICKET_MAIL_DOMAIN, TICKET_REPLY_SECRET). */
export type TicketReplyAddressSettings = { domain: string; secret: string };

/** Who writes to which ticket: what a reply address stands for. */
export type TicketReplyTarget = { ticketId: number; userId: number };

/**
 * Hex characters of the signature kept (80 bits). Hex, not base64: mail
 * servers may change the case of an address's local part.
 */
const signatureLength = 20;

/** The largest id a row may have (`integer` columns). */
const largestId = 2_147_483_647;

const addressShape = new RegExp(`^ticket-([1-9][0-9]{0,9})-([1-9][0-9]{0,9})-([0-9a-f]{${signatureLength}})@([^@]+)$`);

function signature(target: TicketReplyTarget, secret: string): string {
  return createHmac("sha256", secret)
    .update(`ticket:${target.ticketId}:${target.userId}`)
    .digest("hex")
    .slice(0, signatureLength);
}

/** The address at which `userId` answers ticket `ticketId` by mail. */
export function ticketReplyAddress(target: TicketReplyTarget, settings: TicketReplyAddressSettings): string {
  return `ticket-${target.ticketId}-${target.userId}-${signature(target, settings.secret)}@${settings.domain.toLowerCase()}`;
}

/**
 * The ticket and the person a reply address stands for, or undefined when it
 * is not one this server signed: another shape, another domain (compared
 * without case), ids out of range, or a signature that does not match.
 */
export function readTicketReplyAddress(
  address: string,
  settings: TicketReplyAddressSettings,
): TicketReplyTarget | undefined {
  if (address.length > emailMaxLength) return undefined;
  const match = addressShape.exec(address.trim().toLowerCase());
  if (!match) return undefined;
  const [, ticketText = "", userText = "", signed = "", domain = ""] = match;
  if (domain !== settings.domain.toLowerCase()) return undefined;
  const target = { ticketId: Number(ticketText), userId: Number(userText) };
  if (target.ticketId > largestId || target.userId > largestId) return undefined;
  const expected = Buffer.from(signature(target, settings.secret));
  return timingSafeEqual(Buffer.from(signed), expected) ? target : undefined;
}
