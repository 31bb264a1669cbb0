import { type Actor, roleFlagsFrom, rolesTree } from "@ondine/domain";
import type { Database } from "../../db";
import type { Scope } from "../../scope/scope";
import { scopeOf } from "../../scope/scope-of";
import { findLocationRefs } from "../sessions";
import { findActiveAccountRoles } from "./people.repository";

/** Who acts, as the permissions read them, and the locations they hold. */
export type ActorAndScope = { actor: Actor; scope: Scope };

/**
 * A user as the permissions and scopes read them (their roles and their
 * locations), for work that has a user id rather than a request (a reply by
 * mail); undefined when the account is unknown or deactivated.
 */
export async function actorAndScopeOfUser(db: Database, userId: number): Promise<ActorAndScope | undefined> {
  const user = await findActiveAccountRoles(db, userId);
  if (!user) return undefined;
  const locations = await findLocationRefs(db, user.id);
  const actor: Actor = { id: user.id, admin: user.admin, roles: rolesTree(roleFlagsFrom(user.roleFlags), user.admin) };
  return { actor, scope: await scopeOf(db, { admin: user.admin, locations }) };
}
