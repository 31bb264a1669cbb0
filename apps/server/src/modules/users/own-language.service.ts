import type { Language } from "@ondine/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../../db";
import { users } from "../../db/schema";
import type { RequestActor } from "../sessions";

/**
 * The account page's language choice (user `language`, docs/product.md#accounts-users): kept on the
 * caller's own account, so that the console speaks it at their next sign-in
 * and their mails follow it. Only ever the caller's row.
 */
export async function setOwnLanguage(db: Database, actor: RequestActor, language: Language, now: Date): Promise<void> {
  await db.update(users).set({ language, updatedAt: now }).where(eq(users.id, actor.id));
}
