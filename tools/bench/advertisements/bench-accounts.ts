import type { DatabaseHandle } from "@ondine/server/db";
import { schema } from "@ondine/server/db";
import { randomToken, sha256Hex } from "@ondine/server/tools-api";
import { eq } from "drizzle-orm";

/**
 * The announcements bench's two accounts and their API tokens: an admin, and
 * a manager with the `portal_advertisement` role on one organism (not an
 * admin, so that every call pays the scope condition). Written again on each
 * run, the token replaced. The token is stored as `POST
 * /api/generate_api_token` stores it (its SHA-256), as the GraphQL bench's
 * integrator: sign-in's per-address limit would refuse repeated runs. No
 * password: these accounts never sign in.
 */
export async function upsertAnnouncementsBenchAccount(
  database: DatabaseHandle,
  kind: "admin" | "manager",
  organismId: number | undefined,
): Promise<string> {
  const { db } = database;
  const token = randomToken();
  const now = new Date();
  const values = {
    admin: kind === "admin",
    roleFlags: kind === "admin" ? ["api"] : ["api", "portal_advertisement"],
    confirmedAt: now,
    deletedAt: null,
    apiTokenHash: sha256Hex(token),
    apiTokenCreatedAt: now,
  };
  const [user] = await db
    .insert(schema.users)
    .values({
      email: `announcements-${kind}@bench.ondine.example`,
      firstName: "Announcements",
      lastName: kind,
      ...values,
    })
    .onConflictDoUpdate({ target: schema.users.email, set: values })
    .returning({ id: schema.users.id });
  if (!user) throw new Error(`The announcements bench's ${kind} was not written`);
  await db.delete(schema.userLocations).where(eq(schema.userLocations.userId, user.id));
  if (organismId !== undefined)
    await db.insert(schema.userLocations).values({ userId: user.id, organismId, siteId: null });
  return token;
}
