// Issue 16, hotel IoT: the answers of the `/iots/...` calls (SPEC §3 Room,
// Device, Spare, Message, Site wlan, Pin code; docs/api.md "Hotel IoT").
// Field names are SPEC's, in snake case as the console reads them.

import type { IotCommandKind, IotCommandState } from "./iot-commands";

/** SPEC §3 Device `type` and `tags`: a streaming stick or a TV. */
export const iotDeviceTypes = ["chromecast", "tv"] as const;
export type IotDeviceType = (typeof iotDeviceTypes)[number];

/** SPEC §3 Device `otrum_version`: the hotel TV system a TV runs. */
export const otrumVersions = ["mirage", "enterprise"] as const;
export type OtrumVersion = (typeof otrumVersions)[number];

/** A command of a device or a room still waiting for its result ("restarting…" on the card). */
export interface IotPendingCommand {
  id: number;
  kind: IotCommandKind;
  state: Extract<IotCommandState, "queued" | "sent">;
  created_at: string;
  expires_at: string;
}

/** SPEC §3 Device: a streaming stick or a TV of a room. */
export interface IotDevice {
  name: string;
  model: string;
  serial: string;
  mac_address: string;
  /** `[type]`: SPEC's tags, chromecast or tv. */
  tags: IotDeviceType[];
  type: IotDeviceType;
  is_provisioned: boolean;
  /**
   * As the room list answers it: the device's own last report. SPEC §7 has
   * the console take it from `/monitoring/devices` by MAC (`mergeDeviceReachability`).
   */
  is_reachable: boolean;
  manufacturer: string;
  /** The room key the device was last given; null before it is configured. */
  psk: string | null;
  /** 2 is the newer type of stick. */
  version: number;
  ran_psk: string | null;
  ran_ssid: string | null;
  otrum_url: string | null;
  otrum_version: OtrumVersion | null;
  /** Ours: the command still running on it, if any. */
  pending_command: IotPendingCommand | null;
}

/** SPEC §3 Room: `GET /iots/sites/{siteId}/rooms` answers a list of them. */
export interface IotRoom {
  /** SPEC: null means unnamed and is dropped; ours are never null. */
  id: number;
  name: string;
  /** The room-access network key; null after a checkout not yet given a new one. */
  psk: string | null;
  hotspot_id: number | null;
  devices: IotDevice[];
  /** Ours: a checkout still waiting for its result. */
  pending_command: IotPendingCommand | null;
}

/** SPEC §3 Spare: a replacement device kept on the site. */
export interface IotSpare {
  model: string;
  serial: string;
}

/** SPEC §3 Message: a welcome message shown on the room TVs; one enabled at a time. */
export interface IotMessage {
  id: number;
  title: string;
  content: string;
  is_enabled: boolean;
}

/** SPEC §3 Site wlan: the networks sticks are set up with. */
export const siteWlanNames = ["RAN", "RAN Provisioning"] as const;
export type SiteWlanName = (typeof siteWlanNames)[number];
export interface IotSiteWlan {
  name: SiteWlanName;
  ssid: string;
  psk: string;
}

/** SPEC §3 Pin code: `GET /iots/sites/{id}/tvs_pincode`. SPEC reads `pin_code` or `code`; we answer both. */
export interface IotPinCode {
  pin_code: string;
  code: string;
}

/** `GET /iots/sites/{id}/devices/{serial}`: a TV's Wi-Fi key (SPEC §7, no caller in the console). */
export interface IotDeviceKey {
  serial: string;
  psk: string | null;
  ran_ssid: string | null;
  ran_psk: string | null;
}

/** One command of a room's history (the room itself or one of its devices), newest first. */
export interface IotCommandRecord {
  id: number;
  kind: IotCommandKind;
  state: IotCommandState;
  /** The device's serial when the command was made (a replacement changes it); null for a room's. */
  device_serial: string | null;
  device_name: string | null;
  /** Who asked: their name as it was, null when the account is gone. */
  actor_name: string | null;
  created_at: string;
  sent_at: string | null;
  finished_at: string | null;
  expires_at: string;
  /** The collector's words when it failed. */
  failure: string | null;
  /** Replacement: the spare's serial. Message: its title (null for "no message"). */
  detail: string | null;
}

/** The answer of a call that queues a command: 202 with it. */
export interface IotCommandAccepted {
  command: IotCommandRecord;
}

/** `POST /iots/sites/{id}/checkout_room`: the room with its new key, and the command taking it to the devices. */
export interface IotCheckoutAnswer {
  room: IotRoom;
  command: IotCommandRecord;
}
