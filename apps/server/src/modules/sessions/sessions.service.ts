import { canUseApiToken } from "@ondine/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db";
import { randomToken, sha256Hex } from "../../security/secret-tokens";
import { buildActor, type RequestActor } from "./actor";
import { clearSessionCookies, sessionCookieName, setSessionCookies } from "./session-cookies";
import { isSessionLive, sessionExpiresAt, shouldTouchSession } from "./session-policy";
import {
  deleteEndedSessions,
  deleteSession,
  deleteUserSessions,
  findActorUserByApiTokenHash,
  findActorUserById,
  findLocationRefs,
  findSessionWithUser,
  insertSession,
  touchSession,
} from "./sessions.repository";

export type ResolvedSession = { actor: RequestActor; csrfToken: string };

/**
 * The session a cookie token names, if it still holds: an ended one is
 * deleted. Records activity (at most once a minute) for the idle timeout.
 */
export async function resolveSession(db: Database, cookieToken: string, now: Date): Promise<ResolvedSession | null> {
  const sessionId = sha256Hex(cookieToken);
  const row = await findSessionWithUser(db, sessionId);
  if (!row) return null;
  const { session, user } = row;
  if (!isSessionLive(session, now)) {
    await deleteSession(db, sessionId);
    return null;
  }
  const [locations] = await Promise.all([
    findLocationRefs(db, user.id),
    shouldTouchSession(session.lastSeenAt, now) ? touchSession(db, sessionId, now) : undefined,
  ]);
  const actor = buildActor(user, locations, {
    sessionId,
    impersonatorId: session.impersonatorId,
    rememberMe: session.rememberMe,
  });
  return { actor, csrfToken: session.csrfToken };
}

/**
 * The owner of an API token (X-API-TOKEN), read again on every request: an
 * active, confirmed account that still holds the api role (or is an admin,
 * docs/security.md "API tokens"), else null (401).
 */
export async function actorForApiToken(db: Database, apiToken: string): Promise<RequestActor | null> {
  const user = await findActorUserByApiTokenHash(db, sha256Hex(apiToken));
  if (!user) return null;
  const actor = buildActor(user, await findLocationRefs(db, user.id), { apiToken: true });
  return canUseApiToken(actor) ? actor : null;
}

export type StartSessionOptions = {
  /** The effective user: the one requests will act as. */
  userId: number;
  /** The admin logged in as `userId` (log-as), else null. */
  impersonatorId?: number | null;
  rememberMe: boolean;
  /** A transaction to write in; by default the app's database. */
  db?: Database;
};

/**
 * Signs the browser in: ends the session it may hold (a new id every time,
 * so a planted cookie is worthless), stores a new one, sets the cookies and
 * makes the new actor the request's. Sign-in, log-as, its end, single sign-on
 * and the beta hand-off all start sessions with it.
 */
export async function startSession(
  reply: FastifyReply,
  request: FastifyRequest,
  options: StartSessionOptions,
): Promise<RequestActor> {
  const db = options.db ?? request.server.database.db;
  const now = request.server.clock.now();
  await endCurrentSessionRow(db, request);
  await deleteEndedSessions(db, options.userId, now);

  const token = randomToken();
  const sessionId = sha256Hex(token);
  const csrfToken = randomToken();
  const expiresAt = sessionExpiresAt(now, options.rememberMe);
  const impersonatorId = options.impersonatorId ?? null;
  await insertSession(db, {
    id: sessionId,
    userId: options.userId,
    impersonatorId,
    csrfToken,
    rememberMe: options.rememberMe,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: request.ip,
    userAgent: request.headers["user-agent"]?.slice(0, 512) ?? null,
  });
  setSessionCookies(reply, request, { token, csrfToken, rememberMe: options.rememberMe, expiresAt });

  const user = await findActorUserById(db, options.userId);
  if (!user) throw new Error(`startSession: no user ${options.userId}`);
  const actor = buildActor(user, await findLocationRefs(db, user.id), {
    sessionId,
    impersonatorId,
    rememberMe: options.rememberMe,
  });
  request.actor = actor;
  return actor;
}

/** Signs the browser out: deletes its session row, whatever its state, and clears the cookies. */
export async function endSession(reply: FastifyReply, request: FastifyRequest, db?: Database): Promise<void> {
  await endCurrentSessionRow(db ?? request.server.database.db, request);
  clearSessionCookies(reply, request);
  request.actor = null;
}

/** Ends a user's sessions (after a password change or reset), but `exceptSessionId`. */
export function endUserSessions(db: Database, userId: number, exceptSessionId?: string): Promise<void> {
  return deleteUserSessions(db, userId, exceptSessionId);
}

async function endCurrentSessionRow(db: Database, request: FastifyRequest): Promise<void> {
  const cookieToken = request.cookies[sessionCookieName];
  if (cookieToken) await deleteSession(db, sha256Hex(cookieToken));
}
