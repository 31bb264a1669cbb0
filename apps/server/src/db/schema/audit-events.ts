import { bigint, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./timestamps";
import { users } from "./users";

/** The security log: who did what to whom, from where (docs/security.md "Audit"). */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    action: text("action").notNull(),
    /** Who acted: the effective user (null for an unknown address or a token link). */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The account acted upon. */
    subjectId: integer("subject_id").references(() => users.id, { onDelete: "set null" }),
    /** The admin behind the actor while impersonating. */
    impersonatorId: integer("impersonator_id").references(() => users.id, { onDelete: "set null" }),
    ip: text("ip"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  // An account's history, and what an admin did, are read by person.
  (table) => [
    index("audit_events_subject_id_idx").on(table.subjectId),
    index("audit_events_actor_id_idx").on(table.actorId),
    index("audit_events_impersonator_id_idx").on(table.impersonatorId),
  ],
);
