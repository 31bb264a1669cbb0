import {
  createTicketSchema,
  monitoringCacheMs,
  pathIdParamsSchema,
  ticketAssigneesAnswerSchema,
  ticketAttachmentParamsSchema,
  ticketAttachmentTypes,
  ticketDetailSchema,
  ticketKpisQuerySchema,
  ticketKpisSchema,
  ticketLimits,
  ticketListAnswerSchema,
  ticketQuerySchema,
  ticketReplySchema,
  ticketUpdateSchema,
} from "@ondine/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { sendCachedAnswer } from "../../cache/cached-reply";
import { scopeCacheKey } from "../../cache/scope-cache-key";
import { AppError } from "../../errors/app-error";
import { parseWith } from "../../errors/parse-with";
import { rowIdFromPath } from "../../errors/path-id";
import { parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { multipartFilesPlugin } from "../../plugins/multipart-files";
import { isLocationInScope } from "../../scope/scope";
import { attachmentDisposition } from "../../spreadsheets/workbook-stream";
import { readTicketBody } from "./ticket-attachments";
import { assertMayUseTickets, assertSupportDesk, type TicketCaller } from "./ticket-caller";
import { getTicketKpis } from "./ticket-kpis.service";
import { openTicket } from "./ticket-open.service";
import { getTicket, listTicketAssignees, listTickets, readTicketAttachment } from "./ticket-reads.service";
import { replyToTicket } from "./ticket-reply.service";
import { updateTicket } from "./ticket-update.service";
import { ticketsDependencies } from "./tickets-dependencies";

const ticketsRoute = routeSchemaFor("Support tickets");

const whoMay =
  "Accounts with the `requests` role read the tickets on their locations; the support desk (admins and " +
  "the `support_desk` role) reads every ticket (docs/tickets.md#who-sees-what). Without either: 403; a " +
  "ticket the caller may not read: 404.";

/** The ticket calls' bodies: JSON, or multipart with the files under `attachments`. */
const ticketBodyTypes = ["application/json", "multipart/form-data"];

const filesRule =
  `Files (multipart, under \`attachments\`): at most ${ticketLimits.attachmentsPerMessage}, ` +
  `${ticketLimits.attachmentBytes / 1024 / 1024} MB each, typed from their bytes (PNG, JPEG, GIF, WebP, PDF, ` +
  "plain text); else 422 `tickets.errors.*` under `attachments`.";

/** The caller of a ticket call: signed in (401), with tickets at all (403). */
function callerOf(request: FastifyRequest): TicketCaller {
  const caller = { actor: requireActor(request), scope: request.scope };
  assertMayUseTickets(caller);
  return caller;
}

const ticketIdOf = (request: FastifyRequest) => rowIdFromPath(request.params, "No such ticket.");

/** A body's fields and files (read fully now, before any transaction), its fields checked with the route's schema. */
async function bodyOf<Schema extends z.ZodType>(request: FastifyRequest, schema: Schema) {
  const { fields, files } = await readTicketBody(request);
  return { input: parseWith(schema, fields), files };
}

/** The HTTP type of an attachment: its type read from its bytes, text said to be UTF-8 as it was checked. */
const servedType = (contentType: string) => (contentType === "text/plain" ? "text/plain; charset=utf-8" : contentType);

/**
 * The support tickets' calls (docs/tickets.md#calls) and the ticket figures
 * (`GET /tickets_sf/kpis`, docs/tickets.md#kpis). Bodies may be multipart
 * with files: read by the handlers once the caller is authorized.
 */
export async function ticketsRoutes(app: FastifyInstance) {
  await app.register(multipartFilesPlugin, {
    // One more than allowed, so that a message with too many is told so rather than cut.
    files: ticketLimits.attachmentsPerMessage + 1,
    fileSize: ticketLimits.attachmentBytes,
  });
  const deps = ticketsDependencies(app);

  app.get(
    "/tickets",
    {
      schema: ticketsRoute({
        summary: "The customer's tickets, or the support desk's queue, a page at a time",
        description:
          `At most ${ticketLimits.pageSize} a page. Filters: \`status\` (comma-separated codes), \`kind\`, ` +
          "`organism_id`, `site_id`, `assignee` (`me`, `none` or an id), `older_than_days`, `overdue`, `q` " +
          "(subject or issue number), `since` (YYYY-MM-DD) or `all=1` (a customer's list shows the last 3 months " +
          "otherwise); `sort` `due` (the desk's default), `activity` (the customer's) or `opened`. " +
          whoMay,
        auth: "signed-in",
        querystring: ticketQuerySchema,
        success: { status: 200, description: "One page of tickets.", schema: ticketListAnswerSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const query = parseDeclared(request, "querystring");
      reply.header("cache-control", "private, no-store");
      return listTickets(deps, caller, query, deps.now());
    },
  );

  // Declared before `/tickets/:id`; a static segment wins over a parameter anyway.
  app.get(
    "/tickets/assignees",
    {
      schema: ticketsRoute({
        summary: "The support desk, to assign a ticket to",
        description: "The desk's active members by name. The support desk only (403 otherwise).",
        auth: "signed-in",
        success: { status: 200, description: "`{assignees}`.", schema: ticketAssigneesAnswerSchema },
      }),
    },
    async (request) => {
      assertSupportDesk(callerOf(request));
      return { assignees: await listTicketAssignees(deps) };
    },
  );

  app.post(
    "/tickets",
    {
      schema: ticketsRoute({
        summary: "Opens a ticket on one of the caller's locations",
        description:
          "`location_type` and `location_id` (a site, or an organism held as a whole: 404 otherwise), " +
          "`equipment_id` (of that site: 422 `tickets.errors.equipment_not_on_site` otherwise), `kind`, " +
          "`subject`, `message`, `attach_site_state` (keeps the site's state now with the ticket). " +
          `${filesRule} ${whoMay}`,
        auth: "signed-in",
        body: createTicketSchema,
        consumes: ticketBodyTypes,
        success: {
          status: 201,
          description: "The ticket, as `GET /tickets/{id}` answers it.",
          schema: ticketDetailSchema,
        },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { input, files } = await bodyOf(request, createTicketSchema);
      const ticket = await openTicket(deps, caller, input, files, "portal", deps.now());
      return reply.code(201).send(ticket);
    },
  );

  app.get(
    "/tickets/:id",
    {
      schema: ticketsRoute({
        summary: "A ticket, its conversation and what the caller may do",
        description:
          "Internal notes and the history are in the support desk's answer only; `site_state` when the " +
          `ticket was opened with the site's state; \`can\`: what the caller may do now. ${whoMay}`,
        auth: "signed-in",
        params: pathIdParamsSchema,
        success: { status: 200, description: "The ticket.", schema: ticketDetailSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      reply.header("cache-control", "private, no-store");
      return getTicket(deps, caller, ticketIdOf(request), deps.now());
    },
  );

  app.post(
    "/tickets/:id/messages",
    {
      schema: ticketsRoute({
        summary: "Replies on a ticket, or writes the support desk's internal note",
        description:
          "`message`, `internal` (the desk only: 403 otherwise), `status` (optional, in the same change; a " +
          "customer may only close, or reopen within 14 days). A customer's reply brings a pending ticket " +
          "back to open and reopens a resolved or closed one within 14 days of its resolution (422 " +
          `\`tickets.errors.reopen_too_late\` after). ${filesRule} ${whoMay}`,
        auth: "signed-in",
        params: pathIdParamsSchema,
        body: ticketReplySchema,
        consumes: ticketBodyTypes,
        success: { status: 201, description: "The ticket, with the message.", schema: ticketDetailSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const ticketId = ticketIdOf(request);
      const { input, files } = await bodyOf(request, ticketReplySchema);
      const ticket = await replyToTicket(deps, caller, ticketId, input, files, "portal", deps.now());
      return reply.code(201).send(ticket);
    },
  );

  app.patch(
    "/tickets/:id",
    {
      schema: ticketsRoute({
        summary: "Changes a ticket's status, assignee or kind",
        description:
          "`status`, `assignee_id` (a member of the support desk, or null: nobody; 422 " +
          "`tickets.errors.assignee_not_support_desk` otherwise), `kind`. A customer may only close (5) or " +
          "reopen (2) within 14 days of the resolution (422 `tickets.errors.reopen_too_late` after); anything " +
          `else they send answers 403. ${whoMay}`,
        auth: "signed-in",
        params: pathIdParamsSchema,
        body: ticketUpdateSchema,
        success: { status: 200, description: "The ticket, changed.", schema: ticketDetailSchema },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const ticketId = ticketIdOf(request);
      const input = parseDeclared(request, "body");
      return updateTicket(deps, caller, ticketId, input, deps.now());
    },
  );

  app.get(
    "/tickets/:id/attachments/:attachment_id",
    {
      schema: ticketsRoute({
        summary: "A ticket's attachment, as a download",
        description:
          "Served with its type read from its bytes, as a download (`Content-Disposition: attachment`), " +
          "`X-Content-Type-Options: nosniff` and `Content-Security-Policy: sandbox`, never kept by a cache. " +
          `An internal note's attachment: the support desk only (404 otherwise). ${whoMay}`,
        auth: "signed-in",
        params: ticketAttachmentParamsSchema,
        success: { status: 200, description: "The file.", mediaType: [...ticketAttachmentTypes] },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const params = ticketAttachmentParamsSchema.safeParse(request.params);
      if (!params.success) throw new AppError("NOT_FOUND", "No such attachment.");
      const file = await readTicketAttachment(deps, caller, params.data.id, params.data.attachment_id);
      return reply
        .header("content-type", servedType(file.contentType))
        .header("content-disposition", attachmentDisposition(file.name))
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "sandbox; default-src 'none'")
        .header("cache-control", "private, no-store")
        .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
    },
  );

  app.get(
    "/tickets_sf/kpis",
    {
      schema: ticketsRoute({
        summary: "The open tickets and the interventions of a site or an organism over the last 3 months",
        description:
          "`open`: the location's tickets not resolved or closed; `intervention`: its interventions planned " +
          "or in progress (docs/tickets.md#kpis). Any signed-in caller, on a location of their scope (404 " +
          "otherwise). Cached 3 minutes.",
        auth: "signed-in",
        querystring: ticketKpisQuerySchema,
        success: { status: 200, description: "The ticket figures.", schema: ticketKpisSchema },
      }),
    },
    async (request, reply) => {
      requireActor(request);
      const location = parseDeclared(request, "querystring");
      // An assigned scope lists its locations: another tenant's costs no query (an admin's lists none).
      if (
        !isLocationInScope(request.scope, { type: location.type === "site" ? "Site" : "Organism", id: location.id })
      ) {
        throw new AppError("NOT_FOUND", "No such location.");
      }
      const key = ["tickets", "kpis", scopeCacheKey(request.scope), location.type, location.id].join(":");
      const answer = await app.readCache.read(key, monitoringCacheMs.ticketKpis, () =>
        getTicketKpis(deps.db, request.scope, location, deps.now()),
      );
      return sendCachedAnswer(reply, answer, deps.now().getTime());
    },
  );
}
