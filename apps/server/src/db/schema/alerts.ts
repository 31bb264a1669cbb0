import { alertKinds, alertLevels, siteAvailabilityReasons } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { organisms, sites } from "./locations";
import { outboxMessages } from "./outbox-messages";
import { sqlList } from "./sql-list";
import { createdAt, moment, updatedAt } from "./timestamps";
import { users } from "./users";

/** Which of their sites alert a user, for which levels (docs/alerts.md#subscriptions). */
export const alertSubscriptions = pgTable(
  "alert_subscriptions",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** alertChoices: down, degraded, recovered; never empty (no choice deletes the row). */
    levels: text("levels").array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.siteId] }),
    index("alert_subscriptions_site_id_idx").on(table.siteId),
  ],
);

/**
 * Each site's noise state (docs/alerts.md#noise): the domain's
 * SiteAlertState as JSON, and when it must next be looked at (a tolerance
 * running out, a repeat, a flapping window closing); null: nothing pending.
 */
export const alertSiteStates = pgTable(
  "alert_site_states",
  {
    siteId: integer("site_id")
      .primaryKey()
      .references(() => sites.id, { onDelete: "cascade" }),
    state: jsonb("state").notNull(),
    nextCheckAt: moment("next_check_at"),
    updatedAt: updatedAt(),
  },
  (table) => [index("alert_site_states_next_check_at_idx").on(table.nextCheckAt)],
);

/** What was announced of a site (docs/alerts.md#noise): the alert log. */
export const alertAnnouncements = pgTable(
  "alert_announcements",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    organismId: integer("organism_id")
      .notNull()
      .references(() => organisms.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: alertKinds }).notNull(),
    level: text("level", { enum: alertLevels }).notNull(),
    reason: text("reason", { enum: siteAvailabilityReasons }),
    since: moment("since").notNull(),
    announcedAt: moment("announced_at").notNull(),
  },
  (table) => [
    index("alert_announcements_organism_id_announced_at_idx").on(table.organismId, table.announcedAt),
    index("alert_announcements_site_id_announced_at_idx").on(table.siteId, table.announcedAt),
    index("alert_announcements_announced_at_idx").on(table.announcedAt),
    check("alert_announcements_kind_check", sql`${table.kind} in ${sqlList(alertKinds)}`),
    check("alert_announcements_level_check", sql`${table.level} in ${sqlList(alertLevels)}`),
  ],
);

/**
 * Who was told of a site's outstanding outage and at which level: a
 * recovery goes to each of them (docs/alerts.md#noise), whatever their
 * choices or a silence since. Deleted when the recovery is announced.
 */
export const alertReceipts = pgTable(
  "alert_receipts",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    level: text("level", { enum: alertLevels }).notNull(),
    toldAt: moment("told_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.siteId] }),
    index("alert_receipts_site_id_idx").on(table.siteId),
  ],
);

/**
 * An announcement to be mailed to one person. The grouping (docs/alerts.md#noise)
 * mails a person's pending notifications together in one message; `mailed_at`
 * and the outbox message are set then.
 */
export const alertNotifications = pgTable(
  "alert_notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    announcementId: bigint("announcement_id", { mode: "number" })
      .notNull()
      .references(() => alertAnnouncements.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    mailedAt: moment("mailed_at"),
    outboxMessageId: integer("outbox_message_id").references(() => outboxMessages.id, { onDelete: "set null" }),
  },
  (table) => [
    index("alert_notifications_pending_idx").on(table.userId, table.createdAt).where(sql`${table.mailedAt} is null`),
    index("alert_notifications_announcement_id_idx").on(table.announcementId),
    index("alert_notifications_user_id_mailed_at_idx").on(table.userId, table.mailedAt),
  ],
);
