import type { CurrentUser } from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import { presentCurrentUser } from "../../presenters/current-user";
import { markInScope } from "../../scope/in-scope";
import { unscoped } from "../../scope/scope";
import type { RequestActor } from "../sessions";
import type { AuthDependencies } from "./auth-dependencies";
import { findUserEmail, findUserRecord } from "./user-records.repository";

/**
 * Answers already made, by actor object. The principal cache serves the same
 * actor object again only while nothing the answer is made of changed (the
 * account's row, its locations and their names, its creator's and
 * impersonator's e-mails: migration 0009's triggers drop the actor on each),
 * so an answer kept here is the one the database would give.
 */
const answerOfActor = new WeakMap<RequestActor, Promise<CurrentUser>>();

/**
 * `GET /api/users/me`: the answer made for this actor object before, else a
 * new one. Only for a request that changes nothing (a request that does may
 * hold a cached actor whose answer it just made stale).
 */
export function getCurrentUserOfReadingRequest(deps: AuthDependencies, actor: RequestActor): Promise<CurrentUser> {
  let answer = answerOfActor.get(actor);
  if (!answer) {
    answer = getCurrentUser(deps, actor);
    answerOfActor.set(actor, answer);
    // A failed read is not kept: the next request tries again.
    answer.catch(() => answerOfActor.delete(actor));
  }
  return answer;
}

/** The signed-in user as `GET /api/users/me` and the sign-in answer show it. */
export async function getCurrentUser(deps: AuthDependencies, actor: RequestActor): Promise<CurrentUser> {
  const { impersonatorId } = actor;
  // One's own account is always in one's reach (isAccountInReach), and one's scope is made of its
  // locations (scopeOf): filtering them by it would remove none, so they are read whole, with no
  // scope query on this hot path (a sign-in's request.scope is still the anonymous one anyway).
  const ownAccount = markInScope("account", { id: actor.id });
  const [record, impersonatorEmail] = await Promise.all([
    findUserRecord(deps.db, unscoped, ownAccount),
    impersonatorId === null ? undefined : findUserEmail(deps.db, impersonatorId),
  ]);
  if (!record) throw new AppError("NOT_AUTHORIZED");
  return presentCurrentUser(record, {
    impersonator:
      impersonatorId !== null && impersonatorEmail !== undefined
        ? { id: impersonatorId, email: impersonatorEmail }
        : null,
    betaUrl: deps.config.betaConsoleUrl ?? null,
  });
}
