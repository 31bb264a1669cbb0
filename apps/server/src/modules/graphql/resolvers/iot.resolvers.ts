import {
  iotCheckoutSchema,
  iotMessageCreateSchema,
  iotMessageUpdateSchema,
  iotRebootSchema,
  iotReplaceSchema,
} from "@ondine/domain";
import { parseWith } from "../../../errors/parse-with";
import type { ScopedSite } from "../../../scope/in-scope";
import {
  assertMayUseIot,
  checkoutRoom,
  createMessage,
  disableAllMessages,
  editMessage,
  enableOneMessage,
  type IotDependencies,
  listMessages,
  listRoomHistory,
  listRooms,
  listSpares,
  rebootDevice,
  removeMessage,
  replaceDevice,
} from "../../iot";
import { resolveMonitoredSite } from "../../monitoring";
import type { GraphqlContext } from "../graphql-context";
import { rowIdOf } from "../graphql-ids";
import { decodeOffsetCursor, encodeOffsetCursor } from "../page-cursor";
import { pageSizeOf } from "../page-size";
import type { Connection, PageArguments } from "../search-connection";
import { type IotRoomNode, iotCommandNode, iotMessageNode, iotRoomNode, iotSpareNode } from "./iot-nodes";
import type { SiteNode } from "./location-nodes";

type SiteArgument = { siteId: string };
type MessageArguments = SiteArgument & { id: string };

/** The IoT services as of the request's instant: every pending command of one answer is read as of it. */
function iotDeps(context: GraphqlContext): IotDependencies {
  return { ...context.iot, now: () => context.now };
}

/** The site, as the `/iots` calls find it: in the caller's scope (the monitoring calls' lookup), else NOT_FOUND. */
function scopedSite(context: GraphqlContext, siteId: number): Promise<ScopedSite> {
  return resolveMonitoredSite(context.db, context.scope, siteId);
}

/**
 * `Site.iotRooms`: the rooms of `GET /iots/sites/{siteId}/rooms` (by name,
 * case-insensitively), read whole by its service and paged by position: a
 * room added or renamed while paging shifts the next page by one.
 */
async function roomConnection(
  context: GraphqlContext,
  site: SiteNode,
  args: PageArguments,
): Promise<Connection<IotRoomNode>> {
  assertMayUseIot(context.actor);
  const size = pageSizeOf(args.first);
  const offset = args.after ? decodeOffsetCursor(args.after) : 0;
  const scoped = await scopedSite(context, site.id);
  const rooms = await listRooms(iotDeps(context), scoped);
  const edges = rooms.slice(offset, offset + size).map((room, at) => ({
    cursor: encodeOffsetCursor(offset + at + 1),
    node: iotRoomNode(room, scoped),
  }));
  return {
    totalCount: rooms.length,
    pageInfo: { hasNextPage: rooms.length > offset + size, endCursor: edges.at(-1)?.cursor ?? null },
    edges,
    nodes: edges.map((edge) => edge.node),
  };
}

/**
 * Hotel IoT (docs/iot.md): the `/iots` calls' services, with their role (an
 * admin or `iots`, else NOT_ALLOWED before anything is read), their site
 * lookup (another customer's site, or a room, message or serial not of the
 * site: NOT_FOUND) and their schemas (the same field errors). Each command
 * is queued for the site's collector in the change's transaction.
 */
