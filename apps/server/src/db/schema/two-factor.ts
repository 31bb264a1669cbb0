import { bigint, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, moment } from "./timestamps";
import { users } from "./users";

// Authenticator two-factor (docs/security.md "Two-factor sign-in").

/**
 * An account's authenticator app: its TOTP secret (base32), in force once
 * `confirmed_at` is set by a first right code. A new enrolment replaces an
 * unconfirmed row; a confirmed one stays until the user replaces or drops it.
 */
export const userAuthenticators = pgTable("user_authenticators", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  /** The secret being enrolled, waiting for its first code (replaces `secret` when confirmed). */
  pendingSecret: text("pending_secret"),
  confirmedAt: moment("confirmed_at"),
  /** The last time step accepted (unix seconds / 30): a code of that step or older is refused (no replay). */
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, stored hashed (SHA-256 of the normalised code, salted with the user's id). */
export const userRecoveryCodes = pgTable(
  "user_recovery_codes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: moment("used_at"),
    createdAt: createdAt(),
  },
  (table) => [index("user_recovery_codes_user_id_idx").on(table.userId)],
);
