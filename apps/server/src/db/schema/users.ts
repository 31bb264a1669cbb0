import { accountManagerLevels, rolesTypes, twoFactorMethods, userCountries } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { organisms, sites } from "./locations";
import { sqlList } from "./sql-list";
import { createdAt, moment, updatedAt } from "./timestamps";

/**
 * A console account (docs/product.md#accounts-users, user states). The state is
 * read from the dates: `deleted_at` deactivated, no `confirmed_at` unconfirmed.
 * Emails are stored lowercased, so the unique index is case-insensitive.
 */
export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    email: text("email").notNull(),
    /**
     * A new address waiting for its owner to follow the link mailed there
     * (docs/security.md "E-mail change"); `email` stays the sign-in address until then.
     */
    unconfirmedEmail: text("unconfirmed_email"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    salutation: text("salutation"),
    function: text("function"),
    country: text("country", { enum: userCountries }).notNull().default("FR"),
    language: text("language").notNull().default("fr"),
    phone: text("phone"),
    /** argon2id; null until the user chose a password (confirmation). */
    passwordHash: text("password_hash"),
    admin: boolean("admin").notNull().default(false),
    /** The granted role keys (`roleFlagKeys` of packages/domain). */
    roleFlags: text("role_flags").array().notNull().default(sql`'{}'::text[]`),
    rolesType: text("roles_type", { enum: rolesTypes }).notNull().default("custom"),
    betaOnly: boolean("beta_only").notNull().default(false),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    /** With two-factor on: the mailed code or the authenticator app (docs/security.md "Two-factor sign-in"). */
    twoFactorMethod: text("two_factor_method", { enum: twoFactorMethods }).notNull().default("mail"),
    /** Sign-ins made without two-factor while an organism requires it (the grace, docs/security.md). */
    twoFactorGraceUsed: integer("two_factor_grace_used").notNull().default(0),
    /** A non-admin account manager's reach on the accounts they manage (docs/product.md#accounts-permissions). */
    accountManagerLevel: text("account_manager_level", { enum: accountManagerLevels }).notNull().default("both"),
    creatorId: integer("creator_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    confirmedAt: moment("confirmed_at"),
    deletedAt: moment("deleted_at"),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    lockedUntil: moment("locked_until"),
    currentSignInAt: moment("current_sign_in_at"),
    lastSignInAt: moment("last_sign_in_at"),
    currentSignInIp: text("current_sign_in_ip"),
    /** SHA-256 (hex) of the API token; the token itself is shown once and never stored. */
    apiTokenHash: text("api_token_hash"),
    apiTokenCreatedAt: moment("api_token_created_at"),
    /** The token only reads: every call that changes something answers 403 (docs/security.md "API token"). */
    apiTokenReadOnly: boolean("api_token_read_only").notNull().default(false),
    /** The token's last working moment (the end of the day chosen, Paris); null: it never expires. */
    apiTokenExpiresAt: moment("api_token_expires_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("users_email_key").on(table.email),
    uniqueIndex("users_api_token_hash_key").on(table.apiTokenHash),
    index("users_creator_id_idx").on(table.creatorId),
    check("users_email_lowercase", sql`${table.email} = lower(${table.email})`),
    check("users_unconfirmed_email_lowercase", sql`${table.unconfirmedEmail} = lower(${table.unconfirmedEmail})`),
    check("users_country_check", sql`${table.country} in ${sqlList(userCountries)}`),
    check("users_roles_type_check", sql`${table.rolesType} in ${sqlList(rolesTypes)}`),
    check("users_failed_attempts_check", sql`${table.failedAttempts} >= 0`),
    // A token always has its creation time, which GET /api/users/me tells its owner.
    check(
      "users_api_token_created_check",
      sql`${table.apiTokenHash} is null or ${table.apiTokenCreatedAt} is not null`,
    ),
  ],
);

/** The locations assigned to a user: an organism (with all its sites) or one site. */
export const userLocations = pgTable(
  "user_locations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organismId: integer("organism_id").references(() => organisms.id, { onDelete: "cascade" }),
    siteId: integer("site_id").references(() => sites.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("user_locations_user_organism_key").on(table.userId, table.organismId),
    uniqueIndex("user_locations_user_site_key").on(table.userId, table.siteId),
    index("user_locations_organism_id_idx").on(table.organismId),
    index("user_locations_site_id_idx").on(table.siteId),
    check("user_locations_one_location", sql`num_nonnulls(${table.organismId}, ${table.siteId}) = 1`),
  ],
);
