import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, moment } from "./timestamps";
import { users } from "./users";

/**
 * A signed-in browser. The cookie holds a random token; the row's id is its
 * SHA-256 (hex), so the table alone cannot be replayed as cookies.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    /** The effective user: the one the requests act as. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The admin logged in as `user_id` (SPEC "log-as"), else null. */
    impersonatorId: integer("impersonator_id").references(() => users.id, { onDelete: "cascade" }),
    csrfToken: text("csrf_token").notNull(),
    rememberMe: boolean("remember_me").notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: moment("last_seen_at").notNull().defaultNow(),
    expiresAt: moment("expires_at").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    /** The last second factor typed in this session (sign-in or step-up, docs/security.md "Step-up"). */
    secondFactorAt: moment("second_factor_at"),
  },
  (table) => [
    index("sessions_user_id_idx").on(table.userId),
    index("sessions_impersonator_id_idx").on(table.impersonatorId),
  ],
);

export const userTokenPurposes = [
  "reset_password",
  "confirmation",
  "unlock",
  "beta_handoff",
  "two_factor",
  /** A step-up's mailed code (docs/security.md "Step-up"): one row per session, its code salted with the row's hash. */
  "step_up",
  "unlock_pass",
  "email_change",
] as const;
export type UserTokenPurpose = (typeof userTokenPurposes)[number];

/**
 * Single-use tokens mailed or handed to a user. Only the SHA-256 (hex) of the
 * token is kept. A `two_factor` row is a pending sign-in: its token sits in
 * the `ondine_2fa` cookie and the mailed code is kept as `code_hash`. An
 * `unlock_pass` sits in the `ondine_unlock_pass` cookie of the browser that
 * proved the mailbox (unlock link, password reset): it lets the right
 * password through a lock (docs/security.md "Lockout").
 */
export const userTokens = pgTable(
  "user_tokens",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    hash: text("hash").notNull().unique("user_tokens_hash_key"),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: userTokenPurposes }).notNull(),
    expiresAt: moment("expires_at").notNull(),
    usedAt: moment("used_at"),
    createdAt: createdAt(),
    /** two_factor: wrong codes typed so far. */
    attempts: integer("attempts").notNull().default(0),
    /** two_factor: SHA-256 (hex) of the mailed code, salted with the row's hash. */
    codeHash: text("code_hash"),
    /** two_factor: when the current code was mailed (the resend countdown starts there). */
    codeSentAt: moment("code_sent_at"),
    /** two_factor: the sign-in's "remember me", applied when the code is right. */
    rememberMe: boolean("remember_me").notNull().default(false),
    /** email_change: the new address the link confirms. */
    newEmail: text("new_email"),
  },
  (table) => [index("user_tokens_user_id_purpose_idx").on(table.userId, table.purpose)],
);
