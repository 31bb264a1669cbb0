import { type CollectorIotCommand, type CollectorSiteTool, iotCommandRedeliveryMs } from "@ondine/domain";
import { and, asc, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../../db";
import { iotCommands, iotDevices, iotRooms, iotSpares } from "../../../db/schema";
import type { SiteToolRunsPort } from "./site-tool-runs-port";

/** The most commands one `GET /ingest/v1/commands` answers; the rest come with the next call. */
export const iotCommandsPerDelivery = 100;

export type IotCommandRow = typeof iotCommands.$inferSelect;

const pending = inArray(iotCommands.state, ["queued", "sent"]);

/**
 * Marks `expired` the pending commands whose time is up (of `siteIds` only,
 * when given), as of their `expires_at`, and releases the spares their
 * replacements held. Returns how many expired.
 */
export async function expirePendingIotCommands(db: Database, now: Date, siteIds?: readonly number[]): Promise<number> {
  if (siteIds && siteIds.length === 0) return 0;
  const expired = await db
    .update(iotCommands)
    .set({ state: "expired", finishedAt: sql`${iotCommands.expiresAt}` })
    .where(
      and(pending, lte(iotCommands.expiresAt, now), siteIds ? inArray(iotCommands.siteId, [...siteIds]) : undefined),
    )
    .returning({ id: iotCommands.id, kind: iotCommands.kind });
  await releaseSpares(
    db,
    expired.filter((command) => command.kind === "replace").map((command) => command.id),
  );
  return expired.length;
}

/** The spares the replacements `commandIds` reserved go back to the site's stock. */
export async function releaseSpares(db: Database, commandIds: readonly number[]): Promise<void> {
  if (commandIds.length === 0) return;
  await db
    .update(iotSpares)
    .set({ reservedByCommandId: null })
    .where(inArray(iotSpares.reservedByCommandId, [...commandIds]));
}

/**
 * Locks and marks sent the deliverable commands of `siteIds`: queued, or sent
 * more than `iotCommandRedeliveryMs` ago without a result, not expired;
 * oldest first. A command another delivery holds locked is skipped.
 */
export async function markDeliverableIotCommandsSent(
  db: Database,
  siteIds: readonly number[],
  collectorId: number,
  now: Date,
): Promise<IotCommandRow[]> {
  if (siteIds.length === 0) return [];
  const redeliverBefore = new Date(now.getTime() - iotCommandRedeliveryMs);
  const locked = await db
    .select({ id: iotCommands.id })
    .from(iotCommands)
    .where(
      and(
        inArray(iotCommands.siteId, [...siteIds]),
        or(
          eq(iotCommands.state, "queued"),
          and(eq(iotCommands.state, "sent"), lte(iotCommands.sentAt, redeliverBefore)),
        ),
        gt(iotCommands.expiresAt, now),
      ),
    )
    .orderBy(asc(iotCommands.id))
    .limit(iotCommandsPerDelivery)
    .for("update", { skipLocked: true });
  if (locked.length === 0) return [];
  const rows = await db
    .update(iotCommands)
    .set({ state: "sent", sentAt: now, collectorId })
    .where(
      inArray(
        iotCommands.id,
        locked.map((row) => row.id),
      ),
    )
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** The kinds a site tool run carries out (docs/site-tools.md#commands). */
export const isSiteToolCommand = (row: Pick<IotCommandRow, "kind">) =>
  row.kind === "speed_test" || row.kind === "diagnosis";

/**
 * The commands as the collector receives them: their device, room (with its
 * devices), spare, message, private keys or site tool (its run's, through
 * `siteToolRuns`: without it, a site tool command cannot be described).
 */
export async function collectorIotCommands(
  db: Database,
  rows: readonly IotCommandRow[],
  siteToolRuns?: SiteToolRunsPort,
): Promise<CollectorIotCommand[]> {
  if (rows.length === 0) return [];
  const runIds = unique(
    rows.flatMap((row) => (isSiteToolCommand(row) && row.siteToolRunId !== null ? [row.siteToolRunId] : [])),
  );
  if (runIds.length > 0 && !siteToolRuns) throw new Error("site tool commands need the site tools' port");
  const siteTools =
    runIds.length > 0 && siteToolRuns
      ? await siteToolRuns.describeSiteToolRuns(db, runIds)
      : new Map<number, CollectorSiteTool>();
  const deviceIds = unique(rows.flatMap((row) => (row.deviceId === null ? [] : [row.deviceId])));
  const roomIds = unique(rows.flatMap((row) => (row.kind === "checkout" && row.roomId !== null ? [row.roomId] : [])));
  const spareSerials = unique(rows.flatMap((row) => (row.spareSerial === null ? [] : [row.spareSerial])));
  const devices =
    deviceIds.length === 0
      ? []
      : await db
          .select({
            id: iotDevices.id,
            serial: iotDevices.serial,
            mac: iotDevices.mac,
            type: iotDevices.type,
            model: iotDevices.model,
          })
          .from(iotDevices)
          .where(inArray(iotDevices.id, deviceIds));
  const rooms =
    roomIds.length === 0
      ? []
      : await db.select({ id: iotRooms.id, name: iotRooms.name }).from(iotRooms).where(inArray(iotRooms.id, roomIds));
  const roomDevices =
    roomIds.length === 0
      ? []
      : await db
          .select({ roomId: iotDevices.roomId, serial: iotDevices.serial })
          .from(iotDevices)
          .where(inArray(iotDevices.roomId, roomIds))
          .orderBy(asc(iotDevices.serial));
  const spares =
    spareSerials.length === 0
      ? []
      : await db
          .select({ serial: iotSpares.serial, mac: iotSpares.mac, model: iotSpares.model })
          .from(iotSpares)
          .where(inArray(iotSpares.serial, spareSerials));
  const deviceById = new Map(devices.map((device) => [device.id, device]));
  const roomById = new Map(rooms.map((room) => [room.id, room]));
  const spareBySerial = new Map(spares.map((spare) => [spare.serial, spare]));
  return rows.map((row) => {
    const device = row.deviceId === null ? undefined : deviceById.get(row.deviceId);
    const room = row.kind === "checkout" && row.roomId !== null ? roomById.get(row.roomId) : undefined;
    const spare = row.kind === "replace" && row.spareSerial !== null ? spareBySerial.get(row.spareSerial) : undefined;
    return {
      id: row.id,
      site_id: row.siteId,
      kind: row.kind,
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      device: device
        ? { serial: device.serial, mac_address: device.mac, type: device.type, model: device.model }
        : null,
      room: room
        ? {
            id: room.id,
            name: room.name,
            psk: row.newPsk,
            device_serials: roomDevices.filter((entry) => entry.roomId === room.id).map((entry) => entry.serial),
          }
        : null,
      spare: spare ? { serial: spare.serial, mac_address: spare.mac, model: spare.model } : null,
      // The message as it was when the command was made; id 0 when it has since been deleted.
      message:
        row.kind === "message" && row.messageTitle !== null && row.messageContent !== null
          ? { id: row.messageId ?? 0, title: row.messageTitle, content: row.messageContent }
          : null,
      // The SSID and the key changes as they were queued (docs/private-wifi.md#commands).
      private_keys: row.kind === "private_keys" ? row.privateKeys : null,
      // What to run: the line to measure, or the ports and pings (docs/site-tools.md#commands).
      site_tool:
        isSiteToolCommand(row) && row.siteToolRunId !== null ? (siteTools.get(row.siteToolRunId) ?? null) : null,
    };
  });
}

function unique(values: readonly number[]): number[];
function unique(values: readonly string[]): string[];
function unique(values: readonly (number | string)[]): (number | string)[] {
  return [...new Set(values)];
}

/** The command, locked until the transaction ends. */
export async function lockIotCommand(db: Database, id: number): Promise<IotCommandRow | undefined> {
  const [row] = await db.select().from(iotCommands).where(eq(iotCommands.id, id)).for("update");
  return row;
}

export async function finishIotCommand(
  db: Database,
  id: number,
  values: { state: "acknowledged" | "failed" | "expired"; finishedAt: Date; failure?: string | null },
): Promise<void> {
  await db
    .update(iotCommands)
    .set({ state: values.state, finishedAt: values.finishedAt, failure: values.failure ?? null })
    .where(eq(iotCommands.id, id));
}

/**
 * A replacement done: the device becomes the spare (its serial, MAC, model,
 * maker), provisioned, and the spare leaves the stock. Nothing happens when
 * the spare is no longer there.
 */
export async function swapInSpare(db: Database, command: IotCommandRow, now: Date): Promise<void> {
  if (command.deviceId === null || command.spareSerial === null) return;
  const [spare] = await db
    .delete(iotSpares)
    .where(and(eq(iotSpares.serial, command.spareSerial), eq(iotSpares.siteId, command.siteId)))
    .returning();
  if (!spare) return;
  await db
    .update(iotDevices)
    .set({
      serial: spare.serial,
      mac: spare.mac,
      model: spare.model,
      manufacturer: spare.manufacturer,
      type: spare.type,
      isProvisioned: true,
      // Another piece of hardware: its own reports start afresh.
      lastSeenAt: null,
      updatedAt: now,
    })
    .where(eq(iotDevices.id, command.deviceId));
}

/**
 * A checkout done: the room's devices now have its new key. A key replaced
 * since by a later checkout is not given (that one carries the newer key).
 */
export async function giveRoomKey(db: Database, command: IotCommandRow, now: Date): Promise<void> {
  if (command.roomId === null || command.newPsk === null) return;
  const [room] = await db
    .select({ psk: iotRooms.psk })
    .from(iotRooms)
    .where(and(eq(iotRooms.id, command.roomId), eq(iotRooms.siteId, command.siteId)));
  if (!room || room.psk !== command.newPsk) return;
  await db.update(iotDevices).set({ psk: command.newPsk, updatedAt: now }).where(eq(iotDevices.roomId, command.roomId));
}
