import { type SQL, sql } from "drizzle-orm";
import { userLocations, users } from "../../db/schema";
import type { Scope } from "../../scope/scope";
import { assignedLocationInScope } from "../../scope/scope-conditions";

/**
 * The accounts a viewer can know of, as a condition on `users`: the domain's
 * `isAccountInReach` written in SQL for lists and the search index (the
 * accounts list test checks both agree). An admin: every account. Anyone
 * else: their own account and the non-admin accounts that have locations,
 * all of them inside the viewer's scope. Who created an account plays no part.
 */
export function userVisibleTo(viewer: { id: number; admin: boolean }, scope: Scope): SQL {
  if (viewer.admin) return sql`true`;
  const assignments = sql`${userLocations} where ${userLocations.userId} = ${users.id}`;
  return sql`(${users.id} = ${viewer.id}
    or (not ${users.admin}
      and exists (select 1 from ${assignments})
      and not exists (select 1 from ${assignments} and not ${assignedLocationInScope(scope, userLocations)})))`;
}
