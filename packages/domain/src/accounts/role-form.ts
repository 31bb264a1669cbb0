import {
  type RoleFlagKey,
  type RoleFlags,
  reportingSubRoleKeys,
  roleFlagKeys,
  standardRoleFlagKeys,
} from "./role-flags";
import type { RolesType } from "./user-schemas";

/** The role part of the user form (docs/product.md#accounts-roles). */
export interface RoleFormState {
  admin: boolean;
  rolesType: RolesType;
  roles: RoleFlags;
}

function allFlags(value: 0 | 1): RoleFlags {
  return Object.fromEntries(roleFlagKeys.map((key) => [key, value])) as RoleFlags;
}

/** docs/product.md#accounts-roles: ticking admin ticks every role and sets the type custom; unticking keeps the roles. */
export function setAdmin(state: RoleFormState, admin: boolean): RoleFormState {
  return admin ? { admin, rolesType: "custom", roles: allFlags(1) } : { ...state, admin };
}

/** docs/product.md#accounts-roles: choosing standard clears all roles then sets monitoring, events, statisticsHome and requests. */
export function chooseRolesType(state: RoleFormState, rolesType: RolesType): RoleFormState {
  if (rolesType === "custom") return { ...state, rolesType };
  const roles = allFlags(0);
  for (const key of standardRoleFlagKeys) roles[key] = 1;
  return { ...state, rolesType, roles };
}

/**
 * docs/product.md#accounts-roles: ticking any single role sets the type custom. docs/product.md#accounts-validation: unticking
 * statistics reporting also drops its sub-roles, which only show with it.
 */
export function toggleRole(state: RoleFormState, key: RoleFlagKey, on: boolean): RoleFormState {
  const roles = { ...state.roles, [key]: on ? 1 : 0 } as RoleFlags;
  if (key === "statistics_reporting" && !on) for (const sub of reportingSubRoleKeys) roles[sub] = 0;
  return { ...state, rolesType: "custom", roles };
}

/** docs/product.md#accounts-validation: the reporting sub-roles appear only when statistics reporting is ticked. */
export function isRoleOffered(state: RoleFormState, key: RoleFlagKey): boolean {
  return !reportingSubRoleKeys.includes(key) || state.roles.statistics_reporting === 1;
}
