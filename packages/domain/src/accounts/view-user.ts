import { type AccountTarget, type Actor, canManageAccounts } from "./permissions";

/**
 * Who may open an account's details (`GET /api/users/{id}`) among the
 * accounts in their reach (`isAccountInReach`): those who manage accounts
 * and the user themself, deactivated accounts included. Having created the
 * account gives nothing once the creator's rights are gone.
 */
export function canViewUser(actor: Actor, target: Pick<AccountTarget, "id">): boolean {
  return canManageAccounts(actor) || actor.id === target.id;
}
