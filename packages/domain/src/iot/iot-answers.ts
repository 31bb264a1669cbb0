// Hotel IoT: the answers of the `/iots/...` calls (docs/product.md#iot-data Room,
// Device, Spare, Message, Site wlan, Pin code; docs/api.md "Hotel IoT").
// Field names are SPEC's, in snake case as the console reads them.

import { z } from "zod";
import { iotCommandKinds, iotCommandStates, pendingIotCommandStates } from "./iot-commands";

/** docs/product.md#iot-data Device `type` and `tags`: a streaming stick or a TV. */
export const iotDeviceTypes = ["chromecast", "tv"] as const;
export type IotDeviceType = (typeof iotDeviceTypes)[number];

/** docs/product.md#iot-data Device `otrum_version`: the hotel TV system a TV runs. */
export const otrumVersions = ["mirage", "enterprise"] as const;
export type OtrumVersion = (typeof otrumVersions)[number];

/** A command of a device or a room still waiting for its result ("restarting…" on the card). */
export const iotPendingCommandSchema = z.object({
  id: z.number().int(),
  kind: z.enum(iotCommandKinds),
  state: z.enum(pendingIotCommandStates),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
});
export type IotPendingCommand = z.infer<typeof iotPendingCommandSchema>;

/** Device (docs/product.md#iot-data): a streaming stick or a TV of a room. */
export const iotDeviceSchema = z.object({
  name: z.string(),
  model: z.string(),
  serial: z.string(),
  mac_address: z.string(),
  /** `[type]`: SPEC's tags, chromecast or tv. */
  tags: z.array(z.enum(iotDeviceTypes)),
  type: z.enum(iotDeviceTypes),
  is_provisioned: z.boolean(),
  /**
   * As the room list answers it: the device's own last report. The product (docs/product.md#iot) has
   * the console take it from `/monitoring/devices` by MAC (`mergeDeviceReachability`).
   */
  is_reachable: z.boolean(),
  manufacturer: z.string(),
  /** The room key the device was last given; null before it is configured. */
  psk: z.string().nullable(),
  /** 2 is the newer type of stick. */
  version: z.number().int(),
  ran_psk: z.string().nullable(),
  ran_ssid: z.string().nullable(),
  otrum_url: z.string().nullable(),
  otrum_version: z.enum(otrumVersions).nullable(),
  /** Ours: the command still running on it, if any. */
  pending_command: iotPendingCommandSchema.nullable(),
});
export type IotDevice = z.infer<typeof iotDeviceSchema>;

/** Room (docs/product.md#iot-data): `GET /iots/sites/{siteId}/rooms` answers a list of them. */
export const iotRoomSchema = z.object({
  /** SPEC: null means unnamed and is dropped; ours are never null. */
  id: z.number().int(),
  name: z.string(),
  /** The room-access network key; null after a checkout not yet given a new one. */
  psk: z.string().nullable(),
  hotspot_id: z.number().int().nullable(),
  devices: z.array(iotDeviceSchema),
  /** Ours: a checkout still waiting for its result. */
  pending_command: iotPendingCommandSchema.nullable(),
});
export type IotRoom = z.infer<typeof iotRoomSchema>;
export const iotRoomsAnswerSchema = z.array(iotRoomSchema);

/** Spare (docs/product.md#iot-devices): a replacement device kept on the site. */
export const iotSpareSchema = z.object({ model: z.string(), serial: z.string() });
export type IotSpare = z.infer<typeof iotSpareSchema>;
export const iotSparesAnswerSchema = z.array(iotSpareSchema);

/** Message (docs/product.md#iot-messages): a welcome message shown on the room TVs; one enabled at a time. */
export const iotMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  is_enabled: z.boolean(),
});
export type IotMessage = z.infer<typeof iotMessageSchema>;
export const iotMessagesAnswerSchema = z.array(iotMessageSchema);

/** Site wlan (docs/product.md#locations-model): the networks sticks are set up with. */
export const siteWlanNames = ["RAN", "RAN Provisioning"] as const;
export type SiteWlanName = (typeof siteWlanNames)[number];
export const iotSiteWlanSchema = z.object({ name: z.enum(siteWlanNames), ssid: z.string(), psk: z.string() });
export type IotSiteWlan = z.infer<typeof iotSiteWlanSchema>;
export const iotSiteWlansAnswerSchema = z.array(iotSiteWlanSchema);

/** Pin code (docs/product.md#iot-data): `GET /iots/sites/{id}/tvs_pincode`. SPEC reads `pin_code` or `code`; we answer both. */
export const iotPinCodeSchema = z.object({ pin_code: z.string(), code: z.string() });
export type IotPinCode = z.infer<typeof iotPinCodeSchema>;

/** `GET /iots/sites/{id}/devices/{serial}`: a TV's Wi-Fi key (docs/product.md#iot, no caller in the console). */
export const iotDeviceKeySchema = z.object({
  serial: z.string(),
  psk: z.string().nullable(),
  ran_ssid: z.string().nullable(),
  ran_psk: z.string().nullable(),
});
export type IotDeviceKey = z.infer<typeof iotDeviceKeySchema>;

/** One command of a room's history (the room itself or one of its devices), newest first. */
export const iotCommandRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(iotCommandKinds),
  state: z.enum(iotCommandStates),
  /** The device's serial when the command was made (a replacement changes it); null for a room's. */
  device_serial: z.string().nullable(),
  device_name: z.string().nullable(),
  /** Who asked: their name as it was, null when the account is gone. */
  actor_name: z.string().nullable(),
  created_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
  finished_at: z.iso.datetime().nullable(),
  expires_at: z.iso.datetime(),
  /** The collector's words when it failed. */
  failure: z.string().nullable(),
  /** Replacement: the spare's serial. Message: its title (null for "no message"). */
  detail: z.string().nullable(),
});
export type IotCommandRecord = z.infer<typeof iotCommandRecordSchema>;
export const iotRoomHistoryAnswerSchema = z.array(iotCommandRecordSchema);

/** The answer of a call that queues a command: 202 with it. */
export const iotCommandAcceptedSchema = z.object({ command: iotCommandRecordSchema });
export type IotCommandAccepted = z.infer<typeof iotCommandAcceptedSchema>;

/** `POST /iots/sites/{id}/checkout_room`: the room with its new key, and the command taking it to the devices. */
export const iotCheckoutAnswerSchema = z.object({ room: iotRoomSchema, command: iotCommandRecordSchema });
export type IotCheckoutAnswer = z.infer<typeof iotCheckoutAnswerSchema>;
