import type { DatabaseEngine, WebhookDeliveryState, WebhookEventType } from "@ondine/domain";
import { asc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Config } from "../../config";
import type { Database } from "../../db";
import { auditEvents, webhookDeliveries, webhookEndpoints, webhookEvents } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { signInAs, type TestSession } from "../../test/sessions";
import { insertSite } from "../../test/site-factory";
import { useWorldApp, type WorldTestApp, withFixtureExtras } from "../../test/use-world-app";
import { insertUser } from "../../test/user-factory";

// The webhook calls under test (docs/webhooks.md#calls): a hotel chain of ours
// and another customer's, each with an integrator holding `api` on the whole
// organism; one of ours holding `api` on a site only, one without the role,
// and an admin. The other customer has an endpoint with a delivery already.

/** Monday 30 November 2026, 15:00 in Paris. */
export const webhooksNow = new Date("2026-11-30T14:00:00.000Z");

export const hourMs = 3_600_000;
export const dayMs = 24 * hourMs;

/** An instant `ms` after the fixture's start. */
export const at = (ms: number) => new Date(webhooksNow.getTime() + ms);

/** An endpoint written straight, as if made through the calls (or disabled by the engine). */
export async function insertEndpoint(
  db: Database,
  values: Partial<typeof webhookEndpoints.$inferInsert> & { organismId: number },
) {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      url: "https://pms.example/hooks/ondine",
      eventTypes: ["site.down"],
      secret: "whsec_c2VjcmV0LW9mLXRoZS1maXh0dXJlLWVuZHBvaW50",
      createdAt: webhooksNow,
      updatedAt: webhooksNow,
      ...values,
    })
    .returning();
  if (!row) throw new Error("insertEndpoint: no row");
  return row;
}

let eventCount = 0;

/**
 * Deliveries of an endpoint written straight, one event each, in the states
 * given, created an hour apart from `from` (oldest first); answers their ids.
 */
export async function insertDeliveries(
  db: Database,
  endpoint: { id: number; organismId: number },
  states: readonly WebhookDeliveryState[],
  options: { from?: Date; type?: WebhookEventType; attempts?: number } = {},
): Promise<number[]> {
  const from = options.from ?? at(-dayMs);
  const ids: number[] = [];
  for (const [index, state] of states.entries()) {
    eventCount += 1;
    const createdAt = new Date(from.getTime() + index * hourMs);
    const [event] = await db
      .insert(webhookEvents)
      .values({
        publicId: `msg_fixture${String(eventCount).padStart(6, "0")}`,
        organismId: endpoint.organismId,
        type: options.type ?? "site.down",
        data: { organism: { id: endpoint.organismId, name: "Fixture" }, n: index },
        occurredAt: createdAt,
        fannedOut: true,
        createdAt,
      })
      .returning({ id: webhookEvents.id });
    if (!event) throw new Error("insertDeliveries: no event");
    const attempts = state === "pending" ? 0 : (options.attempts ?? (state === "failed" ? 8 : 1));
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({
        endpointId: endpoint.id,
        eventId: event.id,
        state,
        attempts,
        scheduleAttempts: attempts,
        nextAttemptAt: state === "pending" ? createdAt : null,
        lockedUntil: state === "sending" ? new Date(createdAt.getTime() + 60_000) : null,
        lastAttemptAt: attempts > 0 ? new Date(createdAt.getTime() + 1_000) : null,
        lastStatus: state === "delivered" ? 200 : attempts > 0 ? 500 : null,
        deliveredAt: state === "delivered" ? new Date(createdAt.getTime() + 1_000) : null,
        createdAt,
      })
      .returning({ id: webhookDeliveries.id });
    if (!delivery) throw new Error("insertDeliveries: no delivery");
    ids.push(delivery.id);
  }
  return ids;
}

export async function insertWebhooksWorld(db: Database) {
  const organism = await insertOrganism(db, { name: "Hôtels Bord de Mer" });
  const site = await insertSite(db, { organismId: organism.id, name: "Hôtel de la Plage" });
  const theirOrganism = await insertOrganism(db, { name: "Campings Rivaux" });
  const wholeOrganism = [{ type: "Organism" as const, id: organism.id }];
  const theirEndpoint = await insertEndpoint(db, {
    organismId: theirOrganism.id,
    url: "https://rival.example/hooks",
    description: "Leur PMS",
  });
  const [theirDeliveryId] = await insertDeliveries(db, theirEndpoint, ["failed"]);
  return {
    organism,
    site,
    theirOrganism,
    theirEndpoint,
    theirDeliveryId: theirDeliveryId as number,
    integrator: await insertUser(db, { firstName: "Inès", lastName: "Roux", roles: ["api"], locations: wholeOrganism }),
    siteIntegrator: await insertUser(db, { roles: ["api"], locations: [{ type: "Site", id: site.id }] }),
    withoutApi: await insertUser(db, { roles: ["supervision"], locations: wholeOrganism }),
    theirIntegrator: await insertUser(db, {
      roles: ["api"],
      locations: [{ type: "Organism", id: theirOrganism.id }],
    }),
    admin: await insertUser(db, { admin: true, firstName: "Alex", lastName: "Admin" }),
  };
}

