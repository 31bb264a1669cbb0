import { z } from "zod";
import { requiredRowIdTextSchema, rowIdSchema } from "../inputs/id-schema";
import { requiredTextSchema } from "../inputs/text-schema";

// The bodies, paths and queries of the `/iots/...` calls (docs/product.md#iot
// IoT, docs/api.md "Hotel IoT"). The console's forms validate with the same
// schemas.

/** docs/product.md#iot-validation: an IoT message title is at most 25 characters, its content at most 140. */
export const iotMessageLimits = { title: 25, content: 140 } as const;

/** docs/product.md#iot-validation keys of a too-long title or content. */
export const iotMessageErrors = {
  title: "iots.message.errors.title",
  content: "iots.message.errors.content",
} as const;

const messageTitleSchema = requiredTextSchema(1000).max(iotMessageLimits.title, iotMessageErrors.title);
const messageContentSchema = requiredTextSchema(1000).max(iotMessageLimits.content, iotMessageErrors.content);

/** `POST /iots/sites/{id}/messages {title, content}`: both required. */
export const iotMessageCreateSchema = z.object({ title: messageTitleSchema, content: messageContentSchema });
export type IotMessageCreate = z.output<typeof iotMessageCreateSchema>;

/** `PUT /iots/sites/{id}/messages/{messageId} {title or null, content}`: the title is null when unchanged (docs/product.md#iot-validation). */
export const iotMessageUpdateSchema = z.object({
  title: messageTitleSchema.nullable(),
  content: messageContentSchema,
});
export type IotMessageUpdate = z.output<typeof iotMessageUpdateSchema>;

/** `{id}` of `/iots/sites/{id}/...`. Anything but an id names no site: 404. */
export const iotSiteParamsSchema = z.object({ id: requiredRowIdTextSchema });
/** `{siteId}` of `/iots/sites/{siteId}/rooms`, as SPEC names it there. */
export const iotRoomsParamsSchema = z.object({ siteId: requiredRowIdTextSchema });
export const iotMessageParamsSchema = z.object({ id: requiredRowIdTextSchema, messageId: requiredRowIdTextSchema });
export const iotRoomParamsSchema = z.object({ id: requiredRowIdTextSchema, roomId: requiredRowIdTextSchema });
/** `{serial}` of `/iots/sites/{id}/devices/{serial}`. */
export const iotDeviceParamsSchema = z.object({ id: requiredRowIdTextSchema, serial: requiredTextSchema(64) });

/** `POST /iots/sites/{id}/checkout_room {room_name, room_id}`. */
export const iotCheckoutSchema = z.object({ room_name: requiredTextSchema(100), room_id: rowIdSchema });
export type IotCheckout = z.output<typeof iotCheckoutSchema>;

/** `POST /iots/reboot {type, site_id, serial}`: `tvs` when the model reads as a TV, else `devices` (`rebootTypeOf`). */
export const iotRebootSchema = z.object({
  type: z.enum(["tvs", "devices"], { error: "formErrors.invalid" }),
  site_id: rowIdSchema,
  serial: requiredTextSchema(64),
});
export type IotReboot = z.output<typeof iotRebootSchema>;

/** `POST /iots/replace {site_id, serial, new_serial}`: the spare must be of the same model (docs/product.md#iot-devices). */
export const iotReplaceSchema = z.object({
  site_id: rowIdSchema,
  serial: requiredTextSchema(64),
  new_serial: requiredTextSchema(64),
});
export type IotReplace = z.output<typeof iotReplaceSchema>;

/** docs/product.md#errors replacement refusals, as the keys `errors.new_serial` carries. */
export const iotReplaceErrors = {
  serialUnavailable: "iots.replace.errors.serial_unavailable",
  noStock: "iots.replace.errors.no_stock",
  otherModel: "iots.replace.errors.other_model",
} as const;

/** Refusals of a command while another runs on the same device or room. */
export const iotCommandErrors = {
  busy: "iots.command.errors.busy",
  unreachable: "iots.command.errors.unreachable",
} as const;

/** A room's history (`GET /iots/sites/{id}/rooms/{roomId}/history`) shows its latest commands and its devices'. */
export const iotHistoryLimit = 50;
