import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "./db";
import { users } from "./db/schema";
import { verifyPassword } from "./security/passwords";

/** The demo data's admin account (tools/seed makes it with this password). */
export const demoSignIn = { email: "admin@ondine.example", password: "ondine-demo" } as const;

/**
 * Whether the demo admin can still sign in with the demo password, so that
 * `npm start` prints it only while it is true (not on a real database, nor
 * after someone changed it).
 */
export async function isDemoSignInUsable(db: Database): Promise<boolean> {
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.email, demoSignIn.email), isNull(users.deletedAt), isNotNull(users.confirmedAt)));
  return user !== undefined && (await verifyPassword(user.passwordHash, demoSignIn.password));
}
