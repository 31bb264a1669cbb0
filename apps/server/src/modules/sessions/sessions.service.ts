import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db";
import { randomToken, sha256Hex } from "../../security/secret-tokens";
import { buildActor, type RequestActor } from "./actor";
import type { CachedSession, PrincipalCache } from "./principal-cache";
import { clearSessionCookies, sessionCookieName, setSessionCookies } from "./session-cookies";
import { isSessionLive, sessionExpiresAt, shouldTouchSession } from "./session-policy";
import {
  deleteEndedSessions,
  deleteSession,
  deleteUserSessions,
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
 * From `cache` when it holds it (no SQL but the touch), else read and kept there.
 */
export async function resolveSession(
  db: Database,
  cookieToken: string,
  now: Date,
  cache?: PrincipalCache,
): Promise<ResolvedSession | null> {
  const sessionId = sha256Hex(cookieToken);
  const loadedAt = cache?.generationNow() ?? 0;
  let session = cache?.session(sessionId);
  const fromCache = session !== undefined;
  session ??= await loadSession(db, sessionId);
  if (!session) return null;
  if (!isSessionLive(session, now)) {
    cache?.forgetSession(sessionId);
    await deleteSession(db, sessionId);
    return null;
  }
  if (!fromCache) cache?.storeSession(sessionId, session, loadedAt);
  if (shouldTouchSession(session.lastSeenAt, now)) {
    // The touch notifies nobody (migration 0009): the cached entry keeps the time itself.
    session.lastSeenAt = now;
    await touchSession(db, sessionId, now);
  }
  return { actor: session.actor, csrfToken: session.csrfToken };
}

/** The session and who it acts as, read from the database; undefined when there is none. */
export async function loadSession(db: Database, sessionId: string): Promise<CachedSession | undefined> {
  const row = await findSessionWithUser(db, sessionId);
  if (!row) return undefined;
  const { session, user } = row;
  const locations = await findLocationRefs(db, user.id);
  return {
    actor: buildActor(user, locations, {
      sessionId,
      impersonatorId: session.impersonatorId,
      rememberMe: session.rememberMe,
    }),
    csrfToken: session.csrfToken,
    userId: session.userId,
    impersonatorId: session.impersonatorId,
    rememberMe: session.rememberMe,
    lastSeenAt: session.lastSeenAt,
    expiresAt: session.expiresAt,
  };
}

export type StartSessionOptions = {
  /** The effective user: the one requests will act as. */
  userId: number;
  /** The admin logged in as `userId` (log-as), else null. */
  impersonatorId?: number | null;
  rememberMe: boolean;
  /** When a second factor was typed for this sign-in (docs/security.md "Step-up"); null or absent: none. */
  secondFactorAt?: Date | null;
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
    secondFactorAt: options.secondFactorAt ?? null,
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
