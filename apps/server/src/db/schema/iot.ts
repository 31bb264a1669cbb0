import {
  type CollectorPrivateKeys,
  iotCommandKinds,
  iotCommandStates,
  iotDeviceTypes,
  otrumVersions,
  siteWlanNames,
} from "@ondine/domain";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { sites } from "./locations";
import { collectors } from "./monitoring-inventory";
import { siteToolRuns } from "./site-tools";
import { sqlList } from "./sql-list";
import { createdAt, moment, updatedAt } from "./timestamps";
import { users } from "./users";

// Hotel IoT (docs/iot.md): rooms, their streaming sticks and TVs,
// spares, welcome messages, the sites' set-up networks and TV pin, and the
// commands the console sends to a site's equipment through its collector.

/** Room (docs/product.md#iot-data): a hotel room with its room-access network key. */
export const iotRooms = pgTable(
  "iot_rooms",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The room-access network key; null after a checkout until the new one is issued. */
    psk: text("psk"),
    /** The room's hotspot (1 to 16 on LG sites: `lgPortForHotspot`). */
    hotspotId: integer("hotspot_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("iot_rooms_site_id_name_idx").on(table.siteId, table.name)],
);

/** Device (docs/product.md#iot-data): a streaming stick or a TV, in a room of its site. */
export const iotDevices = pgTable(
  "iot_devices",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** Null: not in a room (left out of the room list). */
    roomId: integer("room_id").references(() => iotRooms.id, { onDelete: "set null" }),
    type: text("type", { enum: iotDeviceTypes }).notNull(),
    name: text("name").notNull(),
    model: text("model").notNull(),
    manufacturer: text("manufacturer").notNull(),
    /** Unique: the console names a device by it (`/iots/reboot`, `/iots/replace`). */
    serial: text("serial").notNull().unique(),
    /** Lower case with colons; a collector reports a device by it. */
    mac: text("mac").notNull().unique(),
    isProvisioned: boolean("is_provisioned").notNull().default(false),
    isReachable: boolean("is_reachable").notNull().default(false),
    /** The room key the device was last given. */
    psk: text("psk"),
    version: integer("version").notNull().default(1),
    ranSsid: text("ran_ssid"),
    ranPsk: text("ran_psk"),
    otrumUrl: text("otrum_url"),
    otrumVersion: text("otrum_version", { enum: otrumVersions }),
    /** The stamp of the last report applied: an older report changes nothing. */
    lastSeenAt: moment("last_seen_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("iot_devices_site_id_idx").on(table.siteId),
    index("iot_devices_room_id_idx").on(table.roomId),
    // Room search by a serial's first characters, in any case (docs/product.md#iot-data).
    index("iot_devices_serial_lower_idx").using("btree", sql`lower(${table.serial}) text_pattern_ops`),
    check("iot_devices_type_check", sql`${table.type} in ${sqlList(iotDeviceTypes)}`),
    check("iot_devices_otrum_version_check", sql`${table.otrumVersion} in ${sqlList(otrumVersions)}`),
  ],
);

/** Spare (docs/product.md#iot-devices): a device kept on the site to replace a broken one of its model. */
export const iotSpares = pgTable(
  "iot_spares",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    type: text("type", { enum: iotDeviceTypes }).notNull(),
    model: text("model").notNull(),
    manufacturer: text("manufacturer").notNull(),
    serial: text("serial").notNull().unique(),
    mac: text("mac").notNull().unique(),
    /** The replacement taking it: left out of the spare list until that command fails or expires. */
    reservedByCommandId: integer("reserved_by_command_id").references((): AnyPgColumn => iotCommands.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
  },
  (table) => [
    index("iot_spares_site_id_model_idx").on(table.siteId, table.model),
    check("iot_spares_type_check", sql`${table.type} in ${sqlList(iotDeviceTypes)}`),
  ],
);

/** Message (docs/product.md#iot-messages): a welcome message of a site; at most one enabled (docs/product.md#iot-messages). */
export const iotMessages = pgTable(
  "iot_messages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    isEnabled: boolean("is_enabled").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("iot_messages_site_id_idx").on(table.siteId),
    uniqueIndex("iot_messages_one_enabled_idx").on(table.siteId).where(sql`${table.isEnabled}`),
    check("iot_messages_title_length_check", sql`char_length(${table.title}) between 1 and 25`),
    check("iot_messages_content_length_check", sql`char_length(${table.content}) between 1 and 140`),
  ],
);

