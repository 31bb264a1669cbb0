import { type Actor, isSupportDesk } from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import { type Scope, unscoped } from "../../scope/scope";

/**
 * Who reads or changes silence windows: what the permissions read of them,
 * the locations they hold, and (for the audit log of a change) the admin
 * logged in as them and their address.
 */
export type SilenceCaller = {
  actor: Actor & { impersonatorId?: number | null };
  scope: Scope;
  ip?: string | null;
};

/** docs/alerts.md#silent-mode "Who": the `silent_mode` role, admins and the support desk. */
export function canUseSilentMode(actor: Actor): boolean {
  return actor.roles.silent_mode === 1 || isSupportDesk(actor);
}

/** Silent mode at all: 403 for an account with neither the role nor the desk's. */
export function assertMayUseSilentMode(caller: SilenceCaller): void {
  if (!canUseSilentMode(caller.actor)) throw new AppError("NOT_ALLOWED", "Silent mode needs the silent_mode role.");
}

/**
 * The sites a caller's windows may be on (docs/alerts.md#silent-mode): every
 * site for the support desk (admins' scope is every site already), the
 * sites of their scope for a customer.
 */
export function silenceScopeOf(caller: SilenceCaller): Scope {
  return isSupportDesk(caller.actor) ? unscoped : caller.scope;
}
