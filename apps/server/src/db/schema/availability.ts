import { siteAvailabilityLevels, siteAvailabilityReasons } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { sites } from "./locations";
import { sqlList } from "./sql-list";
import { moment, updatedAt } from "./timestamps";

/**
 * Each site's availability as the server last evaluated it
 * (docs/alerts.md#availability): the level, its reason, since when, and
 * whether a silence window covers the whole site. The evaluation compares
 * with this row and records an event when the level or the silence changed.
 */
export const siteAvailability = pgTable(
  "site_availability",
  {
    siteId: integer("site_id")
      .primaryKey()
      .references(() => sites.id, { onDelete: "cascade" }),
    level: text("level", { enum: siteAvailabilityLevels }).notNull(),
    reason: text("reason", { enum: siteAvailabilityReasons }),
    since: moment("since"),
    muted: boolean("muted").notNull().default(false),
    evaluatedAt: moment("evaluated_at").notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("site_availability_level_check", sql`${table.level} in ${sqlList(siteAvailabilityLevels)}`),
    index("site_availability_level_idx").on(table.level),
  ],
);

/**
 * A change of a site's level or silence, written in the transaction that
 * caused it (an ingest, the periodic check, a window starting or ending) and
 * kept 13 months (docs/alerts.md#availability). `at` is when the new level
 * began; the alert evaluation reads the events it has not seen yet
 * (`alerts_seen`), in id order.
 */
export const siteAvailabilityEvents = pgTable(
  "site_availability_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    level: text("level", { enum: siteAvailabilityLevels }).notNull(),
    reason: text("reason", { enum: siteAvailabilityReasons }),
    muted: boolean("muted").notNull().default(false),
    at: moment("at").notNull(),
    recordedAt: moment("recorded_at").notNull().defaultNow(),
    alertsSeen: boolean("alerts_seen").notNull().default(false),
  },
  (table) => [
    index("site_availability_events_site_id_at_idx").on(table.siteId, table.at),
    index("site_availability_events_recorded_at_idx").on(table.recordedAt),
    index("site_availability_events_unseen_idx").on(table.id).where(sql`not ${table.alertsSeen}`),
    check("site_availability_events_level_check", sql`${table.level} in ${sqlList(siteAvailabilityLevels)}`),
  ],
);
