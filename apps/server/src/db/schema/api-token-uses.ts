import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { moment } from "./timestamps";
import { users } from "./users";

/**
 * When an account's API token was last used, written at most once a minute
 * per token. Kept off `users` on purpose: migration 0009's trigger on `users`
 * fires on any change of the row and would drop the owner's cached
 * principals (sessions included) at every write; no trigger watches this
 * table (docs/security.md "API token"). A row whose `token_hash` is no longer
 * the account's belongs to a replaced token and is not shown.
 */
export const apiTokenUses = pgTable("api_token_uses", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** SHA-256 (hex) of the token used, as `users.api_token_hash`. */
  tokenHash: text("token_hash").notNull(),
  lastUsedAt: moment("last_used_at").notNull(),
});
