import type {
  IotCheckout,
  IotCheckoutAnswer,
  IotCommandAccepted,
  IotCommandRecord,
  IotDevice,
  IotDeviceKey,
  IotMessage,
  IotMessageCreate,
  IotMessageUpdate,
  IotPinCode,
  IotReboot,
  IotReplace,
  IotRoom,
  IotSiteWlan,
  IotSpare,
} from "@ondine/domain";
import { iotCommandErrors, iotReplaceErrors } from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { ScopedSite } from "../../scope/in-scope";
import { presentCommand, presentDevice, presentMessage, presentRoom, presentSpare } from "./iot.presenter";
import {
  countFreeSparesOfModel,
  deleteMessage,
  disableMessages,
  enableMessage,
  findDeviceBySerial,
  findFreeSpares,
  findMessage,
  findMessages,
  findRoom,
  findRoomDevices,
  findRoomsWithDevices,
  findSiteWlans,
  findTvPinCode,
  type IotDeviceRow,
  insertMessage,
  lockFreeSpare,
  lockSiteMessages,
  reserveSpare,
  updateMessage,
} from "./iot.repository";
import {
  findLiveCommandOfDevice,
  findLiveCommandsOfSite,
  findRoomHistory,
  type IotCommandActor,
  type IotCommandRow,
  queueIotCommand,
} from "./iot-commands.repository";
import { generateRoomKey } from "./room-key";
import { changeRoomKey } from "./room-key-change";
import type { RoomKeysPort } from "./room-keys-port";

/** `roomKeys`: where a checkout gets a key the room shares (the app's wiring gives it; docs/private-wifi.md#rooms). */
export type IotDependencies = { db: Database; now: () => Date; roomKeys?: RoomKeysPort };

const noSuchRoom = () => new AppError("NOT_FOUND", "No such room.");
const noSuchDevice = () => new AppError("NOT_FOUND", "No such device.");
const noSuchMessage = () => new AppError("NOT_FOUND", "No such message.");
const refused = (field: string, key: string) => new AppError("INVALID_PARAMETERS", undefined, { [field]: [key] });

/** GET /iots/sites/{siteId}/rooms: two queries, the rooms with their devices and the commands still waiting. */
export async function listRooms(deps: IotDependencies, site: ScopedSite): Promise<IotRoom[]> {
  const now = deps.now();
  const [rows, live] = await Promise.all([
    findRoomsWithDevices(deps.db, site),
    findLiveCommandsOfSite(deps.db, site, now),
  ]);
  const byDevice = new Map<number, IotCommandRow>();
  const byRoom = new Map<number, IotCommandRow>();
  for (const command of live) {
    if (command.deviceId !== null) byDevice.set(command.deviceId, command);
    else if (command.kind === "checkout" && command.roomId !== null) byRoom.set(command.roomId, command);
  }
  const rooms = new Map<number, { room: (typeof rows)[number]["room"]; devices: IotDevice[] }>();
  for (const { room, device } of rows) {
    const entry = rooms.get(room.id) ?? { room, devices: [] };
    rooms.set(room.id, entry);
    if (device) entry.devices.push(presentDevice(device, byDevice.get(device.id), now));
  }
  // The query's order (lower(name)) is kept by the Map's insertion order.
  return [...rooms.values()].map(({ room, devices }) => presentRoom(room, devices, byRoom.get(room.id), now));
}

export async function listSpares(deps: IotDependencies, site: ScopedSite): Promise<IotSpare[]> {
  return (await findFreeSpares(deps.db, site, deps.now())).map(presentSpare);
}

export async function listMessages(deps: IotDependencies, site: ScopedSite): Promise<IotMessage[]> {
  return (await findMessages(deps.db, site)).map(presentMessage);
}

export async function listSiteWlans(deps: IotDependencies, site: ScopedSite): Promise<IotSiteWlan[]> {
  return findSiteWlans(deps.db, site);
}

export async function getDeviceKey(deps: IotDependencies, site: ScopedSite, serial: string): Promise<IotDeviceKey> {
  const device = await findDeviceBySerial(deps.db, site, serial);
  if (!device) throw noSuchDevice();
  return { serial: device.serial, psk: device.psk, ran_ssid: device.ranSsid, ran_psk: device.ranPsk };
}

export async function getTvPinCode(deps: IotDependencies, site: ScopedSite): Promise<IotPinCode> {
  const pin = await findTvPinCode(deps.db, site);
  if (pin === undefined) throw new AppError("NOT_FOUND", "This site has no TV pin code.");
  return { pin_code: pin, code: pin };
}

export async function listRoomHistory(
  deps: IotDependencies,
  site: ScopedSite,
  roomId: number,
): Promise<IotCommandRecord[]> {
  const room = await findRoom(deps.db, site, roomId);
  if (!room) throw noSuchRoom();
  const now = deps.now();
  return (await findRoomHistory(deps.db, room)).map((command) => presentCommand(command, now));
}

