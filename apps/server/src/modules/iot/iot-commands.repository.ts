import { type CollectorPrivateKeys, type IotCommandKind, iotCommandLifetimeMs, iotHistoryLimit } from "@ondine/domain";
import { and, desc, eq, inArray, isNotNull, ne, not, or, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { iotCommands, iotDevices, users } from "../../db/schema";
import type { ScopedSite } from "../../scope/in-scope";
import { isLiveCommand } from "./iot.repository";

export type IotCommandRow = typeof iotCommands.$inferSelect;

/** Who asked for a command: the person behind the session (an admin logged in as someone is themself). */
export type IotCommandActor = { id: number; impersonatorId: number | null };

/** What a command is about, copied on its row so the history reads the same after the device or message changes. */
export type IotCommandSubject = {
  kind: IotCommandKind;
  device?: { id: number; serial: string; name: string; roomId: number | null } | null;
  roomId?: number | null;
  spareSerial?: string | null;
  newPsk?: string | null;
  message?: { id: number; title: string; content: string } | null;
  /** private_keys: the SSID and the key changes, in order (docs/private-wifi.md#commands). */
  privateKeys?: CollectorPrivateKeys | null;
  /** speed_test and diagnosis: the run it carries out (docs/site-tools.md#commands). */
  siteToolRunId?: number | null;
};

/**
 * Queues a command to the site's equipment, in the caller's transaction
 * (docs/iot.md "Commands"): state queued, expiring iotCommandLifetimeMs after
 * `now`, with the real person who asked and their name as it is now. The
 * insert's trigger notifies `ondine_iot_commands`, which wakes the site's
 * collector if it is waiting (the hotel IoT work delivery). `site`: one in
 * the caller's scope, or the site of the rows a server job works on; `actor`
 * null: the server's own change (docs/private-wifi.md#expiry), nobody named.
 */
export async function queueIotCommand(
  tx: Database,
  values: { site: ScopedSite | { readonly id: number }; actor: IotCommandActor | null; now: Date } & IotCommandSubject,
): Promise<IotCommandRow> {
  const personId = values.actor ? (values.actor.impersonatorId ?? values.actor.id) : null;
  const [person] =
    personId === null
      ? []
      : await tx
          .select({ name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
          .from(users)
          .where(eq(users.id, personId));
  const device = values.device ?? null;
  const [row] = await tx
    .insert(iotCommands)
    .values({
      siteId: values.site.id,
      kind: values.kind,
      state: "queued",
      deviceId: device?.id ?? null,
      roomId: values.roomId ?? device?.roomId ?? null,
      deviceSerial: device?.serial ?? null,
      deviceName: device?.name ?? null,
      spareSerial: values.spareSerial ?? null,
      newPsk: values.newPsk ?? null,
      messageId: values.message?.id ?? null,
      messageTitle: values.message?.title ?? null,
      messageContent: values.message?.content ?? null,
      privateKeys: values.privateKeys ?? null,
      siteToolRunId: values.siteToolRunId ?? null,
      actorUserId: person ? personId : null,
      actorName: person?.name.trim() || null,
      createdAt: values.now,
      expiresAt: new Date(values.now.getTime() + iotCommandLifetimeMs),
    })
    .returning();
  if (!row) throw new Error("the command insert returned nothing");
  return row;
}

/** The site's commands still waiting at `now` that a room or a device card shows (restart, replace, checkout). */
export async function findLiveCommandsOfSite(db: Database, site: ScopedSite, now: Date): Promise<IotCommandRow[]> {
  return db
    .select()
    .from(iotCommands)
    .where(
      and(
        eq(iotCommands.siteId, site.id),
        isLiveCommand(now),
        or(isNotNull(iotCommands.deviceId), eq(iotCommands.kind, "checkout")),
      ),
    )
    .orderBy(iotCommands.id);
}

/** The command still waiting on that device, if any (call with the device locked). */
export async function findLiveCommandOfDevice(
  tx: Database,
  device: { id: number },
  now: Date,
): Promise<IotCommandRow | undefined> {
  const [row] = await tx
    .select()
    .from(iotCommands)
    .where(and(eq(iotCommands.deviceId, device.id), isLiveCommand(now)))
    .limit(1);
  return row;
}

/** A command with the name of who asked, blank when their account is gone. */
export type IotCommandHistoryRow = IotCommandRow & { actorExists: boolean };

/** A room's commands and its devices', newest first, at most iotHistoryLimit (a site's private keys are no room's). */
export async function findRoomHistory(db: Database, room: { id: number }): Promise<IotCommandHistoryRow[]> {
  const roomDevices = db.select({ id: iotDevices.id }).from(iotDevices).where(eq(iotDevices.roomId, room.id));
  const rows = await db
    .select({ command: iotCommands, actorId: users.id })
    .from(iotCommands)
    .leftJoin(users, eq(users.id, iotCommands.actorUserId))
    .where(
      and(
        or(eq(iotCommands.roomId, room.id), inArray(iotCommands.deviceId, roomDevices)),
        ne(iotCommands.kind, "private_keys"),
      ),
    )
    .orderBy(desc(iotCommands.id))
    .limit(iotHistoryLimit);
  return rows.map(({ command, actorId }) => ({ ...command, actorExists: actorId !== null }));
}

/** How a command ended: the collector's result (`failure`: its words when it failed), or expired at `expires_at`. */
export type FinishedIotCommand = {
  id: number;
  state: "acknowledged" | "failed" | "expired";
  finishedAt: Date;
  failure: string | null;
};

/**
 * Those of the `kind` commands `ids` that are over at `now`: finished, or
 * still pending past their `expires_at`, read as expired then (no result is
 * taken after it, docs/ingest.md#commands), whether or not the sweep has
 * marked them yet.
 */
export async function findFinishedIotCommands(
  db: Database,
  kind: IotCommandKind,
  ids: readonly number[],
  now: Date,
): Promise<FinishedIotCommand[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: iotCommands.id,
      state: iotCommands.state,
      finishedAt: iotCommands.finishedAt,
      expiresAt: iotCommands.expiresAt,
      failure: iotCommands.failure,
    })
    .from(iotCommands)
    .where(and(inArray(iotCommands.id, [...ids]), eq(iotCommands.kind, kind), not(isLiveCommand(now))));
  return rows.map(
    (row): FinishedIotCommand =>
      row.state === "queued" || row.state === "sent"
        ? { id: row.id, state: "expired", finishedAt: row.expiresAt, failure: null }
        : { id: row.id, state: row.state, finishedAt: row.finishedAt ?? row.expiresAt, failure: row.failure },
  );
}

/** How the command of a site tool run ended (`runId`: its `site_tool_run_id`). */
export type FinishedSiteToolCommand = FinishedIotCommand & { runId: number };

/**
 * The commands of these site tool runs that are over at `now`, as
 * {@link findFinishedIotCommands} reads them (a pending one past its
 * `expires_at` is expired): how the site tools settle the runs whose
 * command expired (docs/site-tools.md#commands).
 */
export async function findFinishedSiteToolCommands(
  db: Database,
  runIds: readonly number[],
  now: Date,
): Promise<FinishedSiteToolCommand[]> {
  if (runIds.length === 0) return [];
  const rows = await db
    .select({
      id: iotCommands.id,
      runId: iotCommands.siteToolRunId,
      state: iotCommands.state,
      finishedAt: iotCommands.finishedAt,
      expiresAt: iotCommands.expiresAt,
      failure: iotCommands.failure,
    })
    .from(iotCommands)
    .where(
      and(
        inArray(iotCommands.siteToolRunId, [...runIds]),
        inArray(iotCommands.kind, ["speed_test", "diagnosis"]),
        not(isLiveCommand(now)),
      ),
    );
  return rows.flatMap((row): FinishedSiteToolCommand[] => {
    if (row.runId === null) return [];
    return [
      row.state === "queued" || row.state === "sent"
        ? { id: row.id, runId: row.runId, state: "expired", finishedAt: row.expiresAt, failure: null }
        : {
            id: row.id,
            runId: row.runId,
            state: row.state,
            finishedAt: row.finishedAt ?? row.expiresAt,
            failure: row.failure,
          },
    ];
  });
}
