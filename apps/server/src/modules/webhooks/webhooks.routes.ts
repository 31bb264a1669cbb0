import {
  pathIdParamsSchema,
  webhookDeliveryDetailSchema,
  webhookDeliveryPageSchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryQuerySchema,
  webhookEndpointCreateSchema,
  webhookEndpointListSchema,
  webhookEndpointQuerySchema,
  webhookEndpointSchema,
  webhookEndpointUpdateSchema,
  webhookEndpointWithSecretSchema,
  webhookLimits,
  webhookQueuedSchema,
  webhookReplaySchema,
} from "@ondine/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error";
import { rowIdFromPath } from "../../errors/path-id";
import { parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import {
  createWebhookEndpoint,
  deleteWebhookEndpointOfCaller,
  getWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  updateWebhookEndpointSettings,
} from "./webhook-endpoints.service";
import {
  getWebhookDelivery,
  listWebhookDeliveries,
  replayFailedWebhookDeliveriesSince,
  replayOneWebhookDelivery,
  sendWebhookTestEvent,
} from "./webhook-log.service";
import { assertMayManageWebhooks, type WebhooksCaller } from "./webhooks-caller";
import { webhooksDependencies } from "./webhooks-dependencies";

const webhooksRoute = routeSchemaFor("Webhooks");

const whoMay =
  "Admins, on every organism, and accounts with the `api` role, on the organisms assigned to them as a whole " +
  "(403 without the role, before anything is read); another organism's endpoint or delivery answers 404 " +
  "(docs/webhooks.md#endpoints).";

const urlRules =
  `\`url\`: absolute, at most ${webhookLimits.urlMaxLength} characters, https (plain http only where ` +
  "`WEBHOOKS_ALLOW_LOCAL` allows it: `webhooks.errors.https_required`), without user, password or fragment, its " +
  "host neither being nor resolving to a loopback, private, link-local or otherwise refused address " +
  "(`webhooks.errors.address_refused`; docs/webhooks.md#guard); 422 on `url` otherwise.";

/** The caller of a webhook call: signed in (401), an admin or with the `api` role (403). */
function callerOf(request: FastifyRequest): WebhooksCaller {
  const caller = { actor: requireActor(request), scope: request.scope, ip: request.ip };
  assertMayManageWebhooks(caller);
  return caller;
}

const endpointIdOf = (request: FastifyRequest) => rowIdFromPath(request.params, "No such webhook endpoint.");

/** `{id}` and `{delivery_id}` of a delivery's path: anything but row ids names nothing (404). */
function deliveryPathOf(request: FastifyRequest): { id: number; delivery_id: number } {
  const parsed = webhookDeliveryParamsSchema.safeParse(request.params);
  if (!parsed.success) throw new AppError("NOT_FOUND", "No such delivery.");
  return parsed.data;
}

/** The webhook calls (docs/webhooks.md#calls): an organism's endpoints, their secret, their log and replays. */
export async function webhooksRoutes(app: FastifyInstance) {
  const deps = webhooksDependencies(app);

  app.get(
    "/webhooks/endpoints",
    {
      schema: webhooksRoute({
        summary: "The caller's webhook endpoints, each with its health",
        description:
          "Every endpoint of the caller's organisms (of `organism_id` when given: another organism lists " +
          "nothing), by organism then creation. Each with its health: the last success and failure, since when " +
          "it fails, its deliveries pending or being sent, and those failed in the last 24 hours. Never a " +
          `secret. ${whoMay}`,
        auth: "signed-in",
        querystring: webhookEndpointQuerySchema,
        success: { status: 200, description: "The endpoints.", schema: webhookEndpointListSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const query = parseDeclared(request, "querystring");
      reply.header("cache-control", "private, no-store");
      return listWebhookEndpoints(deps, caller, query);
    },
  );

  app.post(
    "/webhooks/endpoints",
    {
      schema: webhooksRoute({
        summary: "Creates a webhook endpoint on an organism; answers its secret, once",
        description:
          "`organism_id` (held by the caller as a whole: 404 otherwise), `url`, `description` (at most " +
          `${webhookLimits.descriptionMaxLength} characters), \`event_types\` (one at least, from the catalogue: ` +
          "`webhooks.errors.no_events`), `enabled` (true by default). " +
          `${urlRules} At most ${webhookLimits.endpointsPerOrganism} endpoints per organism (422 ` +
          "`webhooks.errors.too_many_endpoints` on `organism_id`). The secret (`whsec_...`) is drawn by the " +
          `server and answered this once. Audited (\`webhooks.endpoint_created\`). ${whoMay}`,
        auth: "signed-in",
        body: webhookEndpointCreateSchema,
        success: {
          status: 201,
          description: "The endpoint and its secret.",
          schema: webhookEndpointWithSecretSchema,
        },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const input = parseDeclared(request, "body");
      reply.header("cache-control", "private, no-store");
      return reply.code(201).send(await createWebhookEndpoint(deps, caller, input));
    },
  );

  app.get(
    "/webhooks/endpoints/:id",
    {
      schema: webhooksRoute({
        summary: "One webhook endpoint with its health",
        description: `As in the list; never its secret. ${whoMay}`,
        auth: "signed-in",
        params: pathIdParamsSchema,
        success: { status: 200, description: "The endpoint.", schema: webhookEndpointSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const id = endpointIdOf(request);
      reply.header("cache-control", "private, no-store");
      return getWebhookEndpoint(deps, caller, id);
    },
  );

  app.patch(
    "/webhooks/endpoints/:id",
    {
      schema: webhooksRoute({
        summary: "Changes a webhook endpoint's address, description, events, or turns it on or off",
        description:
          "Any of `url`, `description`, `event_types`, `enabled` (one at least). `enabled: false` disables it " +
          "(reason `manual`): nothing is sent to it meanwhile, and the events of that time are not kept for it. " +
          "`enabled: true` on a disabled endpoint starts it afresh (its failing streak forgotten); when its " +
          "failures had disabled it, its owners are mailed, and its failed deliveries wait for a replay. " +
          `${urlRules} Audited (\`webhooks.endpoint_updated\`). ${whoMay}`,
        auth: "signed-in",
        params: pathIdParamsSchema,
        body: webhookEndpointUpdateSchema,
        success: { status: 200, description: "The endpoint, changed.", schema: webhookEndpointSchema },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const id = endpointIdOf(request);
      const input = parseDeclared(request, "body");
      return updateWebhookEndpointSettings(deps, caller, id, input);
    },
  );

  app.delete(
    "/webhooks/endpoints/:id",
    {
      schema: webhooksRoute({
        summary: "Deletes a webhook endpoint, its deliveries and its log",
        description: `Audited (\`webhooks.endpoint_deleted\`). ${whoMay}`,
        auth: "signed-in",
        params: pathIdParamsSchema,
        success: { status: 204, description: "Deleted.", noBody: true },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await deleteWebhookEndpointOfCaller(deps, caller, endpointIdOf(request));
      return reply.code(204).send();
    },
  );

  app.post(
    "/webhooks/endpoints/:id/secret",
    {
      schema: webhooksRoute({
        summary: "Draws a webhook endpoint's new secret; answers it, once",
        description:
          `The secret it replaces still signs for ${webhookLimits.secretOverlapMs / 3_600_000} hours ` +
          "(`previous_secret_expires_at`): each delivery meanwhile carries both signatures. A rotation during " +
          "that overlap drops the older secret. Audited (`webhooks.secret_rotated`, never a secret). " +
          whoMay,
        auth: "signed-in",
        params: pathIdParamsSchema,
        success: {
          status: 200,
          description: "The endpoint and its new secret.",
          schema: webhookEndpointWithSecretSchema,
        },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const id = endpointIdOf(request);
      reply.header("cache-control", "private, no-store");
      return rotateWebhookSecret(deps, caller, id);
    },
  );

  app.post(
    "/webhooks/endpoints/:id/test",
    {
      schema: webhooksRoute({
        summary: "Queues a test event to a webhook endpoint",
        description:
          "A `webhook.test` event (the organism, the endpoint, who sent it) to this endpoint only, whatever " +
          `events it asked for. ${whoMay}`,
        auth: "signed-in",
        params: pathIdParamsSchema,
        success: { status: 202, description: "Queued: `{queued: 1}`.", schema: webhookQueuedSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const id = endpointIdOf(request);
      return reply.code(202).send(await sendWebhookTestEvent(deps, caller, id));
    },
  );

  app.get(
    "/webhooks/endpoints/:id/deliveries",
    {
      schema: webhooksRoute({
        summary: "A webhook endpoint's log: its deliveries, newest first",
        description:
          `${webhookLimits.deliveriesPageSize} a page (\`page\`), of one \`state\` (\`pending\`, \`sending\`, ` +
          "`delivered`, `failed`) and one `event_type` when given: each delivery's event, state, attempts, " +
          `last answer's status and next attempt. ${whoMay}`,
        auth: "signed-in",
        params: pathIdParamsSchema,
        querystring: webhookDeliveryQuerySchema,
        success: { status: 200, description: "One page of the log.", schema: webhookDeliveryPageSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const id = endpointIdOf(request);
      const query = parseDeclared(request, "querystring");
      reply.header("cache-control", "private, no-store");
      return listWebhookDeliveries(deps, caller, id, query);
    },
  );

  app.get(
    "/webhooks/endpoints/:id/deliveries/:delivery_id",
    {
      schema: webhooksRoute({
        summary: "A delivery of a webhook endpoint, with its request body and every attempt",
        description:
          "The body exactly as each attempt posts it, and each attempt: when, how long, the answer's status " +
          "and first 1,024 bytes, or why there was none (`timeout`, `address_refused`, `redirect`, " +
          `\`connection\`, \`dns\`). ${whoMay}`,
        auth: "signed-in",
        params: webhookDeliveryParamsSchema,
        success: { status: 200, description: "The delivery.", schema: webhookDeliveryDetailSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const path = deliveryPathOf(request);
      reply.header("cache-control", "private, no-store");
      return getWebhookDelivery(deps, caller, path.id, path.delivery_id);
    },
  );

  app.post(
    "/webhooks/endpoints/:id/deliveries/:delivery_id/replay",
    {
      schema: webhooksRoute({
        summary: "Queues a delivery again now",
        description:
          "A failed or delivered delivery is due again now, on a fresh schedule, with the same `webhook-id`; " +
          "its attempts number on in the log. One still pending or being sent is queued already: " +
          `\`{queued: 0}\`. Audited (\`webhooks.delivery_replayed\`). ${whoMay}`,
        auth: "signed-in",
        params: webhookDeliveryParamsSchema,
        success: { status: 202, description: "What was queued.", schema: webhookQueuedSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const path = deliveryPathOf(request);
      return reply.code(202).send(await replayOneWebhookDelivery(deps, caller, path.id, path.delivery_id));
    },
  );

  app.post(
    "/webhooks/endpoints/:id/replay",
    {
      schema: webhooksRoute({
        summary: "Queues again every failed delivery of a webhook endpoint created since a moment",
        description:
          "`since`: an instant with its offset. The endpoint's failed deliveries created since then, the " +
          `oldest ${webhookLimits.replayMax} at most (call again for the rest), are due again now; the answer ` +
          `says how many. Audited (\`webhooks.deliveries_replayed\`). ${whoMay}`,
        auth: "signed-in",
        params: pathIdParamsSchema,
        body: webhookReplaySchema,
        success: { status: 202, description: "What was queued.", schema: webhookQueuedSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const id = endpointIdOf(request);
      const input = parseDeclared(request, "body");
      return reply.code(202).send(await replayFailedWebhookDeliveriesSince(deps, caller, id, input));
    },
  );
}
