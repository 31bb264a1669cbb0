import type { CurrentUser } from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import { markInScope } from "../../scope/in-scope";
import { unscoped } from "../../scope/scope";
import { findApiTokenLastUse, type RequestActor } from "../sessions";
import type { AuthDependencies } from "./auth-dependencies";
import { presentCurrentUser } from "./current-user.presenter";
import { findTwoFactorFacts } from "./two-factor-state.service";
import { findUserEmail, findUserRecord } from "./user-records.repository";

/** An answer as made from the account, without its token's last use, and the token's hash to read that by. */
type MadeAnswer = { answer: CurrentUser; apiTokenHash: string | null };

/**
 * Answers already made, by actor object. The principal cache serves the same
 * actor object again only while nothing the answer is made of changed (the
 * account's row, its locations and their names, its creator's and
 * impersonator's e-mails: migration 0009's triggers drop the actor on each),
 * so an answer kept here is the one the database would give. The token's
 * last use is the exception (migration 0010): it is read on every answer.
 */
const answerOfActor = new WeakMap<RequestActor, Promise<MadeAnswer>>();

/**
 * `GET /api/users/me`: the answer made for this actor object before, else a
 * new one. Only for a request that changes nothing (a request that does may
 * hold a cached actor whose answer it just made stale).
 */
export async function getCurrentUserOfReadingRequest(
  deps: AuthDependencies,
  actor: RequestActor,
): Promise<CurrentUser> {
  let made = answerOfActor.get(actor);
  if (!made) {
    made = makeAnswer(deps, actor);
    answerOfActor.set(actor, made);
    // A failed read is not kept: the next request tries again.
    made.catch(() => answerOfActor.delete(actor));
  }
  return withApiTokenLastUse(deps, actor, await made);
}

/** The signed-in user as `GET /api/users/me` and the sign-in answer show it. */
export async function getCurrentUser(deps: AuthDependencies, actor: RequestActor): Promise<CurrentUser> {
  return withApiTokenLastUse(deps, actor, await makeAnswer(deps, actor));
}

async function makeAnswer(deps: AuthDependencies, actor: RequestActor): Promise<MadeAnswer> {
  const { impersonatorId } = actor;
  // One's own account is always in one's reach (isAccountInReach), and one's scope is made of its
  // locations (scopeOf): filtering them by it would remove none, so they are read whole, with no
  // scope query on this hot path (a sign-in's request.scope is still the anonymous one anyway).
  const ownAccount = markInScope("account", { id: actor.id });
  const [record, impersonatorEmail, twoFactor] = await Promise.all([
    findUserRecord(deps.db, unscoped, ownAccount),
    impersonatorId === null ? undefined : findUserEmail(deps.db, impersonatorId),
    findTwoFactorFacts(deps.db, actor.id),
  ]);
  if (!record) throw new AppError("NOT_AUTHORIZED");
  const answer = presentCurrentUser(record, {
    impersonator:
      impersonatorId !== null && impersonatorEmail !== undefined
        ? { id: impersonatorId, email: impersonatorEmail }
        : null,
    betaUrl: deps.config.betaConsoleUrl ?? null,
    apiTokenLastUsedAt: null,
    twoFactor,
  });
  return { answer, apiTokenHash: record.user.apiTokenHash };
}

/**
 * The answer with the token's last use, read afresh: it is written (at most
 * once a minute) without telling the principal cache. One primary-key read,
 * only for accounts that hold a token.
 */
async function withApiTokenLastUse(
  deps: AuthDependencies,
  actor: RequestActor,
  { answer, apiTokenHash }: MadeAnswer,
): Promise<CurrentUser> {
  if (answer.api_token === null || apiTokenHash === null) return answer;
  const lastUsedAt = await findApiTokenLastUse(deps.db, actor.id, apiTokenHash);
  return { ...answer, api_token: { ...answer.api_token, last_used_at: lastUsedAt?.toISOString() ?? null } };
}
