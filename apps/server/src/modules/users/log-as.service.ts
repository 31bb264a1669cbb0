import { type CurrentUser, canLogAs } from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { Scope } from "../../scope/scope";
import { recordAuditEvent } from "../audit";
import { type AuthDependencies, getCurrentUser } from "../auth";
import { type RequestActor, requireBrowserSession, type StartSessionOptions } from "../sessions";
import { accountTargetOf, getVisibleUser } from "./user-target";

/** Renews the browser's session as someone (the route binds it to its request and reply). */
export type SessionStarter = (options: StartSessionOptions & { db: Database }) => Promise<RequestActor>;

/**
 * `GET /api/users/{id}/fake` (docs/product.md#accounts-permissions): the session is renewed as the
 * target, with the actor kept as its impersonator; the security log records
 * who, whom, when and from where. One log-as at a time: end it first.
 */
export async function startLogAs(
  deps: AuthDependencies,
  actor: RequestActor,
  scope: Scope,
  id: number,
  context: { ip: string; startSession: SessionStarter },
): Promise<CurrentUser> {
  requireBrowserSession(actor, "Logging in as someone");
  if (actor.impersonatorId !== null) {
    throw new AppError("INVALID_PARAMETERS", "Already logged in as someone: end it first (GET /api/users/reset_fake).");
  }
  const target = await getVisibleUser(deps.db, actor, scope, id);
  if (!canLogAs(actor, accountTargetOf(target))) throw new AppError("NOT_ALLOWED");
  const impersonated = await deps.db.transaction(async (tx) => {
    const session = await context.startSession({
      userId: target.id,
      impersonatorId: actor.id,
      rememberMe: actor.rememberMe,
      db: tx,
    });
    await recordAuditEvent(tx, { action: "log_as_start", actorId: actor.id, subjectId: target.id, ip: context.ip });
    return session;
  });
  return getCurrentUser(deps, impersonated);
}

/** `GET /api/users/reset_fake`: back to the admin behind the log-as, in a renewed session. */
export async function endLogAs(
  deps: AuthDependencies,
  actor: RequestActor,
  context: { ip: string; startSession: SessionStarter },
): Promise<CurrentUser> {
  requireBrowserSession(actor, "Logging in as someone");
  const impersonatorId = actor.impersonatorId;
  if (impersonatorId === null) {
    throw new AppError("INVALID_PARAMETERS", "Not logged in as someone else.");
  }
  const admin = await deps.db.transaction(async (tx) => {
    const session = await context.startSession({
      userId: impersonatorId,
      impersonatorId: null,
      rememberMe: actor.rememberMe,
      db: tx,
    });
    await recordAuditEvent(tx, { action: "log_as_end", actorId: impersonatorId, subjectId: actor.id, ip: context.ip });
    return session;
  });
  return getCurrentUser(deps, admin);
}
