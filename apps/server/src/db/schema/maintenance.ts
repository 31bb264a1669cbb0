import {
  maintenanceEventCriticalities,
  maintenanceEventKinds,
  maintenanceEventResponsibilities,
  maintenanceEventStates,
  maintenanceInterventionStates,
} from "@ondine/domain";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { organisms, sites } from "./locations";
import { sqlList } from "./sql-list";
import { createdAt, moment, updatedAt } from "./timestamps";

/** Event (docs/product.md#monitoring-maintenance): an incident or a piece of work on an organism, or one of its sites. */
export const maintenanceEvents = pgTable(
  "maintenance_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind", { enum: maintenanceEventKinds }).notNull(),
    state: text("state", { enum: maintenanceEventStates }).notNull(),
    criticality: text("criticality", { enum: maintenanceEventCriticalities }).notNull(),
    responsibility: text("responsibility", { enum: maintenanceEventResponsibilities }).notNull(),
    typology: text("typology").notNull(),
    description: text("description").notNull(),
    cause: text("cause"),
    organismId: integer("organism_id")
      .notNull()
      .references(() => organisms.id, { onDelete: "restrict" }),
    /** Null: the event concerns the whole organism. */
    siteId: integer("site_id").references(() => sites.id, { onDelete: "restrict" }),
    /** The support portal's ticket. */
    ticketId: text("ticket_id"),
    openedAt: moment("opened_at").notNull(),
    closedAt: moment("closed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("maintenance_events_site_id_opened_at_idx").on(table.siteId, table.openedAt),
    index("maintenance_events_organism_id_opened_at_idx").on(table.organismId, table.openedAt),
    index("maintenance_events_state_idx").on(table.state),
    check("maintenance_events_kind_check", sql`${table.kind} in ${sqlList(maintenanceEventKinds)}`),
    check("maintenance_events_state_check", sql`${table.state} in ${sqlList(maintenanceEventStates)}`),
    check(
      "maintenance_events_criticality_check",
      sql`${table.criticality} in ${sqlList(maintenanceEventCriticalities)}`,
    ),
    check(
      "maintenance_events_responsibility_check",
      sql`${table.responsibility} in ${sqlList(maintenanceEventResponsibilities)}`,
    ),
  ],
);

/** Intervention (docs/product.md#monitoring-maintenance): a technician's visit to a site, for an event or on its own. */
export const maintenanceInterventions = pgTable(
  "maintenance_interventions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer("event_id").references(() => maintenanceEvents.id, { onDelete: "set null" }),
    interventionDate: moment("intervention_date").notNull(),
    state: text("state", { enum: maintenanceInterventionStates }).notNull(),
    typology: text("typology").notNull(),
    /** The access point or area worked on. */
    hotspot: text("hotspot"),
    organismId: integer("organism_id")
      .notNull()
      .references(() => organisms.id, { onDelete: "restrict" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("maintenance_interventions_site_id_intervention_date_idx").on(table.siteId, table.interventionDate),
    index("maintenance_interventions_organism_id_intervention_date_idx").on(table.organismId, table.interventionDate),
    index("maintenance_interventions_event_id_idx").on(table.eventId),
    check("maintenance_interventions_state_check", sql`${table.state} in ${sqlList(maintenanceInterventionStates)}`),
  ],
);
