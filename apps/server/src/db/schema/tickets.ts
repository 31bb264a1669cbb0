import { locationTypes, ticketChannels, ticketHistoryActions, ticketKinds, ticketStatuses } from "@ondine/domain";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { bytes } from "./bytes";
import { organisms, sites } from "./locations";
import { equipment } from "./monitoring-inventory";
import { sqlList } from "./sql-list";
import { createdAt, moment } from "./timestamps";
import { users } from "./users";

/**
 * A support ticket (docs/tickets.md#model) on an organism, a site or a
 * piece of a site's equipment. `sla_due_at` is the SLA clock's next due
 * time, written at every change (null while paused or done): the queue
 * sorts on it without computing anything.
 */
export const tickets = pgTable(
  "tickets",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    locationType: text("location_type", { enum: locationTypes }).notNull(),
    organismId: integer("organism_id")
      .notNull()
      .references(() => organisms.id, { onDelete: "restrict" }),
    /** Null: the ticket is on the organism as a whole. */
    siteId: integer("site_id").references(() => sites.id, { onDelete: "restrict" }),
    equipmentId: integer("equipment_id").references(() => equipment.id, { onDelete: "set null" }),
    requesterId: integer("requester_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    channel: text("channel", { enum: ticketChannels }).notNull().default("portal"),
    kind: text("kind", { enum: ticketKinds }).notNull(),
    status: smallint("status").notNull(),
    subject: text("subject").notNull(),
    /** The site's state when opened from an alert or a card (`TicketSiteState`). */
    siteState: jsonb("site_state"),
    openedAt: createdAt(),
    lastActivityAt: moment("last_activity_at").notNull().defaultNow(),
    /** The desk's first public answer. */
    firstResponseAt: moment("first_response_at"),
    /** When it last became resolved or closed; null while it lives (a reopen clears it). */
    resolvedAt: moment("resolved_at"),
    /** The last public message's author, when from the desk ("who answered"). */
    lastAnsweredById: integer("last_answered_by_id").references(() => users.id, { onDelete: "set null" }),
    slaDueAt: moment("sla_due_at"),
    slaFirstResponseBreached: boolean("sla_first_response_breached").notNull().default(false),
    slaResolutionBreached: boolean("sla_resolution_breached").notNull().default(false),
    /** The targets whose breach the SLA check already told the desk about. */
    slaNotified: text("sla_notified").array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    index("tickets_sla_due_at_idx").on(table.slaDueAt, table.id),
    index("tickets_status_sla_due_at_idx").on(table.status, table.slaDueAt, table.id),
    index("tickets_organism_id_opened_at_idx").on(table.organismId, table.openedAt),
    index("tickets_organism_id_status_sla_due_at_idx").on(table.organismId, table.status, table.slaDueAt, table.id),
    index("tickets_site_id_opened_at_idx").on(table.siteId, table.openedAt),
    index("tickets_requester_id_idx").on(table.requesterId),
    index("tickets_assignee_id_sla_due_at_idx").on(table.assigneeId, table.slaDueAt),
    index("tickets_last_activity_at_idx").on(table.lastActivityAt, table.id),
    index("tickets_equipment_id_idx").on(table.equipmentId),
    check("tickets_status_check", sql`${table.status} in ${sql.raw(`(${ticketStatuses.join(", ")})`)}`),
    check("tickets_kind_check", sql`${table.kind} in ${sqlList(ticketKinds)}`),
    check("tickets_channel_check", sql`${table.channel} in ${sqlList(ticketChannels)}`),
    check(
      "tickets_location_check",
      sql`(${table.locationType} = 'Organism' and ${table.siteId} is null) or (${table.locationType} = 'Site' and ${table.siteId} is not null)`,
    ),
  ],
);

/** A message of a ticket's conversation; `internal` notes are the desk's alone. */
export const ticketMessages = pgTable(
  "ticket_messages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    body: text("body").notNull(),
    internal: boolean("internal").notNull().default(false),
    channel: text("channel", { enum: ticketChannels }).notNull().default("portal"),
    createdAt: createdAt(),
  },
  (table) => [
    index("ticket_messages_ticket_id_id_idx").on(table.ticketId, table.id),
    check("ticket_messages_channel_check", sql`${table.channel} in ${sqlList(ticketChannels)}`),
  ],
);

/** An attachment's bytes, stored once by SHA-256 whatever the tickets that carry it. */
export const ticketFiles = pgTable(
  "ticket_files",
  {
    /** SHA-256 of the bytes, hex. */
    digest: text("digest").primaryKey(),
    /** As read from the bytes, never as declared. */
    contentType: text("content_type").notNull(),
    byteSize: integer("byte_size").notNull(),
    content: bytes("content").notNull(),
    createdAt: createdAt(),
  },
  (table) => [check("ticket_files_byte_size_check", sql`${table.byteSize} > 0`)],
);

/** A file attached to a message, under the name it was sent with. */
export const ticketAttachments = pgTable(
  "ticket_attachments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    messageId: integer("message_id")
      .notNull()
      .references(() => ticketMessages.id, { onDelete: "cascade" }),
    digest: text("digest")
      .notNull()
      .references(() => ticketFiles.digest, { onDelete: "restrict" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("ticket_attachments_message_id_idx").on(table.messageId),
    index("ticket_attachments_ticket_id_idx").on(table.ticketId),
    index("ticket_attachments_digest_idx").on(table.digest),
  ],
);

/** Every change to a ticket, with who (null: the server) and when (docs/tickets.md#history). */
export const ticketHistory = pgTable(
  "ticket_history",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    ticketId: integer("ticket_id")
      .notNull()
      .references(() => tickets.id, { onDelete: "cascade" }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action", { enum: ticketHistoryActions }).notNull(),
    details: jsonb("details").notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    index("ticket_history_ticket_id_id_idx").on(table.ticketId, table.id),
    check("ticket_history_action_check", sql`${table.action} in ${sqlList(ticketHistoryActions)}`),
  ],
);
