import type {
  IotCommandRecord,
  IotCommandState,
  IotDevice,
  IotMessage,
  IotPendingCommand,
  IotRoom,
  IotSpare,
} from "@ondine/domain";
import type { IotDeviceRow, IotMessageRow, IotRoomRow, IotSpareRow } from "./iot.repository";
import type { IotCommandHistoryRow, IotCommandRow } from "./iot-commands.repository";

// Every field that leaves the server (docs/api.md "Hotel IoT").

/** A command waiting past its expiry is expired, whether or not the sweep has marked it yet. */
function stateAt(command: IotCommandRow, now: Date): IotCommandState {
  const waiting = command.state === "queued" || command.state === "sent";
  return waiting && command.expiresAt.getTime() <= now.getTime() ? "expired" : command.state;
}

export function presentPendingCommand(command: IotCommandRow | undefined, now: Date): IotPendingCommand | null {
  if (!command) return null;
  const state = stateAt(command, now);
  if (state !== "queued" && state !== "sent") return null;
  return {
    id: command.id,
    kind: command.kind,
    state,
    created_at: command.createdAt.toISOString(),
    expires_at: command.expiresAt.toISOString(),
  };
}

export function presentDevice(device: IotDeviceRow, pending: IotCommandRow | undefined, now: Date): IotDevice {
  return {
    name: device.name,
    model: device.model,
    serial: device.serial,
    mac_address: device.mac,
    tags: [device.type],
    type: device.type,
    is_provisioned: device.isProvisioned,
    is_reachable: device.isReachable,
    manufacturer: device.manufacturer,
    psk: device.psk,
    version: device.version,
    ran_psk: device.ranPsk,
    ran_ssid: device.ranSsid,
    otrum_url: device.otrumUrl,
    otrum_version: device.otrumVersion,
    pending_command: presentPendingCommand(pending, now),
  };
}

export function presentRoom(
  room: IotRoomRow,
  devices: readonly IotDevice[],
  pending: IotCommandRow | undefined,
  now: Date,
): IotRoom {
  return {
    id: room.id,
    name: room.name,
    psk: room.psk,
    hotspot_id: room.hotspotId,
    devices: [...devices],
    pending_command: presentPendingCommand(pending, now),
  };
}

export function presentSpare(spare: IotSpareRow): IotSpare {
  return { model: spare.model, serial: spare.serial };
}

export function presentMessage(message: IotMessageRow): IotMessage {
  return { id: message.id, title: message.title, content: message.content, is_enabled: message.isEnabled };
}

export function presentCommand(command: IotCommandRow | IotCommandHistoryRow, now: Date): IotCommandRecord {
  const state = stateAt(command, now);
  const expiredUnswept = state === "expired" && command.state !== "expired";
  const actorGone = "actorExists" in command && !command.actorExists;
  return {
    id: command.id,
    kind: command.kind,
    state,
    device_serial: command.deviceSerial,
    device_name: command.deviceName,
    actor_name: actorGone ? null : command.actorName,
    created_at: command.createdAt.toISOString(),
    sent_at: command.sentAt?.toISOString() ?? null,
    finished_at: (expiredUnswept ? command.expiresAt : command.finishedAt)?.toISOString() ?? null,
    expires_at: command.expiresAt.toISOString(),
    failure: command.failure,
    detail: command.kind === "replace" ? command.spareSerial : command.kind === "message" ? command.messageTitle : null,
  };
}
