import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { moment } from "./timestamps";

/**
 * Fixed-window counters of the rate limits (modules/rate-limits), shared by
 * every instance on the database. The key names the limit and the SHA-256 of
 * what it counts (an address, an IP, a site), never the value itself.
 */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowEndsAt: moment("window_ends_at").notNull(),
});

/**
 * Failed sign-ins on addresses that name no account, counted as an account's
 * are (`users.failed_attempts`, `locked_until`), so the answers for an
 * unknown address follow the same sequence. Keyed by the SHA-256 of the
 * lowercased address; no account is created and nobody is mailed.
 */
export const unknownAddressSignInFailures = pgTable("unknown_address_sign_in_failures", {
  emailHash: text("email_hash").primaryKey(),
  failedAttempts: integer("failed_attempts").notNull().default(0),
  lockedUntil: moment("locked_until"),
});
