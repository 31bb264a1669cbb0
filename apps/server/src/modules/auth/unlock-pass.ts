import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db";
import { sha256Hex } from "../../security/secret-tokens";
import { cookieOptions } from "../sessions";
import { findUserById } from "./auth-users.repository";
import { issueUserToken, userTokenLifetimesMs } from "./user-tokens";
import { findUserToken } from "./user-tokens.repository";

/**
 * Lockout that nobody can use to keep a real user out (docs/security.md
 * "Lockout"): the browser that proved the mailbox (the unlock link, a
 * password reset) gets a pass, and with it the right password signs in even
 * while someone else's failures hold the account locked. httpOnly, sent only
 * to the sign-in call; the newest pass of an account replaces the older one.
 */
export const unlockPassCookieName = "ondine_unlock_pass";
const unlockPassCookiePath = "/api/users/sign_in";

export async function grantUnlockPass(
  db: Database,
  reply: FastifyReply,
  request: FastifyRequest,
  userId: number,
  now: Date,
): Promise<void> {
  const token = await issueUserToken(db, { userId, purpose: "unlock_pass", now });
  reply.setCookie(unlockPassCookieName, token, {
    ...cookieOptions(request, {
      httpOnly: true,
      expires: new Date(now.getTime() + userTokenLifetimesMs.unlock_pass),
    }),
    sameSite: "strict",
    path: unlockPassCookiePath,
  });
}

/** Whether the sign-in's browser holds a pass of this account that has not expired. */
export async function holdsUnlockPass(
  db: Database,
  token: string | undefined,
  userId: number,
  now: Date,
): Promise<boolean> {
  if (!token) return false;
  const row = await findUserToken(db, sha256Hex(token), "unlock_pass");
  return row !== undefined && row.userId === userId && !row.usedAt && row.expiresAt.getTime() > now.getTime();
}

/**
 * Whether the browser holds a pass of the account with this address: its
 * sign-ins skip the per-address rate limit, which an attacker could otherwise
 * keep full to hold the owner out.
 */
export async function holdsUnlockPassForAddress(
  db: Database,
  token: string | undefined,
  email: string,
  now: Date,
): Promise<boolean> {
  if (!token) return false;
  const row = await findUserToken(db, sha256Hex(token), "unlock_pass");
  if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) return false;
  const user = await findUserById(db, row.userId);
  return user !== undefined && user.email === email.trim().toLowerCase();
}
