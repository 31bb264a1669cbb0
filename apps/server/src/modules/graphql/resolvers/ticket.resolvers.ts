import { createTicketSchema, ticketLimits, ticketQuerySchema, ticketReplySchema } from "@ondine/domain";
import type { GraphQLResolveInfo } from "graphql";
import { parseWith } from "../../../errors/parse-with";
import {
  assertMayUseTickets,
  countTicketSummaries,
  findTicketSummaries,
  getTicket,
  openTicket,
  replyToTicket,
  type TicketCaller,
} from "../../tickets";
import type { GraphqlContext } from "../graphql-context";
import { optionalRowIdOf, rowIdOf } from "../graphql-ids";
import { decodeOffsetCursor, encodeOffsetCursor } from "../page-cursor";
import { pageSizeOf } from "../page-size";
import { asksForTotal, type Connection, type PageArguments } from "../search-connection";
import {
  locationTypeOf,
  type TicketNode,
  ticketKindOf,
  ticketMessageNode,
  ticketNode,
  ticketStatusOf,
} from "./ticket-nodes";

type TicketsArguments = PageArguments & {
  status?: string[] | null;
  kind?: string | null;
  organismId?: string | null;
  siteId?: string | null;
  since?: string | null;
  all?: boolean | null;
};

type CreateTicketInput = {
  locationType: "ORGANISM" | "SITE";
  locationId: string;
  equipmentId?: string | null;
  kind: string;
  subject: string;
  message: string;
  attachSiteState?: boolean | null;
};

/** The list's filters without its page: the connection pages by `first` and `after`. */
const ticketFiltersSchema = ticketQuerySchema.omit({ page: true });

/** The request's caller, as the ticket calls take it: tickets at all (the requests role or the desk's), else NOT_ALLOWED. */
function ticketCaller(context: GraphqlContext): TicketCaller {
  const caller = { actor: context.actor, scope: context.scope };
  assertMayUseTickets(caller);
  return caller;
}

/**
 * `tickets`: the list's filters, read by `GET /tickets`'s schema (the same
 * field errors), newest opened first (the id breaking ties), paged by
 * offset. One more ticket than asked tells whether a next page exists; the
 * total is counted only when asked for.
 */
async function ticketConnection(
  context: GraphqlContext,
  info: GraphQLResolveInfo,
  args: TicketsArguments,
): Promise<Connection<TicketNode>> {
  const caller = ticketCaller(context);
  const size = pageSizeOf(args.first, ticketLimits.graphqlPageMax);
  const offset = args.after ? decodeOffsetCursor(args.after) : 0;
  const filters = parseWith(ticketFiltersSchema, {
    status: args.status?.map(ticketStatusOf),
    kind: args.kind ? ticketKindOf(args.kind) : undefined,
    organism_id: optionalRowIdOf(args.organismId, "organism"),
    site_id: optionalRowIdOf(args.siteId, "site"),
    since: args.since ?? undefined,
    all: args.all ?? false,
    sort: "opened",
  });
  const [found, totalCount] = await Promise.all([
    findTicketSummaries(context.tickets, caller, filters, { limit: size + 1, offset }, context.now),
    asksForTotal(info) ? countTicketSummaries(context.tickets, caller, filters, context.now) : 0,
  ]);
  const edges = found.slice(0, size).map((ticket, at) => ({
    cursor: encodeOffsetCursor(offset + at + 1),
    node: ticketNode(ticket),
  }));
  return {
    totalCount,
    pageInfo: { hasNextPage: found.length > size, endCursor: edges.at(-1)?.cursor ?? null },
    edges,
    nodes: edges.map((edge) => edge.node),
  };
}

/**
 * Support tickets (docs/tickets.md): read and changed through the services
 * of the REST calls, with their schemas, rights and scope: a customer reads
 * the tickets on their locations and never an internal note; another's
 * ticket answers NOT_FOUND. Files go through the REST calls (multipart).
 */
export const ticketResolvers = {
  Query: {
    tickets: (_: unknown, args: TicketsArguments, context: GraphqlContext, info: GraphQLResolveInfo) =>
      ticketConnection(context, info, args),
    ticket: async (_: unknown, args: { id: string }, context: GraphqlContext) => {
      const caller = ticketCaller(context);
      return ticketNode(await getTicket(context.tickets, caller, rowIdOf(args.id, "ticket"), context.now));
    },
  },
  Mutation: {
    createTicket: async (_: unknown, { input }: { input: CreateTicketInput }, context: GraphqlContext) => {
      const caller = ticketCaller(context);
      // The REST call's body, validated by its schema: the same rules and the same field keys in errors.
      const body = parseWith(createTicketSchema, {
        location_type: locationTypeOf(input.locationType),
        location_id: rowIdOf(input.locationId, "location"),
        equipment_id: optionalRowIdOf(input.equipmentId, "equipment"),
        kind: ticketKindOf(input.kind),
        subject: input.subject,
        message: input.message,
        attach_site_state: input.attachSiteState ?? false,
      });
      return ticketNode(await openTicket(context.tickets, caller, body, [], "widget", context.now));
    },
    replyToTicket: async (
      _: unknown,
      args: { ticketId: string; message: string; internal?: boolean | null },
      context: GraphqlContext,
    ) => {
      const caller = ticketCaller(context);
      const ticketId = rowIdOf(args.ticketId, "ticket");
      const body = parseWith(ticketReplySchema, { message: args.message, internal: args.internal ?? false });
      return ticketNode(await replyToTicket(context.tickets, caller, ticketId, body, [], "widget", context.now));
    },
  },
  Ticket: {
    messages: async (ticket: TicketNode, _: unknown, { loaders }: GraphqlContext) => {
      const detail = ticket.detail ?? (await loaders.ticketDetail.load(ticket.id));
      return detail.messages.map(ticketMessageNode);
    },
  },
};
