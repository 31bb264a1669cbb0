import type { AccountManagerLevel } from "./account-manager-levels";
import type { Actor, LeveledActor } from "./permissions";
import { accountManagerRights, canManageAccounts, grantableRoleKeys } from "./permissions";
import { type RoleFlagKey, type RoleFlags, roleFlagKeys, roleFlagsFrom, standardRoleFlagKeys } from "./role-flags";
import type { RolesType } from "./user-schemas";

/** What an account is granted beyond its identity: what only some may change. */
export interface AccountGrants {
  admin: boolean;
  roles_type: RolesType;
  roles: RoleFlags;
  beta_only: boolean;
  two_factor_enabled: boolean;
  /** What the account manages, when it manages accounts (docs/product.md#accounts-permissions). */
  account_manager_level: AccountManagerLevel;
}

/** The grant fields of a create or edit request; an absent field (or role) keeps its value. */
export interface RequestedGrants {
  admin?: boolean | undefined;
  roles_type?: RolesType | undefined;
  roles?: Partial<RoleFlags> | undefined;
  beta_only?: boolean | undefined;
  two_factor_enabled?: boolean | undefined;
  account_manager_level?: AccountManagerLevel | undefined;
}

/** A new account's grants before the request: no admin, no role, the schema's defaults. */
export const newAccountGrants: AccountGrants = {
  admin: false,
  roles_type: "custom",
  roles: Object.fromEntries(roleFlagKeys.map((key) => [key, 0])) as RoleFlags,
  beta_only: false,
  two_factor_enabled: false,
  account_manager_level: "both",
};

/**
 * The request fields an actor may not set, as field paths (`admin`,
 * `roles.code`...); empty when the request is allowed. docs/product.md#accounts-validation, docs/product.md#accounts-permissions: only an
 * admin sets the admin flag, the role type and the account settings
 * (`beta_only`, `two_factor_enabled`) and the manager level; others tick or untick only the roles
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
  if (changes(requested.account_manager_level, current.account_manager_level)) forbidden.push("account_manager_level");
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
    account_manager_level: requested.account_manager_level ?? current.account_manager_level,
  };
}

/**
 * A new account's grants before the request, for this creator (docs/product.md#accounts-permissions):
 * a manager who may not manage features gives the standard role set, limited to the roles
 * they hold; everyone else starts from `newAccountGrants`.
 */
export function newAccountGrantsFor(
  actor: LeveledActor,
  actorFlags: Partial<Record<RoleFlagKey, 0 | 1>>,
): AccountGrants {
  if (accountManagerRights(actor).features) return newAccountGrants;
  const held = standardRoleFlagKeys.filter((key) => actorFlags[key] === 1);
  return {
    ...newAccountGrants,
    roles_type: held.length === standardRoleFlagKeys.length ? "standard" : "custom",
    roles: roleFlagsFrom(held),
  };
}

/** Whether the request changes the account's features: a role, or the role type (values sent back unchanged are no change). */
export function changesFeatures(current: AccountGrants, requested: RequestedGrants): boolean {
  if (requested.roles_type !== undefined && requested.roles_type !== current.roles_type) return true;
  return roleFlagKeys.some((key) => {
    const value = requested.roles?.[key];
    return value !== undefined && value !== current.roles[key];
  });
}

/** What a request changes, as the manager levels read it: the person and their perimeter, the features. */
export interface AccountChangeKinds {
  contacts: boolean;
  features: boolean;
}

/**
 * The kinds of change a non-admin account manager's level refuses (docs/product.md#accounts-permissions):
 * `contacts` (names, e-mail, country, function, phone, locations; creating an account) without the
 * contacts level, `features` (roles) without the features level. Admins and people without account
 * management are not leveled; on one's own account, one's identity is one's own to edit.
 */
export function refusedAccountChanges(
  actor: LeveledActor,
  account: { id: number } | null,
  changes: AccountChangeKinds,
): (keyof AccountChangeKinds)[] {
  if (actor.admin || !canManageAccounts(actor)) return [];
  const rights = accountManagerRights(actor);
  const refused: (keyof AccountChangeKinds)[] = [];
  if (changes.contacts && !rights.contacts && account?.id !== actor.id) refused.push("contacts");
  if (changes.features && !rights.features) refused.push("features");
  return refused;
}
