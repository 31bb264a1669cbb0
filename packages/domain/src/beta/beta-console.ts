import type { RolesTree } from "../accounts/roles-tree";

/**
 * docs/product.md#accounts-beta, docs/product.md#accounts-permissions: who may be handed over to the beta console (or back): admins
 * and center_beta holders, who see the beta link, and beta_only accounts,
 * which the console sends there.
 */
export function canUseBetaConsole(user: { admin: boolean; roles: RolesTree; betaOnly: boolean }): boolean {
  return user.admin || user.roles.center_beta === 1 || user.betaOnly;
}

/** Where `GET /api/v2/sessions/redirect_to_production` sends a refused token: the /errors/{errorKey} page. */
export const betaInvalidTokenErrorKey = "beta.invalid_token";
