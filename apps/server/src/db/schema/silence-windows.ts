import { silenceReasons, silenceTargets } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { buildings, sites } from "./locations";
import { sqlList } from "./sql-list";
import { createdAt, moment, updatedAt } from "./timestamps";
import { users } from "./users";

/**
 * A silent-mode window (docs/alerts.md#silent-mode) on a site, a building of
 * it, or pieces of its equipment. `starts_at`/`ends_at` are the first
 * occurrence; a recurring window repeats it by `rrule` (RFC 5545, evaluated
 * in Paris wall-clock time). `last_ends_at` is when the last occurrence ends
 * (`ends_at` for a single window, the end moved back by an early end), so
 * current, planned and past windows are found by index.
 */
export const silenceWindows = pgTable(
  "silence_windows",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    target: text("target", { enum: silenceTargets }).notNull(),
    buildingId: integer("building_id").references(() => buildings.id, { onDelete: "cascade" }),
    /** The equipment covered when the target is equipment (ids of the site's equipment); empty otherwise. */
    equipmentIds: integer("equipment_ids").array().notNull().default(sql`'{}'::integer[]`),
    startsAt: moment("starts_at").notNull(),
    endsAt: moment("ends_at").notNull(),
    rrule: text("rrule"),
    /** The recurrence as the form gave it: ISO weekdays, comma separated, and the last day (YYYY-MM-DD). */
    recurrenceWeekdays: text("recurrence_weekdays"),
    recurrenceUntil: text("recurrence_until"),
    lastEndsAt: moment("last_ends_at").notNull(),
    reason: text("reason", { enum: silenceReasons }).notNull(),
    note: text("note").notNull().default(""),
    extensions: smallint("extensions").notNull().default(0),
    endedEarlyAt: moment("ended_early_at"),
    /** When the reminder before the end of a window extended more than once went out. */
    remindedAt: moment("reminded_at"),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("silence_windows_site_id_last_ends_at_idx").on(table.siteId, table.lastEndsAt),
    index("silence_windows_last_ends_at_idx").on(table.lastEndsAt),
    check("silence_windows_target_check", sql`${table.target} in ${sqlList(silenceTargets)}`),
    check("silence_windows_reason_check", sql`${table.reason} in ${sqlList(silenceReasons)}`),
    check(
      "silence_windows_times_check",
      sql`${table.endsAt} > ${table.startsAt} and ${table.lastEndsAt} >= ${table.startsAt}`,
    ),
    check(
      "silence_windows_target_fields_check",
      sql`(${table.target} <> 'building' or ${table.buildingId} is not null) and (${table.target} <> 'equipment' or cardinality(${table.equipmentIds}) > 0)`,
    ),
  ],
);
