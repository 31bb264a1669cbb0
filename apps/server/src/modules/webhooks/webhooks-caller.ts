import type { Actor } from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import type { Scope } from "../../scope/scope";

/**
 * Who calls the webhook calls: what the permissions read of them, the
 * organisms they hold as a whole (their scope), and, for the audit log and
 * the test event, their name, the admin logged in as them and their address.
 */
export type WebhooksCaller = {
  actor: Actor & { firstName?: string; lastName?: string; impersonatorId?: number | null };
  scope: Scope;
  ip?: string | null;
};

/**
 * docs/webhooks.md#endpoints "Who": the provider's admins and the accounts
 * holding the `api` role; an account with neither gets 403 before anything
 * is read. Which organisms they reach is their scope's (as a whole).
 */
export function canManageWebhooks(actor: Actor): boolean {
  return actor.admin || actor.roles.administration.api === 1;
}

export function assertMayManageWebhooks(caller: WebhooksCaller): void {
  if (!canManageWebhooks(caller.actor)) throw new AppError("NOT_ALLOWED", "Webhooks need the api role.");
}

/** The caller as the test event's `sent_by` names them: first and last name. */
export function callerName(caller: WebhooksCaller): string {
  return `${caller.actor.firstName ?? ""} ${caller.actor.lastName ?? ""}`.trim();
}