export const iotResolvers = {
  Site: {
    iotRooms: (site: SiteNode, args: PageArguments, context: GraphqlContext) => roomConnection(context, site, args),
    iotMessages: async (site: SiteNode, _: unknown, context: GraphqlContext) => {
      assertMayUseIot(context.actor);
      const messages = await listMessages(iotDeps(context), await scopedSite(context, site.id));
      return messages.map(iotMessageNode);
    },
    iotSpares: async (site: SiteNode, _: unknown, context: GraphqlContext) => {
      assertMayUseIot(context.actor);
      const spares = await listSpares(iotDeps(context), await scopedSite(context, site.id));
      return spares.map(iotSpareNode);
    },
  },
  IotRoom: {
    history: async (room: IotRoomNode, _: unknown, context: GraphqlContext) =>
      (await listRoomHistory(iotDeps(context), room.site, room.id)).map(iotCommandNode),
  },
  Mutation: {
    createIotMessage: async (
      _: unknown,
      args: SiteArgument & { input: { title: string; content: string } },
      context: GraphqlContext,
    ) => {
      assertMayUseIot(context.actor);
      const siteId = rowIdOf(args.siteId, "site");
      const body = parseWith(iotMessageCreateSchema, { title: args.input.title, content: args.input.content });
      return iotMessageNode(await createMessage(iotDeps(context), await scopedSite(context, siteId), body));
    },
    updateIotMessage: async (
      _: unknown,
      args: MessageArguments & { input: { title?: string | null; content: string } },
      context: GraphqlContext,
    ) => {
      assertMayUseIot(context.actor);
      const siteId = rowIdOf(args.siteId, "site");
      const messageId = rowIdOf(args.id, "message");
      // The PUT's body: a null title keeps the title.
      const body = parseWith(iotMessageUpdateSchema, { title: args.input.title ?? null, content: args.input.content });
      const site = await scopedSite(context, siteId);
      return iotMessageNode(await editMessage(iotDeps(context), context.actor, site, messageId, body));
    },
    deleteIotMessage: async (_: unknown, args: MessageArguments, context: GraphqlContext) => {
      assertMayUseIot(context.actor);
      const siteId = rowIdOf(args.siteId, "site");
      const messageId = rowIdOf(args.id, "message");
      await removeMessage(iotDeps(context), context.actor, await scopedSite(context, siteId), messageId);
      return messageId;
    },
    enableIotMessage: async (_: unknown, args: MessageArguments, context: GraphqlContext) => {
      assertMayUseIot(context.actor);
      const siteId = rowIdOf(args.siteId, "site");
      const messageId = rowIdOf(args.id, "message");
      const site = await scopedSite(context, siteId);
      const { command } = await enableOneMessage(iotDeps(context), context.actor, site, messageId);
      return iotCommandNode(command);
    },
    disableIotMessages: async (_: unknown, args: SiteArgument, context: GraphqlContext) => {
      assertMayUseIot(context.actor);
      const site = await scopedSite(context, rowIdOf(args.siteId, "site"));
      const { command } = await disableAllMessages(iotDeps(context), context.actor, site);
      return iotCommandNode(command);
    },
    checkoutIotRoom: async (
      _: unknown,
      args: SiteArgument & { roomId: string; roomName: string },
      context: GraphqlContext,
    ) => {
      assertMayUseIot(context.actor);
      const siteId = rowIdOf(args.siteId, "site");
      const body = parseWith(iotCheckoutSchema, { room_id: rowIdOf(args.roomId, "room"), room_name: args.roomName });
      const site = await scopedSite(context, siteId);
      const { room, command } = await checkoutRoom(iotDeps(context), context.actor, site, body);
      return { room: iotRoomNode(room, site), command: iotCommandNode(command) };
    },
    restartIotDevice: async (_: unknown, args: SiteArgument & { serial: string }, context: GraphqlContext) => {
      assertMayUseIot(context.actor);
      const siteId = rowIdOf(args.siteId, "site");
      // `/iots/reboot`'s `type` is read but never checked (docs/iot.md "Decisions"): the serial names the device.
      const body = parseWith(iotRebootSchema, { type: "devices", site_id: siteId, serial: args.serial });
      const site = await scopedSite(context, siteId);
      return iotCommandNode((await rebootDevice(iotDeps(context), context.actor, site, body)).command);
    },
    replaceIotDevice: async (
      _: unknown,
      args: SiteArgument & { serial: string; newSerial: string },
      context: GraphqlContext,
    ) => {
      assertMayUseIot(context.actor);
      const siteId = rowIdOf(args.siteId, "site");
      const body = parseWith(iotReplaceSchema, { site_id: siteId, serial: args.serial, new_serial: args.newSerial });
      const site = await scopedSite(context, siteId);
      return iotCommandNode((await replaceDevice(iotDeps(context), context.actor, site, body)).command);
    },
  },
};
