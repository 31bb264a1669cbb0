import { z } from "zod";
import { requiredRowIdTextSchema, rowIdSchema } from "../inputs/id-schema";
import { instantSchema } from "../inputs/instant-schema";
import { textSchema } from "../inputs/text-schema";
import { macAddressSchema } from "../monitoring/ingest-fields";
import { blankAsAbsent } from "../queries/query-params";
import { collectorSiteToolResultSchema, collectorSiteToolSchema } from "../site-tools/site-tool-schemas";

// What the console asks of a site's equipment goes through a
// command kept in PostgreSQL and delivered to the site's collector over the
// ingest API (docs/ingest.md "Commands").

/**
 * Restart a device, replace it by a spare, give a room's devices its new key, show a welcome message,
 * put private Wi-Fi keys in place or take them out (docs/private-wifi.md#commands), measure a line's speed or
 * diagnose the site's Internet access (docs/site-tools.md#commands).
 */
export const iotCommandKinds = [
  "restart",
  "replace",
  "checkout",
  "message",
  "private_keys",
  "speed_test",
  "diagnosis",
] as const;
export type IotCommandKind = (typeof iotCommandKinds)[number];

/**
 * queued: made, not yet taken by the collector; sent: taken, no result yet;
 * acknowledged / failed: the collector's result; expired: no result in time.
 */
export const iotCommandStates = ["queued", "sent", "acknowledged", "failed", "expired"] as const;
export type IotCommandState = (typeof iotCommandStates)[number];

export const pendingIotCommandStates = ["queued", "sent"] as const satisfies readonly IotCommandState[];

/** How long a command may wait for its result before it expires. */
export const iotCommandLifetimeMs = 5 * 60_000;

/** A command sent this long ago without a result is delivered again (the collector may have lost it). */
export const iotCommandRedeliveryMs = 60_000;

/** The longest a collector's `GET /ingest/v1/commands` waits for a command (`wait`, seconds). */
export const iotCommandMaxWaitSeconds = 30;

export function isPendingIotCommand(state: IotCommandState): state is (typeof pendingIotCommandStates)[number] {
  return state === "queued" || state === "sent";
}

/** The states a command may move to from `from`: a finished one never moves again. */
export function nextIotCommandStates(from: IotCommandState): readonly IotCommandState[] {
  switch (from) {
    case "queued":
      return ["sent", "expired"];
    case "sent":
      return ["sent", "acknowledged", "failed", "expired"];
    default:
      return [];
  }
}

export function canMoveIotCommand(from: IotCommandState, to: IotCommandState): boolean {
  return nextIotCommandStates(from).includes(to);
}

/**
 * private_keys: the site's private SSID and the key changes to apply in order
 * (docs/private-wifi.md#commands): `set` puts the space's key in place (a
 * reset's new key replaces the space's old one), `withdraw` takes it out.
 */
export const collectorPrivateKeysSchema = z.object({
  ssid: z.string(),
  changes: z.array(
    z.object({
      space_id: z.number().int(),
      name: z.string(),
      action: z.enum(["set", "withdraw"]),
      psk: z.string(),
    }),
  ),
});
export type CollectorPrivateKeys = z.infer<typeof collectorPrivateKeysSchema>;

/** A command as the collector receives it. */
export const collectorIotCommandSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  kind: z.enum(iotCommandKinds),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
  /** restart and replace: the device; checkout and message: null. */
  device: z
    .object({ serial: z.string(), mac_address: z.string(), type: z.enum(["chromecast", "tv"]), model: z.string() })
    .nullable(),
  /** checkout: the room, its new key and its devices' serials. */
  room: z
    .object({ id: z.number().int(), name: z.string(), psk: z.string().nullable(), device_serials: z.array(z.string()) })
    .nullable(),
  /** replace: the spare to put in. */
  spare: z.object({ serial: z.string(), mac_address: z.string(), model: z.string() }).nullable(),
  /** message: the welcome message to show, null for none. */
  message: z.object({ id: z.number().int(), title: z.string(), content: z.string() }).nullable(),
  /** private_keys: the key changes; null for the other kinds. */
  private_keys: collectorPrivateKeysSchema.nullable(),
  /** speed_test and diagnosis: what to run (docs/site-tools.md#commands); null for the other kinds. */
  site_tool: collectorSiteToolSchema.nullable(),
});
export type CollectorIotCommand = z.infer<typeof collectorIotCommandSchema>;

/** `GET /ingest/v1/commands?wait=`: the pending commands of the collector's sites. */
export const collectorIotCommandsAnswerSchema = z.object({ commands: z.array(collectorIotCommandSchema) });
export type CollectorIotCommandsAnswer = z.infer<typeof collectorIotCommandsAnswerSchema>;

/** `POST /ingest/v1/commands/{id}/result`: the command's state once the result is recorded. */
export const iotCommandResultAnswerSchema = z.object({ id: z.number().int(), state: z.enum(iotCommandStates) });
export type IotCommandResultAnswer = z.infer<typeof iotCommandResultAnswerSchema>;

/** `?wait=` seconds to hold the request open when nothing is pending (0: answer at once). */
export const collectorCommandsQuerySchema = z.object({
  wait: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: "formErrors.invalid" })
      .int("formErrors.invalid")
      .min(0, "formErrors.invalid")
      .max(iotCommandMaxWaitSeconds, "formErrors.invalid")
      .default(0),
  ),
});

/** `POST /ingest/v1/commands/{id}/result`: what became of a command. */
export const collectorCommandResultSchema = z.object({
  status: z.enum(["acknowledged", "failed"], { error: "formErrors.invalid" }),
  /** Why it failed, in the collector's words (kept for the history). */
  message: textSchema(500).optional(),
  stamp: instantSchema.optional(),
  /** speed_test and diagnosis, when acknowledged: the measure (docs/site-tools.md#commands). */
  ...collectorSiteToolResultSchema.shape,
});
export type CollectorCommandResult = z.output<typeof collectorCommandResultSchema>;

/** `{id}` of `/ingest/v1/commands/{id}/result`: anything but an id names no command (404). */
export const collectorCommandParamsSchema = z.object({ id: requiredRowIdTextSchema });

/**
 * The `iot_devices` section of an ingest batch: a stick's or a TV's report.
 * Keyed by MAC like equipment states; an older report changes nothing.
 */
export const ingestIotDeviceStateSchema = z.object({
  site_id: rowIdSchema,
  mac: macAddressSchema,
  is_reachable: z.boolean({ error: "formErrors.required" }),
  is_provisioned: z.boolean({ error: "formErrors.invalid" }).optional(),
  stamp: instantSchema,
});
export type IngestIotDeviceState = z.output<typeof ingestIotDeviceStateSchema>;
