import {
  iotCheckoutAnswerSchema,
  iotCheckoutSchema,
  iotCommandAcceptedSchema,
  iotCommandErrors,
  iotDeviceKeySchema,
  iotDeviceParamsSchema,
  iotHistoryLimit,
  iotMessageCreateSchema,
  iotMessageLimits,
  iotMessageParamsSchema,
  iotMessageSchema,
  iotMessagesAnswerSchema,
  iotMessageUpdateSchema,
  iotPinCodeSchema,
  iotRebootSchema,
  iotReplaceErrors,
  iotReplaceSchema,
  iotRoomHistoryAnswerSchema,
  iotRoomParamsSchema,
  iotRoomsAnswerSchema,
  iotRoomsParamsSchema,
  iotSiteParamsSchema,
  iotSiteWlansAnswerSchema,
  iotSparesAnswerSchema,
} from "@ondine/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError } from "../../errors/app-error";
import { moduleDependencies } from "../../module-dependencies";
import { declaredSchema, parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { resolveMonitoredSite } from "../monitoring";
import type { RequestActor } from "../sessions";
import {
  checkoutRoom,
  createMessage,
  disableAllMessages,
  editMessage,
  enableOneMessage,
  getDeviceKey,
  getTvPinCode,
  type IotDependencies,
  listMessages,
  listRoomHistory,
  listRooms,
  listSiteWlans,
  listSpares,
  rebootDevice,
  removeMessage,
  replaceDevice,
} from "./iot.service";
import { assertMayUseIot } from "./iot-caller";
import type { RoomKeysPort } from "./room-keys-port";

const iotRoute = routeSchemaFor("Hotel IoT");

const whoMay = "Admins and accounts with the `iots` role (403 otherwise), on a site of their scope (404 otherwise).";
const commandNote =
  "The command is queued for the site's collector (docs/ingest.md \"Commands\") and shows as the device's or " +
  "room's `pending_command` until its result arrives or it expires.";

/** docs/product.md#accounts-permissions: the IoT screen's calls need an admin or the `iots` role (`roles.network.iot`). */
function requireIotActor(request: FastifyRequest): RequestActor {
  const actor = requireActor(request);
  assertMayUseIot(actor);
  return actor;
}

/** The path's ids, read with the route's declared schema; anything but ids names nothing: 404. */
function pathOf<T>(request: FastifyRequest, schema: z.ZodType<T>): T {
  const result = schema.safeParse(request.params);
  if (!result.success) throw new AppError("NOT_FOUND", "No such site, room, message or device.");
  return result.data;
}

/** What the app's wiring gives the IoT calls: `roomKeys`, the keys rooms share (docs/private-wifi.md#rooms). */
export type IotRoutesOptions = { roomKeys?: RoomKeysPort };

/**
 * Hotel IoT (IoT, docs/api.md "Hotel IoT", docs/iot.md, docs/product.md#iot):
 * rooms, devices, spares, welcome messages, set-up networks and the TV pin of
 * a site, and the commands (checkout, restart, replace, message) queued for
 * its collector.
 */
export async function iotRoutes(app: FastifyInstance, options: IotRoutesOptions) {
  const deps: IotDependencies = { ...moduleDependencies(app), roomKeys: options.roomKeys };
  // The site asked for, in the caller's scope, as the monitoring calls find it; unknown or another customer's: 404.
  const siteOf = (request: FastifyRequest, siteId: number) => resolveMonitoredSite(deps.db, request.scope, siteId);

  app.get(
    "/iots/sites/:siteId/rooms",
    {
      schema: iotRoute({
        summary: "A site's rooms with their sticks and TVs",
        description:
          `Sorted by name, case-insensitively. ${whoMay} A device's \`is_reachable\` is its own last report; ` +
          "`pending_command` is the restart or replacement still waiting on it, a room's the checkout still waiting.",
        auth: "signed-in",
        params: iotRoomsParamsSchema,
        success: { status: 200, description: "The site's rooms.", schema: iotRoomsAnswerSchema },
      }),
    },
    async (request) => {
      requireIotActor(request);
      const { siteId } = pathOf(request, declaredSchema(request, "params"));
      return listRooms(deps, await siteOf(request, siteId));
    },
  );

  app.get(
    "/iots/sites/:id/spare",
    {
      schema: iotRoute({
        summary: "A site's spare devices",
        description: `Those no running replacement has reserved, by model. ${whoMay}`,
        auth: "signed-in",
        params: iotSiteParamsSchema,
        success: { status: 200, description: "The site's spares.", schema: iotSparesAnswerSchema },
      }),
    },
    async (request) => {
      requireIotActor(request);
      const { id } = pathOf(request, declaredSchema(request, "params"));
      return listSpares(deps, await siteOf(request, id));
    },
  );

  app.get(
    "/iots/sites/:id/messages",
    {
      schema: iotRoute({
        summary: "A site's welcome messages",
        description: `By id; at most one has \`is_enabled\`. ${whoMay}`,
        auth: "signed-in",
        params: iotSiteParamsSchema,
        success: { status: 200, description: "The site's messages.", schema: iotMessagesAnswerSchema },
      }),
    },
    async (request) => {
      requireIotActor(request);
      const { id } = pathOf(request, declaredSchema(request, "params"));
      return listMessages(deps, await siteOf(request, id));
    },
  );

  app.post(
    "/iots/sites/:id/messages",
    {
      schema: iotRoute({
        summary: "Writes a welcome message (disabled)",
        description:
          `\`title\` 1 to ${iotMessageLimits.title} characters, \`content\` 1 to ${iotMessageLimits.content}; ` +
          `422 with \`errors.title\` or \`errors.content\` (\`iots.message.errors.*\`). ${whoMay}`,
        auth: "signed-in",
        params: iotSiteParamsSchema,
        body: iotMessageCreateSchema,
        success: { status: 201, description: "The message.", schema: iotMessageSchema },
      }),
    },
    async (request, reply) => {
      requireIotActor(request);
      const { id } = pathOf(request, declaredSchema(request, "params"));
      const body = parseDeclared(request, "body");
      const site = await siteOf(request, id);
      return reply.code(201).send(await createMessage(deps, site, body));
    },
  );

  app.put(
    "/iots/sites/:id/messages/:messageId",
    {
      schema: iotRoute({
        summary: "Changes a welcome message",
        description:
          "A null `title` keeps the title. When it is the enabled message, a `message` command takes it to the " +
          `TVs. ${whoMay}`,
        auth: "signed-in",
        params: iotMessageParamsSchema,
        body: iotMessageUpdateSchema,
        success: { status: 200, description: "The message.", schema: iotMessageSchema },
      }),
    },
    async (request) => {
      const actor = requireIotActor(request);
      const { id, messageId } = pathOf(request, declaredSchema(request, "params"));
      const body = parseDeclared(request, "body");
      const site = await siteOf(request, id);
      return editMessage(deps, actor, site, messageId, body);
    },
  );

  app.delete(
    "/iots/sites/:id/messages/:messageId",
    {
      schema: iotRoute({
        summary: "Deletes a welcome message",
        description: `When it was the enabled one, a \`message\` command leaves the TVs with none. ${whoMay}`,
        auth: "signed-in",
        params: iotMessageParamsSchema,
        success: { status: 204, description: "Deleted.", noBody: true },
      }),
    },
    async (request, reply) => {
      const actor = requireIotActor(request);
      const { id, messageId } = pathOf(request, declaredSchema(request, "params"));
      await removeMessage(deps, actor, await siteOf(request, id), messageId);
      return reply.code(204).send();
    },
  );

  app.post(
    "/iots/sites/:id/messages/disable",
    {
      schema: iotRoute({
        summary: "Disables every welcome message (SPEC's 'no message')",
        description: `Empty body. Queues a \`message\` command with no message. ${whoMay}`,
        auth: "signed-in",
        params: iotSiteParamsSchema,
        success: { status: 200, description: "The command.", schema: iotCommandAcceptedSchema },
      }),
    },
    async (request) => {
      const actor = requireIotActor(request);
      const { id } = pathOf(request, declaredSchema(request, "params"));
      return disableAllMessages(deps, actor, await siteOf(request, id));
    },
  );

  app.post(
    "/iots/sites/:id/messages/:messageId/enable",
    {
      schema: iotRoute({
        summary: "Enables a welcome message, disabling the others",
        description: `Empty body. One transaction; queues a \`message\` command with it. ${whoMay}`,
        auth: "signed-in",
        params: iotMessageParamsSchema,
        success: { status: 200, description: "The command.", schema: iotCommandAcceptedSchema },
      }),
    },
    async (request) => {
      const actor = requireIotActor(request);
      const { id, messageId } = pathOf(request, declaredSchema(request, "params"));
      return enableOneMessage(deps, actor, await siteOf(request, id), messageId);
    },
  );

  app.post(
    "/iots/sites/:id/checkout_room",
    {
      schema: iotRoute({
        summary: "Checks a room out: a new room key, taken to its devices",
        description:
          "The room gets a new key at once (in `room`); a `checkout` command carries it to its devices. " +
          `A room of another site answers 404; a \`room_name\` that is not the room's, 422 on \`room_name\`. ` +
          `${commandNote} ${whoMay}`,
        auth: "signed-in",
        params: iotSiteParamsSchema,
        body: iotCheckoutSchema,
        success: {
          status: 202,
          description: "The room with its new key, and the command.",
          schema: iotCheckoutAnswerSchema,
        },
      }),
    },
    async (request, reply) => {
      const actor = requireIotActor(request);
      const { id } = pathOf(request, declaredSchema(request, "params"));
      const body = parseDeclared(request, "body");
      const site = await siteOf(request, id);
      return reply.code(202).send(await checkoutRoom(deps, actor, site, body));
    },
  );

  app.post(
    "/iots/reboot",
    {
      schema: iotRoute({
        summary: "Restarts a stick or a TV",
        description:
          "The device of `serial` on `site_id` (404 otherwise). `type` is read but not checked: the serial names " +
          `the device (docs/iot.md). Unreachable or not configured: 422 \`errors.serial\` ` +
          `[\`${iotCommandErrors.unreachable}\`]; a command still waiting on it: [\`${iotCommandErrors.busy}\`]. ` +
          `${commandNote} ${whoMay}`,
        auth: "signed-in",
        body: iotRebootSchema,
        success: { status: 202, description: "The command.", schema: iotCommandAcceptedSchema },
      }),
    },
    async (request, reply) => {
      const actor = requireIotActor(request);
      const body = parseDeclared(request, "body");
      const site = await siteOf(request, body.site_id);
      return reply.code(202).send(await rebootDevice(deps, actor, site, body));
    },
  );

  app.post(
    "/iots/replace",
    {
      schema: iotRoute({
        summary: "Replaces a device by a spare of its model",
        description:
          "The spare is reserved at once (it leaves the spare list until the command fails or expires). 422 on " +
          `\`new_serial\`: [\`${iotReplaceErrors.serialUnavailable}\`] unknown on the site or reserved, ` +
          `[\`${iotReplaceErrors.otherModel}\`] another model, [\`${iotReplaceErrors.noStock}\`] none of the ` +
          `model left; on \`serial\`: [\`${iotCommandErrors.busy}\`]. ${commandNote} ${whoMay}`,
        auth: "signed-in",
        body: iotReplaceSchema,
        success: { status: 202, description: "The command.", schema: iotCommandAcceptedSchema },
      }),
    },
    async (request, reply) => {
      const actor = requireIotActor(request);
      const body = parseDeclared(request, "body");
      const site = await siteOf(request, body.site_id);
      return reply.code(202).send(await replaceDevice(deps, actor, site, body));
    },
  );

  app.get(
    "/iots/sites/:id/wlans",
    {
      schema: iotRoute({
        summary: "A site's set-up networks (RAN, RAN Provisioning)",
        description: whoMay,
        auth: "signed-in",
        params: iotSiteParamsSchema,
        success: { status: 200, description: "The site's set-up networks.", schema: iotSiteWlansAnswerSchema },
      }),
    },
    async (request) => {
      requireIotActor(request);
      const { id } = pathOf(request, declaredSchema(request, "params"));
      return listSiteWlans(deps, await siteOf(request, id));
    },
  );

  app.get(
    "/iots/sites/:id/devices/:serial",
    {
      schema: iotRoute({
        summary: "A device's Wi-Fi keys",
        description: `404 when the site has no device of that serial. ${whoMay}`,
        auth: "signed-in",
        params: iotDeviceParamsSchema,
        success: { status: 200, description: "The device's keys.", schema: iotDeviceKeySchema },
      }),
    },
    async (request) => {
      requireIotActor(request);
      const { id, serial } = pathOf(request, declaredSchema(request, "params"));
      return getDeviceKey(deps, await siteOf(request, id), serial);
    },
  );

  app.get(
    "/iots/sites/:id/tvs_pincode",
    {
      schema: iotRoute({
        summary: "The pin a site's TVs ask for",
        description: `As \`pin_code\` and \`code\`. 404 when the site has none. ${whoMay}`,
        auth: "signed-in",
        params: iotSiteParamsSchema,
        success: { status: 200, description: "The pin.", schema: iotPinCodeSchema },
      }),
    },
    async (request) => {
      requireIotActor(request);
      const { id } = pathOf(request, declaredSchema(request, "params"));
      return getTvPinCode(deps, await siteOf(request, id));
    },
  );

  app.get(
    "/iots/sites/:id/rooms/:roomId/history",
    {
      schema: iotRoute({
        summary: "A room's command history",
        description:
          `The room's commands and its devices', newest first, at most ${iotHistoryLimit}: who, what, when, ` +
          `result. A command past its expiry reads \`expired\`. ${whoMay}`,
        auth: "signed-in",
        params: iotRoomParamsSchema,
        success: { status: 200, description: "The room's commands, newest first.", schema: iotRoomHistoryAnswerSchema },
      }),
    },
    async (request) => {
      requireIotActor(request);
      const { id, roomId } = pathOf(request, declaredSchema(request, "params"));
      return listRoomHistory(deps, await siteOf(request, id), roomId);
    },
  );
}