export type WebhooksWorld = Awaited<ReturnType<typeof insertWebhooksWorld>>;

/** The answer's JSON, failing the test with the body unless it answered `status`. */
export function answerOf<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

/** The field errors of a 422. */
export function fieldErrorsOf(response: LightMyRequestResponse): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(422);
  return response.json<{ errors: Record<string, string[]> }>().errors;
}

/** The audit lines of the webhook calls, oldest first. */
export function webhookAuditRows(db: Database) {
  return db
    .select({ action: auditEvents.action, actorId: auditEvents.actorId, details: auditEvents.details })
    .from(auditEvents)
    .where(
      inArray(auditEvents.action, [
        "webhooks.endpoint_created",
        "webhooks.endpoint_updated",
        "webhooks.endpoint_deleted",
        "webhooks.secret_rotated",
        "webhooks.delivery_replayed",
        "webhooks.deliveries_replayed",
      ]),
    )
    .orderBy(asc(auditEvents.id));
}

/** An endpoint as stored (its secrets included). */
export async function storedEndpoint(db: Database, id: number) {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

/** An endpoint's deliveries as stored, by id. */
export function storedDeliveries(db: Database, endpointId: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(asc(webhookDeliveries.id));
}

/** The webhook calls as a signed-in browser sends them. */
export function webhooksClient(app: FastifyInstance) {
  const call = (session: TestSession, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/webhooks${url}`,
      headers: session.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    list: (session: TestSession, organismId?: number) =>
      call(session, "GET", `/endpoints${organismId === undefined ? "" : `?organism_id=${organismId}`}`),
    create: (session: TestSession, body: Record<string, unknown>) => call(session, "POST", "/endpoints", body),
    get: (session: TestSession, id: number) => call(session, "GET", `/endpoints/${id}`),
    update: (session: TestSession, id: number, body: Record<string, unknown>) =>
      call(session, "PATCH", `/endpoints/${id}`, body),
    remove: (session: TestSession, id: number) => call(session, "DELETE", `/endpoints/${id}`),
    rotate: (session: TestSession, id: number) => call(session, "POST", `/endpoints/${id}/secret`),
    test: (session: TestSession, id: number) => call(session, "POST", `/endpoints/${id}/test`),
    deliveries: (session: TestSession, id: number, query = "") =>
      call(session, "GET", `/endpoints/${id}/deliveries${query}`),
    delivery: (session: TestSession, id: number, deliveryId: number) =>
      call(session, "GET", `/endpoints/${id}/deliveries/${deliveryId}`),
    replay: (session: TestSession, id: number, deliveryId: number) =>
      call(session, "POST", `/endpoints/${id}/deliveries/${deliveryId}/replay`),
    replaySince: (session: TestSession, id: number, since: unknown) =>
      call(session, "POST", `/endpoints/${id}/replay`, { since }),
  };
}

async function signInWebhooksWorld(app: FastifyInstance, world: WebhooksWorld) {
  const [integrator, siteIntegrator, withoutApi, theirIntegrator, admin] = await Promise.all([
    signInAs(app, world.integrator),
    signInAs(app, world.siteIntegrator),
    signInAs(app, world.withoutApi),
    signInAs(app, world.theirIntegrator),
    signInAs(app, world.admin),
  ]);
  return { integrator, siteIntegrator, withoutApi, theirIntegrator, admin };
}

export type WebhooksTestApp = WorldTestApp<WebhooksWorld, Awaited<ReturnType<typeof signInWebhooksWorld>>> & {
  readonly client: ReturnType<typeof webhooksClient>;
};

/** `useTestApp` at `webhooksNow` (config over the tests' defaults), and before each test a fresh world, signed in. */
export function useWebhooksApp(engine: DatabaseEngine, config: Partial<Config> = {}): WebhooksTestApp {
  const base = useWorldApp(engine, {
    name: "useWebhooksApp",
    now: webhooksNow,
    config,
    insertWorld: insertWebhooksWorld,
    signIn: signInWebhooksWorld,
  });
  return withFixtureExtras(base, {
    get client() {
      return webhooksClient(base.app);
    },
  });
}
