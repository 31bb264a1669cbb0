import type { IotCommandRecord, IotDevice, IotMessage, IotPendingCommand, IotRoom, IotSpare } from "@ondine/domain";
import type { ScopedSite } from "../../../scope/in-scope";

// Hotel IoT as GraphQL nodes (docs/iot.md, docs/api.md "Hotel IoT"): the
// `/iots/...` answers' fields, camelCase, enums in capitals.

const upper = (value: string) => value.toUpperCase();

function pendingCommandNode(command: IotPendingCommand | null) {
  return (
    command && {
      id: command.id,
      kind: upper(command.kind),
      state: upper(command.state),
      createdAt: command.created_at,
      expiresAt: command.expires_at,
    }
  );
}

function deviceNode(device: IotDevice) {
  return {
    name: device.name,
    model: device.model,
    serial: device.serial,
    macAddress: device.mac_address,
    type: upper(device.type),
    isProvisioned: device.is_provisioned,
    isReachable: device.is_reachable,
    manufacturer: device.manufacturer,
    psk: device.psk,
    version: device.version,
    ranSsid: device.ran_ssid,
    ranPsk: device.ran_psk,
    otrumUrl: device.otrum_url,
    otrumVersion: device.otrum_version,
    pendingCommand: pendingCommandNode(device.pending_command),
  };
}

/** A room, with its site as found in the caller's scope: its `history` is read through it. */
export type IotRoomNode = ReturnType<typeof iotRoomNode>;

export function iotRoomNode(room: IotRoom, site: ScopedSite) {
  return {
    id: room.id,
    siteId: site.id,
    name: room.name,
    psk: room.psk,
    hotspotId: room.hotspot_id,
    devices: room.devices.map(deviceNode),
    pendingCommand: pendingCommandNode(room.pending_command),
    site,
  };
}

export function iotCommandNode(command: IotCommandRecord) {
  return {
    id: command.id,
    kind: upper(command.kind),
    state: upper(command.state),
    deviceSerial: command.device_serial,
    deviceName: command.device_name,
    actorName: command.actor_name,
    createdAt: command.created_at,
    sentAt: command.sent_at,
    finishedAt: command.finished_at,
    expiresAt: command.expires_at,
    failure: command.failure,
    detail: command.detail,
  };
}

export function iotMessageNode(message: IotMessage) {
  return { id: message.id, title: message.title, content: message.content, isEnabled: message.is_enabled };
}

export function iotSpareNode(spare: IotSpare) {
  return { model: spare.model, serial: spare.serial };
}
