import { equipmentCategories, equipmentStates, type SiteAvailabilityLevel, siteLineStates } from "@ondine/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
} from "drizzle-orm/pg-core";
import { floors, sites } from "./locations";
import { sqlList } from "./sql-list";
import { createdAt, moment, updatedAt } from "./timestamps";

/** Equipment (docs/product.md#maps-equipment): access points, switches, gateways and shelf labels of a site. */
export const equipment = pgTable(
  "equipment",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** Null: not placed on a floor (the map's "unlocalized equipment"). */
    floorId: integer("floor_id").references(() => floors.id, { onDelete: "set null" }),
    category: text("category", { enum: equipmentCategories }).notNull(),
    model: text("model").notNull(),
    /** Lower case with colons; a collector reports equipment by it. */
    mac: text("mac").notNull().unique(),
    mainMacAddress: text("main_mac_address"),
    tag: text("tag"),
    serial: text("serial"),
    state: text("state", { enum: equipmentStates }).notNull().default("unknown"),
    isReachable: boolean("is_reachable").notNull().default(false),
    /** Under a silent-mode window now (docs/alerts.md#silent-mode): drawn muted, counted in no figure; its state is kept. */
    muted: boolean("muted").notNull().default(false),
    connectedStations: integer("connected_stations").notNull().default(0),
    ssid2ghz: text("ssid_2ghz"),
    ssid5ghz: text("ssid_5ghz"),
    positionX: doublePrecision("position_x"),
    positionY: doublePrecision("position_y"),
    /** An ESL's access point (esl.topology.parent.mac, docs/product.md#monitoring-data). */
    parentMac: text("parent_mac"),
    /** An ESL's label. */
    label: text("label"),
    /** The stamp of the last report applied: an older report changes nothing. */
    lastSeenAt: moment("last_seen_at"),
    /** The stamp of the latest report that found it reachable ("last seen"); null before the first. */
    reachedAt: moment("reached_at"),
    /** The stamp of the first report of its current unreachability ("down since"); null while reachable. */
    unreachedSince: moment("unreached_since"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("equipment_site_id_category_idx").on(table.siteId, table.category),
    index("equipment_floor_id_idx").on(table.floorId),
    // The live maps work equipment search: prefixes of a MAC's digits, serial, tag and model, in any case. Without
    // them a search over every site reads the whole table (about 140 ms for the large data set's 112,000).
    index("equipment_mac_digits_idx").using("btree", sql`replace(${table.mac}, ':', '') text_pattern_ops`),
    index("equipment_serial_lower_idx").using("btree", sql`lower(${table.serial}) text_pattern_ops`),
    index("equipment_tag_lower_idx").using("btree", sql`lower(${table.tag}) text_pattern_ops`),
    index("equipment_model_lower_idx").using("btree", sql`lower(${table.model}) text_pattern_ops`),
    check("equipment_category_check", sql`${table.category} in ${sqlList(equipmentCategories)}`),
    check("equipment_state_check", sql`${table.state} in ${sqlList(equipmentStates)}`),
  ],
);

/** A site's Internet lines, as their collector last reported them. */
export const siteLines = pgTable(
  "site_lines",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** The collector's name for the line. */
    lineId: text("line_id").notNull(),
    name: text("name").notNull(),
    state: text("state", { enum: siteLineStates }).notNull(),
    /** Bits per second. */
    bandwidthCurrent: bigint("bandwidth_current", { mode: "number" }).notNull(),
    bandwidthMax: bigint("bandwidth_max", { mode: "number" }).notNull(),
    /** The stamp of the report applied: an older report changes nothing. */
    updatedAt: moment("updated_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.lineId] }),
    check("site_lines_state_check", sql`${table.state} in ${sqlList(siteLineStates)}`),
  ],
);

/**
 * Site status (docs/product.md#monitoring-data): the counters of a site, recomputed by each ingest
 * that touches it, so a status read over hundreds of sites is one lookup each.
 * Its access points are not here: every reader counts them live from
 * `equipment` with the domain's rule (migration 0019 dropped the copy).
 */
export const siteStatus = pgTable("site_status", {
  siteId: integer("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  /** The latest stamp of an equipment or line report; null before the first. */
  lastFullRefresh: moment("last_full_refresh"),
  lineOk: integer("line_ok").notNull().default(0),
  lineUnreachable: integer("line_unreachable").notNull().default(0),
  lineInactive: integer("line_inactive").notNull().default(0),
  lineDisconnected: integer("line_disconnected").notNull().default(0),
  /** Sums over the site's lines, bits per second. */
  bandwidthCurrent: bigint("bandwidth_current", { mode: "number" }).notNull().default(0),
  bandwidthMax: bigint("bandwidth_max", { mode: "number" }).notNull().default(0),
  /** The level of the counters alone (countersAvailabilityLevel, no staleness), as of the last ingest. */
  level: text("level").$type<SiteAvailabilityLevel>(),
  /** The report stamp at which `level` took its value ("down since"); kept while it stays the same. */
  levelSince: moment("level_since"),
  /** From the latest traffic sample. */
  activeUsers: integer("active_users"),
  trafficRx: bigint("traffic_rx", { mode: "number" }),
  trafficStamp: moment("traffic_stamp"),
  /** From the latest speed test, bits per second. */
  speedtestDownload: bigint("speedtest_download", { mode: "number" }),
  speedtestStamp: moment("speedtest_stamp"),
  /** A silent-mode window covers the whole site now (docs/alerts.md#silent-mode): shown muted, alerts nobody. */
  muted: boolean("muted").notNull().default(false),
  updatedAt: updatedAt(),
});

/** A collector: the agent that reports a set of sites' telemetry through the ingest API. */
export const collectors = pgTable("collectors", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  name: text("name").notNull(),
  /** SHA-256 (hex) of its bearer token; the token itself is shown once, at creation. */
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
});

/** The sites a collector may report. */
export const collectorSites = pgTable(
  "collector_sites",
  {
    collectorId: integer("collector_id")
      .notNull()
      .references(() => collectors.id, { onDelete: "cascade" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.collectorId, table.siteId] }),
    index("collector_sites_site_id_idx").on(table.siteId),
  ],
);
