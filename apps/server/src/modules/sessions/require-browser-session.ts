import { AppError } from "../../errors/app-error";
import type { RequestActor } from "./actor";

/**
 * What an API token may never do (docs/security.md "API tokens"): actions
 * that would let a leaked token outlive its revocation or take the account
 * over (log in as someone, change the e-mail or the password, mint a new
 * token) need a signed-in browser; a token-authenticated request answers
 * 403 NOT_ALLOWED.
 */
export function requireBrowserSession(actor: RequestActor, action: string): void {
  if (actor.authenticatedBy !== "session") {
    throw new AppError("NOT_ALLOWED", `${action} needs a signed-in browser, not an API token.`);
  }
}
