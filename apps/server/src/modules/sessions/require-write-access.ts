import { canChangeState } from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import type { RequestActor } from "./actor";

/**
 * 403 NOT_ALLOWED for a read-only API token (docs/security.md "API token").
 * The authentication plugin asks it of every state-changing call; a route
 * that declares itself a read (`config: { readsOnly: true }`) but can also
 * write, as GraphQL with its mutations, asks it itself before writing.
 */
export function requireWriteAccess(actor: RequestActor): void {
  if (!canChangeState(actor)) {
    throw new AppError("NOT_ALLOWED", "This API token is read-only: it cannot change anything.");
  }
}
