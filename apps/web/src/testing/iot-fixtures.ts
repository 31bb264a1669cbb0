import type { IotDevice, IotMessage, IotRoom } from "@ondine/domain";
import type { MockAnswer } from "./mock-api";

let nextMac = 10;

/** A provisioned, reachable streaming stick. */
export function iotDevice(fields: Partial<IotDevice> = {}): IotDevice {
  nextMac += 1;
  return {
    name: "Chromecast",
    model: "Chromecast Ultra",
    serial: `GA3X-${nextMac}`,
    mac_address: `aa:bb:cc:dd:00:${String(nextMac).padStart(2, "0")}`,
    tags: ["chromecast"],
    type: "chromecast",
    is_provisioned: true,
    is_reachable: true,
    manufacturer: "Google",
    psk: "room-key",
    version: 2,
    ran_psk: null,
    ran_ssid: null,
    otrum_url: null,
    otrum_version: null,
    pending_command: null,
    ...fields,
  };
}

export function iotRoom(id: number, name: string, devices: IotDevice[], fields: Partial<IotRoom> = {}): IotRoom {
  return { id, name, psk: `key-${id}`, hotspot_id: 3, devices, pending_command: null, ...fields };
}

export function iotMessage(id: number, title: string, isEnabled = false): IotMessage {
  return { id, title, content: `${title}, bon séjour parmi nous !`, is_enabled: isEnabled };
}

export const ok = (body: unknown) => ({ status: 200, body });

/** The answers of a site's IoT screen: its rooms, the monitoring's devices (none), messages, empty history. */
export function iotAnswers(
  siteId: number,
  { rooms, messages = [] }: { rooms: IotRoom[]; messages?: IotMessage[] },
): Record<string, MockAnswer> {
  const answers: Record<string, MockAnswer> = {
    [`GET /iots/sites/${siteId}/rooms`]: ok(rooms),
    "GET /monitoring/devices": ok([]),
    [`GET /iots/sites/${siteId}/messages`]: ok(messages),
  };
  for (const room of rooms) answers[`GET /iots/sites/${siteId}/rooms/${room.id}/history`] = ok([]);
  return answers;
}
