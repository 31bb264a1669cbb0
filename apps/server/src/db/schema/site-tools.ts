import type { DiagnosisAccessPoints, DiagnosisMeasure, SpeedTestMeasure } from "@ondine/domain";
import { siteToolKinds, siteToolRunStates } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { sites } from "./locations";
import { sqlList } from "./sql-list";
import { createdAt, moment } from "./timestamps";
import { users } from "./users";

/**
 * A speed test of one line or a diagnosis of a site (docs/site-tools.md#model), asked from the console
 * and run by the site's collector: its `iot_commands` row carries `site_tool_run_id`.
 */
export const siteToolRuns = pgTable(
  "site_tool_runs",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: siteToolKinds }).notNull(),
    state: text("state", { enum: siteToolRunStates }).notNull().default("running"),
    /** speed_test: the line measured (`site_lines.line_id`), its name and contracted rate when asked. */
    lineId: text("line_id"),
    lineName: text("line_name"),
    contractedDownload: bigint("contracted_download", { mode: "number" }),
    requestedByUserId: integer("requested_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The asker's name then (an impersonating admin shows as themself). */
    requestedByName: text("requested_by_name"),
    createdAt: createdAt(),
    finishedAt: moment("finished_at"),
    /** The collector's words when it failed. */
    failure: text("failure"),
    /** done: the measure, as the collector reported it. */
    speedTest: jsonb("speed_test").$type<SpeedTestMeasure>(),
    diagnosis: jsonb("diagnosis").$type<DiagnosisMeasure>(),
    /** diagnosis: the access points as monitoring saw them when the result came in. */
    accessPoints: jsonb("access_points").$type<DiagnosisAccessPoints>(),
  },
  (table) => [
    // The history: a site's runs of a kind (and line), newest first.
    index("site_tool_runs_site_kind_idx").on(table.siteId, table.kind, table.lineId, table.id),
    check("site_tool_runs_kind_check", sql`${table.kind} in ${sqlList(siteToolKinds)}`),
    check("site_tool_runs_state_check", sql`${table.state} in ${sqlList(siteToolRunStates)}`),
    check("site_tool_runs_line_check", sql`(${table.kind} = 'speed_test') = (${table.lineId} is not null)`),
  ],
);
