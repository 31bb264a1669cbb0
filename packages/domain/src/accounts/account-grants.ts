import type { Actor } from "./permissions";
import { grantableRoleKeys } from "./permissions";
import { type RoleFlagKey, type RoleFlags, roleFlagKeys } from "./role-flags";
import type { RolesType } from "./user-schemas";

/** What an account is granted beyond its identity: what only some may change. */
export interface AccountGrants {
  admin: boolean;
  roles_type: RolesType;
  roles: RoleFlags;
  beta_only: boolean;
  two_factor_enabled: boolean;
}

/** The grant fields of a create or edit request; an absent field (or role) keeps its value. */
export interface RequestedGrants {
  admin?: boolean | undefined;
  roles_type?: RolesType | undefined;
  roles?: Partial<RoleFlags> | undefined;
  beta_only?: boolean | undefined;
  two_factor_enabled?: boolean | undefined;
}

/** A new account's grants before the request: no admin, no role, the schema's defaults. */
export const newAccountGrants: AccountGrants = {
  admin: false,
  roles_type: "custom",
  roles: Object.fromEntries(roleFlagKeys.map((key) => [key, 0])) as RoleFlags,
  beta_only: false,
  two_factor_enabled: false,
};

/**
 * The request fields an actor may not set, as field paths (`admin`,
 * `roles.code`...); empty when the request is allowed. docs/product.md#accounts-validation, docs/product.md#accounts-permissions: only an
 * admin sets the admin flag, the role type and the account settings
 * (`beta_only`, `two_factor_enabled`); others tick or untick only the roles
 * they hold. A value equal to the account's current one is no change, so a
 * form that sends every field back passes. The role type may become
 * `custom`: ticking any role makes it so (docs/product.md#accounts-roles), and it grants nothing.
 */
export function forbiddenGrantChanges(
  actor: Actor,
  actorFlags: Partial<Record<RoleFlagKey, 0 | 1>>,
  current: AccountGrants,
  requested: RequestedGrants,
): string[] {
  if (actor.admin) return [];
  const forbidden: string[] = [];
  const changes = <Value>(value: Value | undefined, before: Value) => value !== undefined && value !== before;
  if (changes(requested.admin, current.admin)) forbidden.push("admin");
  if (changes(requested.roles_type, current.roles_type) && requested.roles_type !== "custom") {
    forbidden.push("roles_type");
  }
  if (changes(requested.beta_only, current.beta_only)) forbidden.push("beta_only");
  if (changes(requested.two_factor_enabled, current.two_factor_enabled)) forbidden.push("two_factor_enabled");
  const grantable = new Set(grantableRoleKeys(actor, actorFlags));
  for (const key of roleFlagKeys) {
    if (!grantable.has(key) && changes(requested.roles?.[key], current.roles[key])) forbidden.push(`roles.${key}`);
  }
  return forbidden;
}

/**
 * Token page (docs/product.md#accounts-api-token): an account holds an API token only with the api role
 * (admins hold every role). When an edit takes it away, the token is revoked.
 */
export function grantsKeepApiToken(grants: Pick<AccountGrants, "admin" | "roles">): boolean {
  return grants.admin || grants.roles.api === 1;
}

/** The grants after an allowed request: each field given replaces the current one. */
export function applyGrantChanges(current: AccountGrants, requested: RequestedGrants): AccountGrants {
  const roles = { ...current.roles };
  for (const key of roleFlagKeys) {
    const value = requested.roles?.[key];
    if (value !== undefined) roles[key] = value;
  }
  return {
    admin: requested.admin ?? current.admin,
    roles_type: requested.roles_type ?? current.roles_type,
    roles,
    beta_only: requested.beta_only ?? current.beta_only,
    two_factor_enabled: requested.two_factor_enabled ?? current.two_factor_enabled,
  };
}
