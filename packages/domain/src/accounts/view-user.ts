import { type AccountTarget, type Actor, canManageAccounts } from "./permissions";

/**
 * Who may open an account's details (`GET /api/users/{id}`): those who manage
 * accounts, the user themself and the account's creator, as for editing
 * (SPEC §6), deactivated accounts included. Which accounts exist for the
 * actor at all is the server's tenancy rule (docs/security.md "Tenancy").
 */
export function canViewUser(actor: Actor, target: Pick<AccountTarget, "id" | "creator_id">): boolean {
  return canManageAccounts(actor) || actor.id === target.id || target.creator_id === actor.id;
}