/** Site wlan (docs/product.md#locations-model): the RAN and RAN Provisioning networks sticks are set up with. */
export const iotSiteWlans = pgTable(
  "iot_site_wlans",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    name: text("name", { enum: siteWlanNames }).notNull(),
    ssid: text("ssid").notNull(),
    psk: text("psk").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteId, table.name] }),
    check("iot_site_wlans_name_check", sql`${table.name} in ${sqlList(siteWlanNames)}`),
  ],
);

/** A hotel site's IoT settings: the pin its TVs ask for (docs/product.md#iot-data). */
export const iotSiteSettings = pgTable("iot_site_settings", {
  siteId: integer("site_id")
    .primaryKey()
    .references(() => sites.id, { onDelete: "cascade" }),
  tvPinCode: text("tv_pin_code").notNull(),
});

/**
 * A command to a site's equipment (restart, replace, checkout, message),
 * delivered to the site's collector over the ingest API and kept with its
 * states and who asked, as the room's history.
 */
export const iotCommands = pgTable(
  "iot_commands",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: iotCommandKinds }).notNull(),
    state: text("state", { enum: iotCommandStates }).notNull().default("queued"),
    /** restart and replace: the device; kept when the device goes (its serial is in `deviceSerial`). */
    deviceId: integer("device_id").references(() => iotDevices.id, { onDelete: "set null" }),
    /** The room of the command: the device's at the time, or the room checked out. */
    roomId: integer("room_id").references(() => iotRooms.id, { onDelete: "set null" }),
    deviceSerial: text("device_serial"),
    deviceName: text("device_name"),
    /** replace: the spare's serial. checkout: the room's new key. */
    spareSerial: text("spare_serial"),
    newPsk: text("new_psk"),
    /** message: the message shown, null for none. */
    messageId: integer("message_id").references(() => iotMessages.id, { onDelete: "set null" }),
    messageTitle: text("message_title"),
    messageContent: text("message_content"),
    /** private_keys: the SSID and the key changes, in order (docs/private-wifi.md#commands). */
    privateKeys: jsonb("private_keys").$type<CollectorPrivateKeys>(),
    /** speed_test and diagnosis: the run it carries out (docs/site-tools.md#commands). */
    siteToolRunId: integer("site_tool_run_id").references((): AnyPgColumn => siteToolRuns.id, { onDelete: "cascade" }),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The actor's name when they asked (an impersonating admin shows as themself). */
    actorName: text("actor_name"),
    /** The collector it was last sent to. */
    collectorId: integer("collector_id").references(() => collectors.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    sentAt: moment("sent_at"),
    finishedAt: moment("finished_at"),
    expiresAt: moment("expires_at").notNull(),
    /** The collector's words when it failed. */
    failure: text("failure"),
  },
  (table) => [
    // What a collector asks for: the pending commands of its sites, oldest first.
    index("iot_commands_pending_idx").on(table.siteId, table.id).where(sql`${table.state} in ('queued', 'sent')`),
    index("iot_commands_room_id_idx").on(table.roomId, table.id),
    index("iot_commands_device_id_idx").on(table.deviceId, table.id),
    index("iot_commands_site_tool_run_id_idx").on(table.siteToolRunId),
    check("iot_commands_kind_check", sql`${table.kind} in ${sqlList(iotCommandKinds)}`),
    check("iot_commands_state_check", sql`${table.state} in ${sqlList(iotCommandStates)}`),
  ],
);
