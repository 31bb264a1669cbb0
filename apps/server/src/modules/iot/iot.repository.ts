import { and, asc, eq, gt, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db";
import {
  iotCommands,
  iotDevices,
  iotMessages,
  iotRooms,
  iotSiteSettings,
  iotSiteWlans,
  iotSpares,
} from "../../db/schema";
import type { ScopedSite } from "../../scope/in-scope";

// Queries only (docs/iot.md). Every read of tenant data takes a site a scoped
// lookup found (`ScopedSite`), so an id from a request cannot reach them.

export type IotRoomRow = typeof iotRooms.$inferSelect;
export type IotDeviceRow = typeof iotDevices.$inferSelect;
export type IotMessageRow = typeof iotMessages.$inferSelect;
export type IotSpareRow = typeof iotSpares.$inferSelect;

/** A command still waiting for its result at `now`: queued or sent, and not past its expiry. */
export function isLiveCommand(now: Date): SQL {
  return and(inArray(iotCommands.state, ["queued", "sent"]), gt(iotCommands.expiresAt, now)) as SQL;
}

/** The site's rooms (by name, case-insensitively) with their devices, in one query. */
export async function findRoomsWithDevices(
  db: Database,
  site: ScopedSite,
): Promise<{ room: IotRoomRow; device: IotDeviceRow | null }[]> {
  return db
    .select({ room: iotRooms, device: iotDevices })
    .from(iotRooms)
    .leftJoin(iotDevices, eq(iotDevices.roomId, iotRooms.id))
    .where(eq(iotRooms.siteId, site.id))
    .orderBy(
      sql`lower(${iotRooms.name})`,
      asc(iotRooms.name),
      asc(iotRooms.id),
      asc(iotDevices.name),
      asc(iotDevices.id),
    );
}

export async function findRoom(
  db: Database,
  site: ScopedSite,
  roomId: number,
  options: { forUpdate?: boolean } = {},
): Promise<IotRoomRow | undefined> {
  const query = db
    .select()
    .from(iotRooms)
    .where(and(eq(iotRooms.siteId, site.id), eq(iotRooms.id, roomId)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

export async function findRoomDevices(db: Database, room: { id: number }): Promise<IotDeviceRow[]> {
  return db
    .select()
    .from(iotDevices)
    .where(eq(iotDevices.roomId, room.id))
    .orderBy(asc(iotDevices.name), asc(iotDevices.id));
}

export async function updateRoomKey(tx: Database, room: { id: number }, psk: string, now: Date): Promise<IotRoomRow> {
  const [row] = await tx.update(iotRooms).set({ psk, updatedAt: now }).where(eq(iotRooms.id, room.id)).returning();
  if (!row) throw new Error(`room ${room.id} vanished inside its own transaction`);
  return row;
}

/** The site's device of that serial; `forUpdate` locks it so two commands on it are decided one after the other. */
export async function findDeviceBySerial(
  db: Database,
  site: ScopedSite,
  serial: string,
  options: { forUpdate?: boolean } = {},
): Promise<IotDeviceRow | undefined> {
  const query = db
    .select()
    .from(iotDevices)
    .where(and(eq(iotDevices.siteId, site.id), eq(iotDevices.serial, serial)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

/** A spare is free when no replacement holds it, or the one that did is no longer waiting (failed, expired). */
function spareIsFree(now: Date): SQL {
  return or(
    isNull(iotSpares.reservedByCommandId),
    sql`not exists (select 1 from ${iotCommands} as reserving where reserving.id = ${iotSpares.reservedByCommandId}
      and reserving.state in ('queued', 'sent') and reserving.expires_at > ${now})`,
  ) as SQL;
}

/** The site's spares that no running replacement holds, by model then serial. */
export async function findFreeSpares(db: Database, site: ScopedSite, now: Date): Promise<IotSpareRow[]> {
  return db
    .select()
    .from(iotSpares)
    .where(and(eq(iotSpares.siteId, site.id), spareIsFree(now)))
    .orderBy(asc(iotSpares.model), asc(iotSpares.serial));
}

/**
 * The site's free spare of that serial, locked: a second replacement asking
 * for it waits for the first to commit, then reads it reserved (none).
 */
export async function lockFreeSpare(
  tx: Database,
  site: ScopedSite,
  serial: string,
  now: Date,
): Promise<IotSpareRow | undefined> {
  const [row] = await tx
    .select()
    .from(iotSpares)
    .where(and(eq(iotSpares.siteId, site.id), eq(iotSpares.serial, serial)))
    .for("update");
  if (!row) return undefined;
  // Read again after the lock: a replacement committed meanwhile has reserved it.
  const [free] = await tx
    .select({ id: iotSpares.id })
    .from(iotSpares)
    .where(and(eq(iotSpares.id, row.id), spareIsFree(now)));
  return free ? row : undefined;
}

export async function countFreeSparesOfModel(
  tx: Database,
  site: ScopedSite,
  model: string,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(iotSpares)
    .where(and(eq(iotSpares.siteId, site.id), eq(iotSpares.model, model), spareIsFree(now)));
  return row?.count ?? 0;
}

export async function reserveSpare(tx: Database, spare: { id: number }, commandId: number): Promise<void> {
  await tx.update(iotSpares).set({ reservedByCommandId: commandId }).where(eq(iotSpares.id, spare.id));
}

export async function findMessages(db: Database, site: ScopedSite): Promise<IotMessageRow[]> {
  return db.select().from(iotMessages).where(eq(iotMessages.siteId, site.id)).orderBy(asc(iotMessages.id));
}

export async function findMessage(
  db: Database,
  site: ScopedSite,
  messageId: number,
  options: { forUpdate?: boolean } = {},
): Promise<IotMessageRow | undefined> {
  const query = db
    .select()
    .from(iotMessages)
    .where(and(eq(iotMessages.siteId, site.id), eq(iotMessages.id, messageId)));
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}

/**
 * Locks the site's messages: two enables at once are then decided one after
 * the other (the second disables what the first enabled) rather than the
 * second failing on the one-enabled index.
 */
export async function lockSiteMessages(tx: Database, site: ScopedSite): Promise<void> {
  await tx.select({ id: iotMessages.id }).from(iotMessages).where(eq(iotMessages.siteId, site.id)).for("update");
}

export async function insertMessage(
  tx: Database,
  site: ScopedSite,
  values: { title: string; content: string },
): Promise<IotMessageRow> {
  const [row] = await tx
    .insert(iotMessages)
    .values({ siteId: site.id, title: values.title, content: values.content, isEnabled: false })
    .returning();
  if (!row) throw new Error("the message insert returned nothing");
  return row;
}

export async function updateMessage(
  tx: Database,
  message: { id: number },
  values: { title?: string; content: string },
  now: Date,
): Promise<IotMessageRow> {
  const [row] = await tx
    .update(iotMessages)
    .set({ ...values, updatedAt: now })
    .where(eq(iotMessages.id, message.id))
    .returning();
  if (!row) throw new Error(`message ${message.id} vanished inside its own transaction`);
  return row;
}

export async function deleteMessage(tx: Database, message: { id: number }): Promise<void> {
  await tx.delete(iotMessages).where(eq(iotMessages.id, message.id));
}

/** Disables the site's enabled message(s); `except` stays as it is. */
export async function disableMessages(tx: Database, site: ScopedSite, now: Date, except?: number): Promise<void> {
  await tx
    .update(iotMessages)
    .set({ isEnabled: false, updatedAt: now })
    .where(
      and(
        eq(iotMessages.siteId, site.id),
        eq(iotMessages.isEnabled, true),
        except === undefined ? undefined : sql`${iotMessages.id} <> ${except}`,
      ),
    );
}

export async function enableMessage(tx: Database, message: { id: number }, now: Date): Promise<IotMessageRow> {
  const [row] = await tx
    .update(iotMessages)
    .set({ isEnabled: true, updatedAt: now })
    .where(eq(iotMessages.id, message.id))
    .returning();
  if (!row) throw new Error(`message ${message.id} vanished inside its own transaction`);
  return row;
}

export async function findSiteWlans(db: Database, site: ScopedSite) {
  return db
    .select({ name: iotSiteWlans.name, ssid: iotSiteWlans.ssid, psk: iotSiteWlans.psk })
    .from(iotSiteWlans)
    .where(eq(iotSiteWlans.siteId, site.id))
    .orderBy(asc(iotSiteWlans.name));
}

export async function findTvPinCode(db: Database, site: ScopedSite): Promise<string | undefined> {
  const [row] = await db
    .select({ pin: iotSiteSettings.tvPinCode })
    .from(iotSiteSettings)
    .where(eq(iotSiteSettings.siteId, site.id));
  return row?.pin;
}
