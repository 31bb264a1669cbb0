import { canUseTickets, isSupportDesk } from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import { type ActorAndScope, actorAndScopeOfUser } from "../users";

/**
 * Who reads or changes tickets: what the permissions read of them
 * (`isSupportDesk`, `canUseTickets`) and the locations they hold. A route
 * makes it of `request.actor` and `request.scope`; the mail listener and
 * GraphQL of a user id (`ticketCallerOf`).
 */
export type TicketCaller = ActorAndScope;

/** A user as a ticket caller (their roles and scope), or undefined when the account is unknown or deactivated. */
export function ticketCallerOf(db: Database, userId: number): Promise<TicketCaller | undefined> {
  return actorAndScopeOfUser(db, userId);
}

/** Tickets at all (`canUseTickets`): 403 for an account with neither the requests role nor the desk's. */
export function assertMayUseTickets(caller: TicketCaller): void {
  if (!canUseTickets(caller.actor)) throw new AppError("NOT_ALLOWED", "Tickets need the requests role.");
}

/** A desk-only action (`isSupportDesk`): 403 for a customer (docs/tickets.md#calls). */
export function assertSupportDesk(caller: TicketCaller): void {
  if (!isSupportDesk(caller.actor)) throw new AppError("NOT_ALLOWED", "Only the support desk may do this.");
}
