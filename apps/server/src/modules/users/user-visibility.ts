import { type SQL, sql } from "drizzle-orm";
import { userLocations, users } from "../../db/schema";
import type { Scope } from "../../scope/scope";
import { assignedLocationInScope } from "../../scope/scope-conditions";

/**
 * The accounts a viewer can know of (docs/security.md "Tenancy"), as a
 * condition on `users`. An admin: every account. Anyone else: their own
 * account, the accounts they created, and the non-admin accounts that have
 * locations, all of them inside the viewer's scope. Any other account does
 * not exist for them (404): an account with a location outside the scope
 * belongs, at least partly, to a customer the viewer does not serve.
 */
export function userVisibleTo(viewer: { id: number; admin: boolean }, scope: Scope): SQL {
  if (viewer.admin) return sql`true`;
  const assignments = sql`${userLocations} where ${userLocations.userId} = ${users.id}`;
  return sql`(${users.id} = ${viewer.id}
    or ${users.creatorId} = ${viewer.id}
    or (not ${users.admin}
      and exists (select 1 from ${assignments})
      and not exists (select 1 from ${assignments} and not ${assignedLocationInScope(scope, userLocations)})))`;
}
