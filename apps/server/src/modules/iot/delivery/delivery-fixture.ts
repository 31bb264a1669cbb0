import { iotCommandLifetimeMs } from "@ondine/domain";
import type { Database } from "../../../db";
import { collectorSites, collectors, iotCommands, iotDevices, iotRooms, iotSpares } from "../../../db/schema";
import { insertOrganism } from "../../../test/organism-factory";
import { insertSite } from "../../../test/site-factory";

// Test support for the delivery's tests: a hotel site with a room, a stick, a
// TV and a spare, and commands inserted straight into iot_commands (the
// console's queueing is the other half of the module).

export type DeliverySite = {
  siteId: number;
  roomId: number;
  stick: { id: number; serial: string; mac: string };
  tv: { id: number; serial: string; mac: string };
  spare: { id: number; serial: string; mac: string };
};

let counter = 0;
const hex = (value: number) => value.toString(16).padStart(2, "0");

/** A hotel site: room "101" with a stick and a TV, a spare stick of the stick's model. */
export async function insertDeliverySite(db: Database, organismId?: number): Promise<DeliverySite> {
  const organism = organismId ?? (await insertOrganism(db)).id;
  const siteId = (await insertSite(db, { organismId: organism })).id;
  counter += 1;
  const n = counter;
  const [room] = await db
    .insert(iotRooms)
    .values({ siteId, name: "101", psk: "old-room-key", hotspotId: 1 })
    .returning({ id: iotRooms.id });
  if (!room) throw new Error("no room");
  const device = async (type: "chromecast" | "tv", index: number) => {
    const serial = `SN${type === "tv" ? "TV" : "CC"}${n}-${index}`;
    const mac = `02:10:00:${hex(n)}:00:${hex(index)}`;
    const [row] = await db
      .insert(iotDevices)
      .values({
        siteId,
        roomId: room.id,
        type,
        name: type === "tv" ? "TV 101" : "Stick 101",
        model: type === "tv" ? "43UN" : "Chromecast 3",
        manufacturer: type === "tv" ? "LG" : "Google",
        serial,
        mac,
        isProvisioned: true,
        isReachable: true,
        psk: "old-room-key",
      })
      .returning({ id: iotDevices.id });
    if (!row) throw new Error("no device");
    return { id: row.id, serial, mac };
  };
  const stick = await device("chromecast", 1);
  const tv = await device("tv", 2);
  const spareSerial = `SNSPARE${n}`;
  const spareMac = `02:20:00:${hex(n)}:00:01`;
  const [spare] = await db
    .insert(iotSpares)
    .values({
      siteId,
      type: "chromecast",
      model: "Chromecast 3",
      manufacturer: "Google",
      serial: spareSerial,
      mac: spareMac,
    })
    .returning({ id: iotSpares.id });
  if (!spare) throw new Error("no spare");
  return { siteId, roomId: room.id, stick, tv, spare: { id: spare.id, serial: spareSerial, mac: spareMac } };
}

export type CommandValues = Partial<typeof iotCommands.$inferInsert> & {
  siteId: number;
  kind: (typeof iotCommands.$inferInsert)["kind"];
};

/** A command as the console queues it, made at `createdAt` (expires a lifetime later). */
export async function insertCommand(db: Database, values: CommandValues, createdAt: Date): Promise<number> {
  const [row] = await db
    .insert(iotCommands)
    .values({
      createdAt,
      expiresAt: new Date(createdAt.getTime() + iotCommandLifetimeMs),
      ...values,
    })
    .returning({ id: iotCommands.id });
  if (!row) throw new Error("no command");
  return row.id;
}

/** A collector of those sites, as the delivery sees it (its token is of no use here). */
export async function insertDeliveryCollector(
  db: Database,
  siteIds: readonly number[],
): Promise<{ id: number; siteIds: ReadonlySet<number> }> {
  counter += 1;
  const [row] = await db
    .insert(collectors)
    .values({ name: `Collector ${counter}`, tokenHash: `hash-${counter}-${Date.now()}` })
    .returning({ id: collectors.id });
  if (!row) throw new Error("no collector");
  await db.insert(collectorSites).values(siteIds.map((siteId) => ({ collectorId: row.id, siteId })));
  return { id: row.id, siteIds: new Set(siteIds) };
}
