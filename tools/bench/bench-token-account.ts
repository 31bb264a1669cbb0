import type { DatabaseHandle } from "@ondine/server/db";
import { schema } from "@ondine/server/db";
import { randomToken, sha256Hex } from "@ondine/server/tools-api";
import { eq } from "drizzle-orm";

export interface BenchTokenAccount {
  email: string;
  firstName: string;
  lastName: string;
  admin: boolean;
  roleFlags: string[];
  /** The one organism it is assigned as a whole; none for an admin. */
  organismId?: number;
}

/**
 * A bench's account and a fresh API token, written again on each run (a
 * second run on the same database moves it to the organism asked and
 * replaces its token). The token is stored as `POST /api/generate_api_token`
 * stores it (its SHA-256) rather than made through sign-in and that call:
 * the sign-in limit (10 a quarter of an hour per address) would refuse a
 * bench's eleventh run, and requests read a token the same way however it
 * was made. The account has no password: it never signs in.
 */
export async function upsertBenchTokenAccount(database: DatabaseHandle, account: BenchTokenAccount): Promise<string> {
  const { db } = database;
  const token = randomToken();
  const now = new Date();
  const values = {
    admin: account.admin,
    roleFlags: account.roleFlags,
    confirmedAt: now,
    deletedAt: null,
    apiTokenHash: sha256Hex(token),
    apiTokenCreatedAt: now,
  };
  const [user] = await db
    .insert(schema.users)
    .values({ email: account.email, firstName: account.firstName, lastName: account.lastName, ...values })
    .onConflictDoUpdate({ target: schema.users.email, set: values })
    .returning({ id: schema.users.id });
  if (!user) throw new Error(`The bench account ${account.email} was not written`);
  await db.delete(schema.userLocations).where(eq(schema.userLocations.userId, user.id));
  if (account.organismId !== undefined) {
    await db.insert(schema.userLocations).values({ userId: user.id, organismId: account.organismId, siteId: null });
  }
  return token;
}