/** Room checkout (docs/product.md#iot-devices): the room gets a new key at once, and a command carries it to the room's devices. */
export async function checkoutRoom(
  deps: IotDependencies,
  actor: IotCommandActor,
  site: ScopedSite,
  body: IotCheckout,
): Promise<IotCheckoutAnswer> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // A key the room shares is changed first (docs/private-wifi.md#rooms), the room locked after it, in the
    // order a space's reset takes them: two changes of one key wait for each other instead of deadlocking.
    const sharedKey = (await deps.roomKeys?.drawRoomKey(tx, { site, roomId: body.room_id, actor, now })) ?? null;
    const room = await findRoom(tx, site, body.room_id, { forUpdate: true });
    if (!room) throw noSuchRoom();
    // The console sends the name it shows: another one means the card is out of date.
    if (room.name !== body.room_name) throw refused("room_name", "formErrors.invalid");
    const psk = sharedKey ?? generateRoomKey();
    const { room: updated, command } = await changeRoomKey(tx, { site, room, psk, actor, now });
    const devices = (await findRoomDevices(tx, room)).map((device) => presentDevice(device, undefined, now));
    return { room: presentRoom(updated, devices, command, now), command: presentCommand(command, now) };
  });
}

/** The site's device of that serial, locked, with nothing else waiting on it. */
async function lockIdleDevice(tx: Database, site: ScopedSite, serial: string, now: Date): Promise<IotDeviceRow> {
  const device = await findDeviceBySerial(tx, site, serial, { forUpdate: true });
  if (!device) throw noSuchDevice();
  if (await findLiveCommandOfDevice(tx, device, now)) throw refused("serial", iotCommandErrors.busy);
  return device;
}

/**
 * docs/product.md#iot-devices: a device that is not reachable cannot be restarted. The body's
 * `type` is not checked (docs/iot.md "Decisions"): the serial names the device.
 */
export async function rebootDevice(
  deps: IotDependencies,
  actor: IotCommandActor,
  site: ScopedSite,
  body: IotReboot,
): Promise<IotCommandAccepted> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const device = await findDeviceBySerial(tx, site, body.serial, { forUpdate: true });
    if (!device) throw noSuchDevice();
    if (!device.isProvisioned || !device.isReachable) throw refused("serial", iotCommandErrors.unreachable);
    if (await findLiveCommandOfDevice(tx, device, now)) throw refused("serial", iotCommandErrors.busy);
    const command = await queueIotCommand(tx, { site, actor, now, kind: "restart", device });
    return { command: presentCommand(command, now) };
  });
}

/**
 * docs/product.md#iot-devices: a device is replaced by a spare of its model. The spare is locked
 * and reserved in the command's transaction, so two replacements cannot take
 * it; it leaves the spare list until the command fails or expires.
 */
export async function replaceDevice(
  deps: IotDependencies,
  actor: IotCommandActor,
  site: ScopedSite,
  body: IotReplace,
): Promise<IotCommandAccepted> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const device = await lockIdleDevice(tx, site, body.serial, now);
    const spare = await lockFreeSpare(tx, site, body.new_serial, now);
    if (!spare) throw refused("new_serial", iotReplaceErrors.serialUnavailable);
    if (spare.model !== device.model) {
      const left = await countFreeSparesOfModel(tx, site, device.model, now);
      throw refused("new_serial", left === 0 ? iotReplaceErrors.noStock : iotReplaceErrors.otherModel);
    }
    const command = await queueIotCommand(tx, { site, actor, now, kind: "replace", device, spareSerial: spare.serial });
    await reserveSpare(tx, spare, command.id);
    return { command: presentCommand(command, now) };
  });
}

export async function createMessage(
  deps: IotDependencies,
  site: ScopedSite,
  body: IotMessageCreate,
): Promise<IotMessage> {
  return presentMessage(await insertMessage(deps.db, site, body));
}

/** PUT: a null title keeps the title; the enabled message changed goes to the TVs again. */
export async function editMessage(
  deps: IotDependencies,
  actor: IotCommandActor,
  site: ScopedSite,
  messageId: number,
  body: IotMessageUpdate,
): Promise<IotMessage> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const message = await findMessage(tx, site, messageId, { forUpdate: true });
    if (!message) throw noSuchMessage();
    const updated = await updateMessage(tx, message, { title: body.title ?? undefined, content: body.content }, now);
    if (updated.isEnabled) await queueIotCommand(tx, { site, actor, now, kind: "message", message: updated });
    return presentMessage(updated);
  });
}

/** DELETE: the enabled message deleted leaves the TVs with none. */
export async function removeMessage(
  deps: IotDependencies,
  actor: IotCommandActor,
  site: ScopedSite,
  messageId: number,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const message = await findMessage(tx, site, messageId, { forUpdate: true });
    if (!message) throw noSuchMessage();
    await deleteMessage(tx, message);
    if (message.isEnabled) await queueIotCommand(tx, { site, actor, now, kind: "message", message: null });
  });
}

/** "no message" (docs/product.md#iot-messages): none enabled, and the TVs told so. */
export async function disableAllMessages(
  deps: IotDependencies,
  actor: IotCommandActor,
  site: ScopedSite,
): Promise<IotCommandAccepted> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await lockSiteMessages(tx, site);
    await disableMessages(tx, site, now);
    const command = await queueIotCommand(tx, { site, actor, now, kind: "message", message: null });
    return { command: presentCommand(command, now) };
  });
}

/** docs/product.md#iot-data: enabling one disables the others, in one transaction (the partial unique index holds one enabled). */
export async function enableOneMessage(
  deps: IotDependencies,
  actor: IotCommandActor,
  site: ScopedSite,
  messageId: number,
): Promise<IotCommandAccepted> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await lockSiteMessages(tx, site);
    const message = await findMessage(tx, site, messageId);
    if (!message) throw noSuchMessage();
    await disableMessages(tx, site, now, message.id);
    const enabled = await enableMessage(tx, message, now);
    const command = await queueIotCommand(tx, { site, actor, now, kind: "message", message: enabled });
    return { command: presentCommand(command, now) };
  });
}
