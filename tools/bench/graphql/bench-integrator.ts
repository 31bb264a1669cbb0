import type { DatabaseHandle } from "@ondine/server/db";
import { schema } from "@ondine/server/db";
import { randomToken, sha256Hex } from "@ondine/server/tools-api";
import { eq } from "drizzle-orm";

const email = "graphql-bench@bench.ondine.example";

/**
 * The customer's integrator of the GraphQL bench and its API token: the api
 * and code roles on one organism, not an admin, so that every search pays
 * the scope condition. Written again on each run (a second run on the same
 * database moves it to the organism asked and replaces its token).
 *
 * The token is stored as `POST /api/generate_api_token` stores it (its
 * SHA-256) rather than made through sign-in and that call: the sign-in
 * limit (10 a quarter of an hour per address) would refuse the bench's
 * eleventh run, and requests read a token the same way however it was made.
 * The account has no password: it never signs in.
 */
export async function upsertBenchIntegrator(database: DatabaseHandle, organismId: number): Promise<string> {
  const { db } = database;
  const token = randomToken();
  const now = new Date();
  const values = {
    admin: false,
    roleFlags: ["api", "code"],
    confirmedAt: now,
    deletedAt: null,
    apiTokenHash: sha256Hex(token),
    apiTokenCreatedAt: now,
  };
  const [user] = await db
    .insert(schema.users)
    .values({ email, firstName: "GraphQL", lastName: "Bench", ...values })
    .onConflictDoUpdate({ target: schema.users.email, set: values })
    .returning({ id: schema.users.id });
  if (!user) throw new Error("The bench integrator was not written");
  await db.delete(schema.userLocations).where(eq(schema.userLocations.userId, user.id));
  await db.insert(schema.userLocations).values({ userId: user.id, organismId, siteId: null });
  return token;
}
