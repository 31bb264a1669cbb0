import {
  type AccountGrants,
  type AccountTarget,
  isAccountInReach,
  isRoleFlagKey,
  roleFlagsFrom,
  type UserPresentation,
  userState,
} from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { InScope, ScopedAccount } from "../../scope/in-scope";
import { isLocationInScope, type Scope } from "../../scope/scope";
import { findUserRecord, presentUser } from "../auth";
import { findLocationRefs } from "../sessions";
import { findVisibleUserById, type UserRow } from "./users.repository";

export const userNotFound = () => new AppError("NOT_FOUND", "No such user.");

/**
 * The account `id` if it is in the viewer's reach (`isAccountInReach`: their
 * current rights and scope, docs/security.md "Account policies"), else 404.
 * The query applies the same rule as SQL (`userVisibleTo`); the domain's
 * check stays the reference the tests compare it with.
 */
export async function getVisibleUser(
  db: Database,
  viewer: { id: number; admin: boolean },
  scope: Scope,
  id: number,
): Promise<InScope<"account", UserRow>> {
  const row = await findVisibleUserById(db, { viewer, scope }, id);
  if (!row) throw userNotFound();
  const locations = (await findLocationRefs(db, row.id)).map((location) => ({
    type: location.locationType,
    id: location.locationId,
  }));
  const reachable = { id: row.id, admin: row.admin, locations };
  if (!isAccountInReach(viewer, reachable, (location) => isLocationInScope(scope, location))) throw userNotFound();
  return row;
}

/**
 * A user as every accounts answer shows it (the identity module's one
 * presenter), naming only the locations inside the viewer's scope.
 */
export async function presentUserById(db: Database, scope: Scope, account: ScopedAccount): Promise<UserPresentation> {
  const record = await findUserRecord(db, scope, account);
  if (!record) throw userNotFound();
  return presentUser(record);
}

/** What the account (docs/product.md#accounts-permissions) policies read of a user. */
export function accountTargetOf(row: UserRow): AccountTarget {
  return { id: row.id, admin: row.admin, state: userState(row) };
}

export function accountGrantsOf(row: UserRow): AccountGrants {
  return {
    admin: row.admin,
    roles_type: row.rolesType,
    roles: roleFlagsFrom(row.roleFlags.filter(isRoleFlagKey)),
    beta_only: row.betaOnly,
    two_factor_enabled: row.twoFactorEnabled,
    account_manager_level: row.accountManagerLevel,
  };
}
