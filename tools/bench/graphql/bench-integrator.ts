import type { DatabaseHandle } from "@ondine/server/db";
import { schema } from "@ondine/server/db";
import { hashPassword } from "@ondine/server/tools-api";
import { eq } from "drizzle-orm";
import { signInThroughApi } from "../load/console-session";

const email = "graphql-bench@bench.ondine.example";
const password = "graphql-bench-password-1";

/**
 * The customer's integrator of the GraphQL bench: the api and code roles on
 * one organism, not an admin, so that every search pays the scope condition.
 * Made again on each run (a second run on the same database moves it to the
 * organism asked).
 */
export async function upsertBenchIntegrator(
  database: DatabaseHandle,
  organismId: number,
): Promise<{ email: string; password: string }> {
  const { db } = database;
  const values = {
    passwordHash: await hashPassword(password),
    admin: false,
    roleFlags: ["api", "code"],
    confirmedAt: new Date(),
    deletedAt: null,
  };
  const [user] = await db
    .insert(schema.users)
    .values({ email, firstName: "GraphQL", lastName: "Bench", ...values })
    .onConflictDoUpdate({ target: schema.users.email, set: values })
    .returning({ id: schema.users.id });
  if (!user) throw new Error("The bench integrator was not written");
  await db.delete(schema.userLocations).where(eq(schema.userLocations.userId, user.id));
  await db.insert(schema.userLocations).values({ userId: user.id, organismId, siteId: null });
  return { email, password };
}

/** Signs in through the API and makes the account's API token, as the token page does. */
export async function apiTokenThroughApi(
  baseUrl: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const session = await signInThroughApi(baseUrl, credentials);
  const response = await fetch(`${baseUrl}/api/generate_api_token`, {
    method: "POST",
    headers: { ...session.headers, "content-type": "application/json" },
    body: "{}",
  });
  if (response.status !== 200)
    throw new Error(`generate_api_token answered ${response.status}: ${await response.text()}`);
  const { api_token: token } = (await response.json()) as { api_token: string };
  return token;
}
