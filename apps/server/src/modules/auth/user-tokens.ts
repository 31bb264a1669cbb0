import { emailChangeValidHours } from "@ondine/domain";
import type { Database } from "../../db";
import type { UserTokenPurpose } from "../../db/schema";
import { randomToken, sha256Hex } from "../../security/secret-tokens";
import { consumeUserToken, deleteUnusedUserTokens, insertUserToken, type UserTokenRow } from "./user-tokens.repository";

const minute = 60_000;

/** How long each kind of mailed or handed-over token works (docs/security.md). */
export const userTokenLifetimesMs = {
  reset_password: 6 * 60 * minute,
  confirmation: 3 * 24 * 60 * minute,
  unlock: 60 * minute,
  two_factor: 10 * minute,
  step_up: 10 * minute,
  beta_handoff: minute,
  unlock_pass: 30 * 24 * 60 * minute,
  email_change: emailChangeValidHours * 60 * minute,
} as const satisfies Record<UserTokenPurpose, number>;

/**
 * A new single-use token for a user: 256 random bits, of which only the
 * SHA-256 is stored, replacing the user's unused tokens of that purpose.
 * Returns the token to put in the link (or cookie); it is not kept anywhere.
 */
export async function issueUserToken(
  db: Database,
  options: { userId: number; purpose: UserTokenPurpose; now: Date; lifetimeMs?: number; newEmail?: string },
): Promise<string> {
  const token = randomToken();
  await deleteUnusedUserTokens(db, options.userId, options.purpose);
  await insertUserToken(db, {
    hash: sha256Hex(token),
    userId: options.userId,
    purpose: options.purpose,
    createdAt: options.now,
    expiresAt: new Date(options.now.getTime() + (options.lifetimeMs ?? userTokenLifetimesMs[options.purpose])),
    newEmail: options.newEmail ?? null,
  });
  return token;
}

/** Uses a token once: its row when it was unused and unexpired, else undefined. */
export function useUserToken(
  db: Database,
  token: string,
  purpose: UserTokenPurpose,
  now: Date,
): Promise<UserTokenRow | undefined> {
  return consumeUserToken(db, sha256Hex(token), purpose, now);
}
