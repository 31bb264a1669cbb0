import { privateSpacePushStates } from "@ondine/domain";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { coupons } from "./coupons";
import { iotCommands, iotRooms } from "./iot";
import { sites } from "./locations";
import { sqlList } from "./sql-list";
import { createdAt, moment, updatedAt } from "./timestamps";
import { users } from "./users";

// Private Wi-Fi spaces (docs/private-wifi.md#model): a personal key per room
// or resident on a site's private SSID, pushed to the site's collector.

/** A CSV import of spaces (docs/private-wifi.md#import): the spaces it created carry its id. */
export const privateSpaceImports = pgTable(
  "private_space_imports",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    created: integer("created").notNull(),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("private_space_imports_site_id_idx").on(table.siteId, table.id)],
);

/**
 * A space: its name (and `name_key`, the name with case, accents and spacing
 * aside, unique among the site's spaces not deleted), its key (unique on the
 * site, tombstones included), its expiry day, and where the site stands with
 * the key. A deleted space stays as a tombstone (`deleted_at`) until the
 * site has withdrawn its key.
 */
export const privateSpaces = pgTable(
  "private_spaces",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    nameKey: text("name_key").notNull(),
    comment: text("comment").notNull().default(""),
    psk: text("psk").notNull(),
    /** The last day the key works (Paris); null: no end. */
    expiresOn: date("expires_on", { mode: "string" }),
    /** When the expiry job (or a deletion) took the key out: the space no longer counts as active. */
    withdrawnAt: moment("withdrawn_at"),
    deletedAt: moment("deleted_at"),
    /** The hotel room whose key this is (docs/private-wifi.md#rooms). */
    iotRoomId: integer("iot_room_id").references(() => iotRooms.id, { onDelete: "set null" }),
    /** The guest code this space was made for (`with_ran_access`, docs/private-wifi.md#codes). */
    couponId: bigint("coupon_id", { mode: "number" }).references(() => coupons.id, { onDelete: "cascade" }),
    /** The code's 8 characters, copied (a code never changes): the space's answer names it without asking coupons. */
    couponCode: text("coupon_code"),
    importId: integer("import_id").references(() => privateSpaceImports.id, { onDelete: "set null" }),
    pushState: text("push_state", { enum: privateSpacePushStates }).notNull().default("waiting"),
    /** When the last key change was made (its push began). */
    pushChangedAt: moment("push_changed_at").notNull().defaultNow(),
    pushFinishedAt: moment("push_finished_at"),
    pushFailure: text("push_failure"),
    pushAttempts: smallint("push_attempts").notNull().default(1),
    /** The `private_keys` command carrying the latest change: its result decides the push state. */
    pushCommandId: integer("push_command_id").references(() => iotCommands.id, { onDelete: "set null" }),
    devicesCount: smallint("devices_count").notNull().default(0),
    /** The stamp of the devices report in force: an older one changes nothing. */
    devicesReportedAt: moment("devices_reported_at"),
    keyChangedAt: moment("key_changed_at").notNull().defaultNow(),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("private_spaces_site_id_name_key_idx")
      .on(table.siteId, table.nameKey)
      .where(sql`${table.deletedAt} is null`),
    uniqueIndex("private_spaces_site_id_psk_idx").on(table.siteId, table.psk),
    uniqueIndex("private_spaces_iot_room_id_idx").on(table.iotRoomId),
    uniqueIndex("private_spaces_coupon_id_idx").on(table.couponId),
    index("private_spaces_push_command_id_idx").on(table.pushCommandId),
    // The expiry job: spaces whose day has passed and whose key is still out there.
    index("private_spaces_expires_on_idx")
      .on(table.expiresOn)
      .where(sql`${table.withdrawnAt} is null and ${table.expiresOn} is not null`),
    // The retry job: the failed pushes.
    index("private_spaces_failed_idx").on(table.pushChangedAt).where(sql`${table.pushState} = 'failed'`),
    check("private_spaces_push_state_check", sql`${table.pushState} in ${sqlList(privateSpacePushStates)}`),
    check("private_spaces_psk_check", sql`char_length(${table.psk}) between 8 and 63`),
    check("private_spaces_name_check", sql`char_length(${table.name}) between 1 and 64`),
  ],
);

/** The devices on a space's key, from the latest report (docs/private-wifi.md#devices). */
export const privateSpaceDevices = pgTable(
  "private_space_devices",
  {
    spaceId: integer("space_id")
      .notNull()
      .references(() => privateSpaces.id, { onDelete: "cascade" }),
    mac: text("mac").notNull(),
    connectedSince: moment("connected_since").notNull(),
    downloadBytes: bigint("download_bytes", { mode: "number" }).notNull().default(0),
    uploadBytes: bigint("upload_bytes", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.spaceId, table.mac] })],
);
