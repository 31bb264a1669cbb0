import { iotCommandLifetimeMs, iotCommandRedeliveryMs } from "@ondine/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { iotCommands, iotDevices, iotRooms, iotSpares } from "../../../db/schema";
import { testEngines } from "../../../test/test-database";
import { useTestApp } from "../../../test/use-test-app";
import {
  type CommandCollector,
  expireIotCommands,
  recordIotCommandResult,
  takePendingIotCommands,
} from "./delivery.service";
import { type DeliverySite, insertCommand, insertDeliveryCollector, insertDeliverySite } from "./delivery-fixture";

const start = new Date("2026-11-26T10:00:00Z");
const later = (ms: number) => new Date(start.getTime() + ms);

describe.each(testEngines)("IoT command delivery on %s", (engine) => {
  const t = useTestApp(engine);
  let site: DeliverySite;
  let other: DeliverySite;
  let hotelCollector: CommandCollector;
  let otherCollector: CommandCollector;
  const collector = () => hotelCollector;

  /** Each test's hotel site and another site, each with its own collector. */
  const givenTwoSites = async () => {
    site = await insertDeliverySite(t.db);
    other = await insertDeliverySite(t.db);
    hotelCollector = await insertDeliveryCollector(t.db, [site.siteId]);
    otherCollector = await insertDeliveryCollector(t.db, [other.siteId]);
  };

  const stateOf = async (id: number) => {
    const [row] = await t.db.select().from(iotCommands).where(eq(iotCommands.id, id));
    return row;
  };

  it("delivers the collector's queued commands oldest first, marked sent, with their device, and not another site's", async () => {
    await givenTwoSites();
    const restart = await insertCommand(
      t.db,
      {
        siteId: site.siteId,
        kind: "restart",
        deviceId: site.stick.id,
        roomId: site.roomId,
        deviceSerial: site.stick.serial,
      },
      start,
    );
    const message = await insertCommand(
      t.db,
      {
        siteId: site.siteId,
        kind: "message",
        messageId: null,
        messageTitle: "Bienvenue",
        messageContent: "Bon séjour",
      },
      later(1_000),
    );
    await insertCommand(t.db, { siteId: other.siteId, kind: "restart", deviceId: other.stick.id }, start);

    const commands = await takePendingIotCommands(t.db, collector(), later(2_000));
    expect(commands.map((command) => command.id)).toEqual([restart, message]);
    expect(commands[0]).toMatchObject({
      kind: "restart",
      site_id: site.siteId,
      device: { serial: site.stick.serial, mac_address: site.stick.mac, type: "chromecast", model: "Chromecast 3" },
      room: null,
      spare: null,
      message: null,
      private_keys: null,
      expires_at: later(iotCommandLifetimeMs).toISOString(),
    });
    expect(commands[1]?.message).toEqual({ id: 0, title: "Bienvenue", content: "Bon séjour" });
    expect(commands[1]?.private_keys).toBeNull();
    expect(await stateOf(restart)).toMatchObject({
      state: "sent",
      sentAt: later(2_000),
      collectorId: hotelCollector.id,
    });

    // Taken: not delivered again before the redelivery delay.
    expect(await takePendingIotCommands(t.db, collector(), later(3_000))).toEqual([]);
  });

  it("delivers a sent command again once it has waited iotCommandRedeliveryMs without a result", async () => {
    await givenTwoSites();
    const id = await insertCommand(t.db, { siteId: site.siteId, kind: "restart", deviceId: site.tv.id }, start);
    expect(await takePendingIotCommands(t.db, collector(), start)).toHaveLength(1);
    expect(await takePendingIotCommands(t.db, collector(), later(iotCommandRedeliveryMs - 1))).toEqual([]);
    const again = await takePendingIotCommands(t.db, collector(), later(iotCommandRedeliveryMs));
    expect(again.map((command) => command.id)).toEqual([id]);
    expect((await stateOf(id))?.sentAt).toEqual(later(iotCommandRedeliveryMs));
  });

  it("expires queued and sent commands whose time is up, at their expires_at, and never delivers them", async () => {
    await givenTwoSites();
    const queued = await insertCommand(t.db, { siteId: site.siteId, kind: "restart", deviceId: site.tv.id }, start);
    const sent = await insertCommand(
      t.db,
      { siteId: site.siteId, kind: "restart", deviceId: site.stick.id, state: "sent", sentAt: start },
      start,
    );
    expect(await takePendingIotCommands(t.db, collector(), later(iotCommandLifetimeMs))).toEqual([]);
    for (const id of [queued, sent]) {
      expect(await stateOf(id)).toMatchObject({ state: "expired", finishedAt: later(iotCommandLifetimeMs) });
    }
  });

  it("the sweep expires every site's commands and releases the spares their replacements held", async () => {
    await givenTwoSites();
    const replace = await insertCommand(
      t.db,
      { siteId: other.siteId, kind: "replace", deviceId: other.stick.id, spareSerial: other.spare.serial },
      start,
    );
    await t.db.update(iotSpares).set({ reservedByCommandId: replace }).where(eq(iotSpares.id, other.spare.id));
    expect(await expireIotCommands(t.db, later(iotCommandLifetimeMs - 1))).toBe(0);
    expect(await expireIotCommands(t.db, later(iotCommandLifetimeMs + 5_000))).toBe(1);
    expect((await stateOf(replace))?.state).toBe("expired");
    const [spare] = await t.db.select().from(iotSpares).where(eq(iotSpares.id, other.spare.id));
    expect(spare?.reservedByCommandId).toBeNull();
  });

  it("acknowledged: a restart is finished and changes nothing else", async () => {
    await givenTwoSites();
    const id = await insertCommand(t.db, { siteId: site.siteId, kind: "restart", deviceId: site.tv.id }, start);
    await takePendingIotCommands(t.db, collector(), later(1_000));
    const answer = await recordIotCommandResult(
      t.db,
      collector(),
      id,
      { status: "acknowledged", stamp: later(4_000) },
      later(5_000),
    );
    expect(answer).toEqual({ id, state: "acknowledged" });
    expect(await stateOf(id)).toMatchObject({ state: "acknowledged", finishedAt: later(4_000), failure: null });
    const [tv] = await t.db.select().from(iotDevices).where(eq(iotDevices.id, site.tv.id));
    expect(tv).toMatchObject({ serial: site.tv.serial, mac: site.tv.mac });
  });

  it("a result for a finished command, or for one whose time is up, is refused 422 (and the latter marked expired)", async () => {
    await givenTwoSites();
    const id = await insertCommand(t.db, { siteId: site.siteId, kind: "restart", deviceId: site.tv.id }, start);
    await takePendingIotCommands(t.db, collector(), later(1_000));
    await recordIotCommandResult(t.db, collector(), id, { status: "failed" }, later(2_000));
    await expect(
      recordIotCommandResult(t.db, collector(), id, { status: "acknowledged" }, later(3_000)),
    ).rejects.toMatchObject({ statusCode: 422, errors: { command: ["iots.command.errors.finished"] } });

    const late = await insertCommand(t.db, { siteId: site.siteId, kind: "restart", deviceId: site.tv.id }, start);
    await takePendingIotCommands(t.db, collector(), later(1_000));
    await expect(
      recordIotCommandResult(t.db, collector(), late, { status: "acknowledged" }, later(iotCommandLifetimeMs)),
    ).rejects.toMatchObject({ statusCode: 422, errors: { command: ["iots.command.errors.finished"] } });
    expect(await stateOf(late)).toMatchObject({ state: "expired", finishedAt: later(iotCommandLifetimeMs) });
  });

  it("a result for another site's command, or for no command, is refused 404", async () => {
    await givenTwoSites();
    const theirs = await insertCommand(t.db, { siteId: other.siteId, kind: "restart", deviceId: other.tv.id }, start);
    await takePendingIotCommands(t.db, otherCollector, later(1_000));
    await expect(
      recordIotCommandResult(t.db, collector(), theirs, { status: "acknowledged" }, later(2_000)),
    ).rejects.toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
    expect((await stateOf(theirs))?.state).toBe("sent");
    await expect(
      recordIotCommandResult(t.db, collector(), 999_999, { status: "acknowledged" }, later(2_000)),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it("a result for a command never sent is refused 422", async () => {
    await givenTwoSites();
    const id = await insertCommand(t.db, { siteId: site.siteId, kind: "restart", deviceId: site.tv.id }, start);
    await expect(
      recordIotCommandResult(t.db, collector(), id, { status: "acknowledged" }, later(1_000)),
    ).rejects.toMatchObject({ statusCode: 422, errors: { command: ["formErrors.invalid"] } });
    expect((await stateOf(id))?.state).toBe("queued");
  });

  it("replace: delivered with its spare; failed, the spare goes back; acknowledged, the device becomes the spare", async () => {
    await givenTwoSites();
    const reserve = async (commandId: number) =>
      t.db.update(iotSpares).set({ reservedByCommandId: commandId }).where(eq(iotSpares.id, site.spare.id));
    const values = {
      siteId: site.siteId,
      kind: "replace" as const,
      deviceId: site.stick.id,
      roomId: site.roomId,
      deviceSerial: site.stick.serial,
      spareSerial: site.spare.serial,
    };
    const failing = await insertCommand(t.db, values, start);
    await reserve(failing);
    const [delivered] = await takePendingIotCommands(t.db, collector(), later(1_000));
    expect(delivered?.spare).toEqual({ serial: site.spare.serial, mac_address: site.spare.mac, model: "Chromecast 3" });
    await recordIotCommandResult(
      t.db,
      collector(),
      failing,
      { status: "failed", message: "  device did not answer " },
      later(2_000),
    );
    expect(await stateOf(failing)).toMatchObject({ state: "failed", failure: "device did not answer" });
    const [released] = await t.db.select().from(iotSpares).where(eq(iotSpares.id, site.spare.id));
    expect(released?.reservedByCommandId).toBeNull();

    const working = await insertCommand(t.db, values, later(3_000));
    await reserve(working);
    await takePendingIotCommands(t.db, collector(), later(4_000));
    await recordIotCommandResult(t.db, collector(), working, { status: "acknowledged" }, later(5_000));
    const [device] = await t.db.select().from(iotDevices).where(eq(iotDevices.id, site.stick.id));
    expect(device).toMatchObject({
      serial: site.spare.serial,
      mac: site.spare.mac,
      model: "Chromecast 3",
      isProvisioned: true,
      roomId: site.roomId,
    });
    expect(await t.db.select().from(iotSpares).where(eq(iotSpares.id, site.spare.id))).toEqual([]);
    // The history keeps the serial the device had when the command was made.
    expect((await stateOf(working))?.deviceSerial).toBe(site.stick.serial);
  });

  it("checkout: delivered with the room's new key and its devices; acknowledged, the devices take the key", async () => {
    await givenTwoSites();
    await t.db.update(iotRooms).set({ psk: "new-room-key" }).where(eq(iotRooms.id, site.roomId));
    const id = await insertCommand(
      t.db,
      { siteId: site.siteId, kind: "checkout", roomId: site.roomId, newPsk: "new-room-key" },
      start,
    );
    const [delivered] = await takePendingIotCommands(t.db, collector(), later(1_000));
    const serials = [site.stick.serial, site.tv.serial].sort();
    expect(delivered?.room).toEqual({ id: site.roomId, name: "101", psk: "new-room-key", device_serials: serials });
    expect(delivered?.device).toBeNull();
    await recordIotCommandResult(t.db, collector(), id, { status: "acknowledged" }, later(2_000));
    const devices = await t.db.select().from(iotDevices).where(eq(iotDevices.roomId, site.roomId));
    expect(devices.map((device) => device.psk)).toEqual(["new-room-key", "new-room-key"]);
  });

  it("checkout: an older checkout acknowledged after a newer key was issued does not give the older key", async () => {
    await givenTwoSites();
    await t.db.update(iotRooms).set({ psk: "newest-key" }).where(eq(iotRooms.id, site.roomId));
    const id = await insertCommand(
      t.db,
      { siteId: site.siteId, kind: "checkout", roomId: site.roomId, newPsk: "superseded-key" },
      start,
    );
    await takePendingIotCommands(t.db, collector(), later(1_000));
    await recordIotCommandResult(t.db, collector(), id, { status: "acknowledged" }, later(2_000));
    const devices = await t.db.select().from(iotDevices).where(eq(iotDevices.roomId, site.roomId));
    expect(devices.every((device) => device.psk !== "superseded-key")).toBe(true);
  });
});
