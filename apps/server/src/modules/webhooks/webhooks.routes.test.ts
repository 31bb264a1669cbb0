import {
  type WebhookDeliveryDetail,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEndpointList,
  type WebhookEndpointWithSecret,
  type WebhookQueued,
  webhookLimits,
} from "@ondine/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs, outboxMessages, webhookAttempts, webhookEvents } from "../../db/schema";
import { testEngines } from "../../test/test-database";
import { webhookDispatchKind } from "./record-webhook-event";
import { fanOutWebhookEvents } from "./webhook-deliveries.repository";
import {
  answerOf,
  at,
  dayMs,
  fieldErrorsOf,
  hourMs,
  insertDeliveries,
  insertEndpoint,
  storedDeliveries,
  storedEndpoint,
  useWebhooksApp,
  webhookAuditRows,
  webhooksNow,
} from "./webhooks-fixture";

const newEndpoint = (organismId: number, fields: Record<string, unknown> = {}) => ({
  organism_id: organismId,
  url: "https://pms.example/hooks/ondine",
  description: "PMS de l'hôtel",
  event_types: ["site.down", "site.recovered"],
  ...fields,
});

describe.each(testEngines)("the webhook calls on %s", (engine) => {
  const t = useWebhooksApp(engine);

  const dispatchWakes = () => t.db.select().from(jobs).where(eq(jobs.kind, webhookDispatchKind));

  it("answers 403 to an account without the api role before reading anything, and 401 without a session", async () => {
    const { theirEndpoint, theirDeliveryId, organism } = t.world;
    const { withoutApi } = t.as;
    const { client } = t;
    const own = await insertEndpoint(t.db, { organismId: organism.id });
    for (const id of [own.id, theirEndpoint.id, 999_999]) {
      expect((await client.get(withoutApi, id)).statusCode).toBe(403);
      expect((await client.update(withoutApi, id, { enabled: false })).statusCode).toBe(403);
      expect((await client.remove(withoutApi, id)).statusCode).toBe(403);
      expect((await client.rotate(withoutApi, id)).statusCode).toBe(403);
      expect((await client.test(withoutApi, id)).statusCode).toBe(403);
      expect((await client.deliveries(withoutApi, id)).statusCode).toBe(403);
      expect((await client.delivery(withoutApi, id, theirDeliveryId)).statusCode).toBe(403);
      expect((await client.replay(withoutApi, id, theirDeliveryId)).statusCode).toBe(403);
      expect((await client.replaySince(withoutApi, id, "not a date")).statusCode).toBe(403);
    }
    expect((await client.list(withoutApi)).statusCode).toBe(403);
    // 403 comes before the body's 422.
    expect((await client.create(withoutApi, { organism_id: organism.id })).statusCode).toBe(403);
    expect(await storedEndpoint(t.db, own.id)).toMatchObject({ enabled: true, secret: own.secret });
    const anonymous = await t.app.inject({ method: "GET", url: "/api/webhooks/endpoints" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("creates an endpoint and answers its secret once: never again by the list nor the endpoint's page", async () => {
    const { organism, integrator } = t.world;
    const created = answerOf<WebhookEndpointWithSecret>(
      await t.client.create(
        t.as.integrator,
        newEndpoint(organism.id, { event_types: ["site.recovered", "site.down"] }),
      ),
      201,
    );
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.secret.slice("whsec_".length), "base64")).toHaveLength(32);
    expect(created.endpoint).toEqual({
      id: created.endpoint.id,
      organism_id: organism.id,
      organism_name: "Hôtels Bord de Mer",
      url: "https://pms.example/hooks/ondine",
      description: "PMS de l'hôtel",
      event_types: ["site.down", "site.recovered"],
      enabled: true,
      disabled_reason: null,
      disabled_at: null,
      previous_secret_expires_at: null,
      created_at: webhooksNow.toISOString(),
      health: { last_success_at: null, last_failure_at: null, failing_since: null, pending: 0, failed_last_day: 0 },
    });
    const stored = await storedEndpoint(t.db, created.endpoint.id);
    expect(stored).toMatchObject({ secret: created.secret, createdByUserId: integrator.id, previousSecret: null });
    const page = await t.client.get(t.as.integrator, created.endpoint.id);
    expect(answerOf<WebhookEndpoint>(page)).toEqual(created.endpoint);
    const list = await t.client.list(t.as.integrator);
    expect(answerOf<WebhookEndpointList>(list).endpoints).toEqual([created.endpoint]);
    for (const body of [page.body, list.body]) {
      expect(body).not.toContain(created.secret);
      expect(body).not.toContain("whsec_");
    }
    expect(page.headers["cache-control"]).toBe("private, no-store");
    // A second one, created disabled, waits with reason manual.
    const off = answerOf<WebhookEndpointWithSecret>(
      await t.client.create(t.as.integrator, newEndpoint(organism.id, { enabled: false })),
      201,
    );
    expect(off.endpoint).toMatchObject({
      enabled: false,
      disabled_reason: "manual",
      disabled_at: webhooksNow.toISOString(),
    });
    expect(off.secret).not.toBe(created.secret);
    expect(await webhookAuditRows(t.db)).toEqual([
      {
        action: "webhooks.endpoint_created",
        actorId: integrator.id,
        details: {
          webhook_endpoint_id: created.endpoint.id,
          organism_id: organism.id,
          url: "https://pms.example/hooks/ondine",
          event_types: ["site.down", "site.recovered"],
          enabled: true,
        },
      },
      expect.objectContaining({ action: "webhooks.endpoint_created", actorId: integrator.id }),
    ]);
    expect(JSON.stringify(await webhookAuditRows(t.db))).not.toContain("whsec_");
  });

  it("answers 422 per field: a URL of the wrong shape, an event outside the catalogue, none at all", async () => {
    const { organism } = t.world;
    const create = (fields: Record<string, unknown>) =>
      t.client.create(t.as.integrator, newEndpoint(organism.id, fields));
    expect(fieldErrorsOf(await create({ url: "pms.example/hook" }))).toEqual({ url: ["webhooks.errors.url_invalid"] });
    expect(fieldErrorsOf(await create({ url: "ftp://pms.example/hook" }))).toEqual({
      url: ["webhooks.errors.url_scheme"],
    });
    expect(fieldErrorsOf(await create({ url: "https://user:pw@pms.example/hook" }))).toEqual({
      url: ["webhooks.errors.url_credentials"],
    });
    expect(fieldErrorsOf(await create({ url: "https://pms.example/hook#part" }))).toEqual({
      url: ["webhooks.errors.url_invalid"],
    });
    expect(fieldErrorsOf(await create({ event_types: [] }))).toEqual({ event_types: ["webhooks.errors.no_events"] });
    expect(Object.keys(fieldErrorsOf(await create({ event_types: ["site.exploded"] })))).toEqual(["event_types.0"]);
    expect(Object.keys(fieldErrorsOf(await create({ description: "x".repeat(256) })))).toEqual(["description"]);
    // Changes are read the same way.
    const own = await insertEndpoint(t.db, { organismId: organism.id });
    expect(fieldErrorsOf(await t.client.update(t.as.integrator, own.id, { event_types: [] }))).toEqual({
      event_types: ["webhooks.errors.no_events"],
    });
    expect(fieldErrorsOf(await t.client.update(t.as.integrator, own.id, { url: "ftp://pms.example/h" }))).toEqual({
      url: ["webhooks.errors.url_scheme"],
    });
    expect(Object.keys(fieldErrorsOf(await t.client.update(t.as.integrator, own.id, {})))).not.toEqual([]);
    expect(Object.keys(fieldErrorsOf(await t.client.replaySince(t.as.integrator, own.id, "yesterday")))).toEqual([
      "since",
    ]);
    expect(await webhookAuditRows(t.db)).toEqual([]);
  });

  it("takes plain http and the loopback where WEBHOOKS_ALLOW_LOCAL allows them (the tests' default)", async () => {
    const { organism } = t.world;
    const created = answerOf<WebhookEndpointWithSecret>(
      await t.client.create(t.as.integrator, newEndpoint(organism.id, { url: "http://127.0.0.1:4000/hook" })),
      201,
    );
    expect(created.endpoint.url).toBe("http://127.0.0.1:4000/hook");
    // The loopback only: a private address is refused all the same.
    expect(
      fieldErrorsOf(await t.client.update(t.as.integrator, created.endpoint.id, { url: "http://10.0.0.12/hook" })),
    ).toEqual({ url: ["webhooks.errors.address_refused"] });
    expect(
      fieldErrorsOf(
        await t.client.create(t.as.integrator, newEndpoint(organism.id, { url: "https://169.254.169.254/latest" })),
      ),
    ).toEqual({ url: ["webhooks.errors.address_refused"] });
  });

  it("answers 404 for another organism's endpoint and delivery, and for creating on an organism not held whole", async () => {
    const { theirEndpoint, theirDeliveryId, theirOrganism, organism } = t.world;
    const { integrator, siteIntegrator, admin } = t.as;
    const { client } = t;
    const id = theirEndpoint.id;
    for (const session of [integrator, siteIntegrator]) {
      expect((await client.get(session, id)).statusCode).toBe(404);
      expect((await client.update(session, id, { enabled: false })).statusCode).toBe(404);
      expect((await client.remove(session, id)).statusCode).toBe(404);
      expect((await client.rotate(session, id)).statusCode).toBe(404);
      expect((await client.test(session, id)).statusCode).toBe(404);
      expect((await client.deliveries(session, id)).statusCode).toBe(404);
      expect((await client.delivery(session, id, theirDeliveryId)).statusCode).toBe(404);
      expect((await client.replay(session, id, theirDeliveryId)).statusCode).toBe(404);
      expect((await client.replaySince(session, id, at(-7 * dayMs).toISOString())).statusCode).toBe(404);
      expect((await client.create(session, newEndpoint(theirOrganism.id))).statusCode).toBe(404);
      expect(answerOf<WebhookEndpointList>(await client.list(session)).endpoints).toEqual([]);
      expect(answerOf<WebhookEndpointList>(await client.list(session, theirOrganism.id)).endpoints).toEqual([]);
    }
    // A site of the organism is not the organism: its holder creates nothing on it.
    expect((await client.create(siteIntegrator, newEndpoint(organism.id))).statusCode).toBe(404);
    // Our delivery named under their endpoint, and theirs under ours: 404 both.
    const own = await insertEndpoint(t.db, { organismId: organism.id });
    const [ownDelivery] = await insertDeliveries(t.db, own, ["failed"]);
    expect((await client.delivery(integrator, own.id, theirDeliveryId)).statusCode).toBe(404);
    expect((await client.replay(integrator, own.id, theirDeliveryId)).statusCode).toBe(404);
    expect((await client.delivery(t.as.theirIntegrator, id, ownDelivery as number)).statusCode).toBe(404);
    // Nothing of theirs moved.
    expect(await storedEndpoint(t.db, id)).toEqual(theirEndpoint);
    expect((await storedDeliveries(t.db, id)).map((row) => row.state)).toEqual(["failed"]);
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.type, "webhook.test"))).toEqual([]);
    // The admin reaches every organism's.
    expect(answerOf<WebhookEndpoint>(await client.get(admin, id)).organism_name).toBe("Campings Rivaux");
    expect(
      answerOf<WebhookEndpointList>(await client.list(admin, theirOrganism.id)).endpoints.map((e) => e.id),
    ).toEqual([id]);
    expect(answerOf<WebhookEndpointWithSecret>(await client.create(admin, newEndpoint(theirOrganism.id)), 201)).toEqual(
      expect.objectContaining({ endpoint: expect.objectContaining({ organism_id: theirOrganism.id }) }),
    );
  });

  it(`keeps at most ${webhookLimits.endpointsPerOrganism} endpoints on an organism`, async () => {
    const { organism, theirOrganism } = t.world;
    for (let index = 1; index < webhookLimits.endpointsPerOrganism; index += 1) {
      await insertEndpoint(t.db, { organismId: organism.id, url: `https://pms.example/hooks/${index}` });
    }
    answerOf(await t.client.create(t.as.integrator, newEndpoint(organism.id)), 201);
    expect(fieldErrorsOf(await t.client.create(t.as.integrator, newEndpoint(organism.id)))).toEqual({
      organism_id: ["webhooks.errors.too_many_endpoints"],
    });
    expect(answerOf<WebhookEndpointList>(await t.client.list(t.as.integrator)).endpoints).toHaveLength(
      webhookLimits.endpointsPerOrganism,
    );
    // Another organism's count is its own.
    answerOf(await t.client.create(t.as.admin, newEndpoint(theirOrganism.id)), 201);
  });

  it("lists each endpoint with its health: pending and sending deliveries, those failed in the last day", async () => {
    const { organism } = t.world;
    const failing = await insertEndpoint(t.db, {
      organismId: organism.id,
      url: "https://pms.example/a",
      lastSuccessAt: at(-3 * dayMs),
      lastFailureAt: at(-hourMs),
      failingSince: at(-2 * dayMs),
    });
    const quiet = await insertEndpoint(t.db, { organismId: organism.id, url: "https://pms.example/b" });
    // Failed two days ago (out of the last day), then within it: failed, pending, sending, delivered.
    await insertDeliveries(t.db, failing, ["failed"], { from: at(-2 * dayMs) });
    await insertDeliveries(t.db, failing, ["failed", "failed", "pending", "sending", "delivered"], {
      from: at(-10 * hourMs),
    });
    const list = answerOf<WebhookEndpointList>(await t.client.list(t.as.integrator, organism.id));
    expect(list.endpoints.map((endpoint) => [endpoint.id, endpoint.health])).toEqual([
      [
        failing.id,
        {
          last_success_at: at(-3 * dayMs).toISOString(),
          last_failure_at: at(-hourMs).toISOString(),
          failing_since: at(-2 * dayMs).toISOString(),
          pending: 2,
          failed_last_day: 2,
        },
      ],
      [quiet.id, { last_success_at: null, last_failure_at: null, failing_since: null, pending: 0, failed_last_day: 0 }],
    ]);
    expect(answerOf<WebhookEndpoint>(await t.client.get(t.as.integrator, failing.id)).health).toEqual(
      list.endpoints[0]?.health,
    );
    // A day later, the two recent failures have left the last day.
    t.clock.advance(dayMs);
    await t.signInAgain();
    const later = answerOf<WebhookEndpoint>(await t.client.get(t.as.integrator, failing.id));
    expect(later.health).toMatchObject({ pending: 2, failed_last_day: 0 });
  });

  it("rotates the secret: answered once, the previous one signing 24 hours more; a rotation meanwhile drops the older", async () => {
    const { organism, integrator } = t.world;
    const created = answerOf<WebhookEndpointWithSecret>(
      await t.client.create(t.as.integrator, newEndpoint(organism.id)),
      201,
    );
    t.clock.advance(hourMs);
    const first = answerOf<WebhookEndpointWithSecret>(await t.client.rotate(t.as.integrator, created.endpoint.id));
    expect(first.secret).toMatch(/^whsec_/);
    expect(first.secret).not.toBe(created.secret);
    const firstExpiry = at(hourMs + webhookLimits.secretOverlapMs);
    expect(first.endpoint.previous_secret_expires_at).toBe(firstExpiry.toISOString());
    expect(await storedEndpoint(t.db, created.endpoint.id)).toMatchObject({
      secret: first.secret,
      previousSecret: created.secret,
      previousSecretExpiresAt: firstExpiry,
    });
    const page = await t.client.get(t.as.integrator, created.endpoint.id);
    expect(page.body).not.toContain(first.secret);
    expect(page.body).not.toContain(created.secret);
    // During the overlap: the previous becomes the one just replaced, the oldest is gone.
    t.clock.advance(2 * hourMs);
    const second = answerOf<WebhookEndpointWithSecret>(await t.client.rotate(t.as.integrator, created.endpoint.id));
    expect(await storedEndpoint(t.db, created.endpoint.id)).toMatchObject({
      secret: second.secret,
      previousSecret: first.secret,
      previousSecretExpiresAt: at(3 * hourMs + webhookLimits.secretOverlapMs),
    });
    const rotations = (await webhookAuditRows(t.db)).filter((row) => row.action === "webhooks.secret_rotated");
    expect(rotations).toEqual([
      {
        action: "webhooks.secret_rotated",
        actorId: integrator.id,
        details: {
          webhook_endpoint_id: created.endpoint.id,
          organism_id: organism.id,
          url: "https://pms.example/hooks/ondine",
          previous_secret_expires_at: firstExpiry.toISOString(),
        },
      },
      expect.objectContaining({ action: "webhooks.secret_rotated" }),
    ]);
    expect(JSON.stringify(rotations)).not.toContain("whsec_");
  });

  it("disables an endpoint by hand, and enables it again without mailing anyone", async () => {
    const { organism, integrator } = t.world;
    const own = await insertEndpoint(t.db, { organismId: organism.id, failingSince: at(-hourMs) });
    const off = answerOf<WebhookEndpoint>(await t.client.update(t.as.integrator, own.id, { enabled: false }));
    expect(off).toMatchObject({ enabled: false, disabled_reason: "manual", disabled_at: webhooksNow.toISOString() });
    t.clock.advance(hourMs);
    const on = answerOf<WebhookEndpoint>(await t.client.update(t.as.integrator, own.id, { enabled: true }));
    expect(on).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null });
    expect(on.health.failing_since).toBeNull();
    expect(await t.db.select().from(outboxMessages)).toEqual([]);
    expect((await webhookAuditRows(t.db)).map((row) => [row.action, row.actorId, row.details])).toEqual([
      [
        "webhooks.endpoint_updated",
        integrator.id,
        { webhook_endpoint_id: own.id, organism_id: organism.id, url: own.url, changed: ["enabled"], enabled: false },
      ],
      [
        "webhooks.endpoint_updated",
        integrator.id,
        { webhook_endpoint_id: own.id, organism_id: organism.id, url: own.url, changed: ["enabled"], enabled: true },
      ],
    ]);
  });

  it("enables an endpoint the failures disabled: its streak cleared, its owners mailed, its failed deliveries left to a replay", async () => {
    const { organism, integrator } = t.world;
    const own = await insertEndpoint(t.db, {
      organismId: organism.id,
      enabled: false,
      disabledReason: "failing",
      disabledAt: at(-hourMs),
      failingSince: at(-5 * dayMs - hourMs),
      lastFailureAt: at(-hourMs),
      createdByUserId: integrator.id,
    });
    await insertDeliveries(t.db, own, ["failed", "failed"], { from: at(-3 * hourMs) });
    const on = answerOf<WebhookEndpoint>(await t.client.update(t.as.integrator, own.id, { enabled: true }));
    expect(on).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null });
    expect(on.health).toMatchObject({ failing_since: null, last_failure_at: at(-hourMs).toISOString() });
    expect(await storedEndpoint(t.db, own.id)).toMatchObject({
      enabled: true,
      disabledReason: null,
      disabledAt: null,
      failingSince: null,
    });
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, integrator.email));
    expect(mails).toHaveLength(1);
    expect((await storedDeliveries(t.db, own.id)).map((row) => row.state)).toEqual(["failed", "failed"]);
  });

  it("changes the address, description and events, audited with what changed", async () => {
    const { organism, integrator } = t.world;
    const own = await insertEndpoint(t.db, { organismId: organism.id, eventTypes: ["site.down"] });
    const changed = answerOf<WebhookEndpoint>(
      await t.client.update(t.as.integrator, own.id, {
        url: "https://pms.example/v2/hooks",
        description: "  Nouveau PMS  ",
        event_types: ["ticket.opened", "code.used", "ticket.opened"],
      }),
    );
    expect(changed).toMatchObject({
      url: "https://pms.example/v2/hooks",
      description: "Nouveau PMS",
      event_types: ["code.used", "ticket.opened"],
      enabled: true,
    });
    expect(await webhookAuditRows(t.db)).toEqual([
      {
        action: "webhooks.endpoint_updated",
        actorId: integrator.id,
        details: {
          webhook_endpoint_id: own.id,
          organism_id: organism.id,
          url: "https://pms.example/v2/hooks",
          changed: ["url", "description", "event_types"],
          previous_url: "https://pms.example/hooks/ondine",
          enabled: true,
        },
      },
    ]);
  });

  it("deletes an endpoint with its deliveries and their attempts, audited", async () => {
    const { organism, integrator } = t.world;
    const own = await insertEndpoint(t.db, { organismId: organism.id });
    const [deliveryId] = await insertDeliveries(t.db, own, ["failed"]);
    await t.db.insert(webhookAttempts).values({
      deliveryId: deliveryId as number,
      attempt: 1,
      startedAt: at(-dayMs),
      durationMs: 120,
      responseStatus: 500,
    });
    const response = await t.client.remove(t.as.integrator, own.id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await storedEndpoint(t.db, own.id)).toBeUndefined();
    expect(await storedDeliveries(t.db, own.id)).toEqual([]);
    expect(await t.db.select().from(webhookAttempts)).toEqual([]);
    expect((await t.client.get(t.as.integrator, own.id)).statusCode).toBe(404);
    expect(await webhookAuditRows(t.db)).toEqual([
      {
        action: "webhooks.endpoint_deleted",
        actorId: integrator.id,
        details: { webhook_endpoint_id: own.id, organism_id: organism.id, url: own.url },
      },
    ]);
  });

  it("lists the log newest first, 50 a page, by state and type; opens a delivery on its body and attempts", async () => {
    const { organism } = t.world;
    const own = await insertEndpoint(t.db, { organismId: organism.id });
    const ids = await insertDeliveries(
      t.db,
      own,
      Array.from({ length: 52 }, (_, index) => (index % 2 === 0 ? "failed" : "delivered")),
      { from: at(-3 * dayMs) },
    );
    const [testId] = await insertDeliveries(t.db, own, ["pending"], { type: "code.used" });
    const first = answerOf<WebhookDeliveryPage>(await t.client.deliveries(t.as.integrator, own.id));
    expect(first).toMatchObject({ current_page: 1, total_pages: 2 });
    expect(first.deliveries.map((row) => row.id)).toEqual([testId, ...ids.slice(3).reverse()]);
    const second = answerOf<WebhookDeliveryPage>(await t.client.deliveries(t.as.integrator, own.id, "?page=2"));
    expect(second.deliveries.map((row) => row.id)).toEqual(ids.slice(0, 3).reverse());
    const failed = answerOf<WebhookDeliveryPage>(await t.client.deliveries(t.as.integrator, own.id, "?state=failed"));
    expect(failed.deliveries).toHaveLength(26);
    expect(new Set(failed.deliveries.map((row) => row.state))).toEqual(new Set(["failed"]));
    const used = answerOf<WebhookDeliveryPage>(
      await t.client.deliveries(t.as.integrator, own.id, "?event_type=code.used&state="),
    );
    expect(used.deliveries.map((row) => [row.id, row.event_type, row.state])).toEqual([
      [testId, "code.used", "pending"],
    ]);
    expect(Object.keys(fieldErrorsOf(await t.client.deliveries(t.as.integrator, own.id, "?state=lost")))).toEqual([
      "state",
    ]);

    const opened = ids[0] as number;
    await t.db.insert(webhookAttempts).values([
      {
        deliveryId: opened,
        attempt: 2,
        startedAt: at(-3 * dayMs + 6_000),
        durationMs: 15_000,
        responseStatus: null,
        error: "timeout",
      },
      {
        deliveryId: opened,
        attempt: 1,
        startedAt: at(-3 * dayMs),
        durationMs: 84,
        responseStatus: 503,
        responseHead: "Service Unavailable",
      },
    ]);
    const detail = answerOf<WebhookDeliveryDetail>(await t.client.delivery(t.as.integrator, own.id, opened));
    expect(detail).toMatchObject({ id: opened, event_type: "site.down", state: "failed", attempts: 8 });
    expect(JSON.parse(detail.request_body)).toEqual({
      type: "site.down",
      timestamp: at(-3 * dayMs).toISOString(),
      data: { organism: { id: organism.id, name: "Fixture" }, n: 0 },
    });
    expect(detail.attempt_log).toEqual([
      {
        attempt: 1,
        started_at: at(-3 * dayMs).toISOString(),
        duration_ms: 84,
        response_status: 503,
        response_head: "Service Unavailable",
        error: null,
      },
      {
        attempt: 2,
        started_at: at(-3 * dayMs + 6_000).toISOString(),
        duration_ms: 15_000,
        response_status: null,
        response_head: "",
        error: "timeout",
      },
    ]);
    expect((await t.client.delivery(t.as.integrator, own.id, 99_999_999)).statusCode).toBe(404);
  });

  it("replays one delivery: due now on a fresh schedule, its attempts counted on; one being sent is left alone", async () => {
    const { organism, integrator } = t.world;
    const own = await insertEndpoint(t.db, { organismId: organism.id });
    const [failedId, deliveredId, pendingId, sendingId] = (await insertDeliveries(t.db, own, [
      "failed",
      "delivered",
      "pending",
      "sending",
    ])) as [number, number, number, number];
    t.clock.advance(hourMs);
    expect(answerOf<WebhookQueued>(await t.client.replay(t.as.integrator, own.id, failedId), 202)).toEqual({
      queued: 1,
    });
    expect(answerOf<WebhookQueued>(await t.client.replay(t.as.integrator, own.id, deliveredId), 202)).toEqual({
      queued: 1,
    });
    // Waiting for a later retry: sent now instead.
    expect(answerOf<WebhookQueued>(await t.client.replay(t.as.integrator, own.id, pendingId), 202)).toEqual({
      queued: 1,
    });
    expect(answerOf<WebhookQueued>(await t.client.replay(t.as.integrator, own.id, sendingId), 202)).toEqual({
      queued: 0,
    });
    const rows = await storedDeliveries(t.db, own.id);
    expect(
      rows.map((row) => [row.id, row.state, row.attempts, row.scheduleAttempts, row.nextAttemptAt?.getTime()]),
    ).toEqual([
      [failedId, "pending", 8, 0, at(hourMs).getTime()],
      [deliveredId, "pending", 1, 0, at(hourMs).getTime()],
      [pendingId, "pending", 0, 0, at(hourMs).getTime()],
      [sendingId, "sending", 1, 1, undefined],
    ]);
    expect(rows[1]?.deliveredAt).toBeNull();
    expect(await dispatchWakes()).toHaveLength(1);
    expect(await webhookAuditRows(t.db)).toEqual([
      {
        action: "webhooks.delivery_replayed",
        actorId: integrator.id,
        details: { webhook_endpoint_id: own.id, organism_id: organism.id, url: own.url, webhook_delivery_id: failedId },
      },
      expect.objectContaining({
        action: "webhooks.delivery_replayed",
        details: expect.objectContaining({ webhook_delivery_id: deliveredId }),
      }),
      expect.objectContaining({
        action: "webhooks.delivery_replayed",
        details: expect.objectContaining({ webhook_delivery_id: pendingId }),
      }),
    ]);
  });

  it("replays every failed delivery created since a moment, of that endpoint only", async () => {
    const { organism, integrator } = t.world;
    const own = await insertEndpoint(t.db, { organismId: organism.id });
    const other = await insertEndpoint(t.db, { organismId: organism.id, url: "https://pms.example/other" });
    // Created at -24 h, -23 h, -22 h, -21 h, -20 h.
    const ids = await insertDeliveries(t.db, own, ["failed", "failed", "delivered", "failed", "pending"]);
    const [otherFailed] = await insertDeliveries(t.db, other, ["failed"]);
    const since = at(-dayMs + hourMs).toISOString();
    expect(answerOf<WebhookQueued>(await t.client.replaySince(t.as.integrator, own.id, since), 202)).toEqual({
      queued: 2,
    });
    const states = (await storedDeliveries(t.db, own.id)).map((row) => [row.id, row.state, row.nextAttemptAt]);
    expect(states).toEqual([
      [ids[0], "failed", null],
      [ids[1], "pending", webhooksNow],
      [ids[2], "delivered", null],
      [ids[3], "pending", webhooksNow],
      [ids[4], "pending", at(-dayMs + 4 * hourMs)],
    ]);
    expect((await storedDeliveries(t.db, other.id)).map((row) => [row.id, row.state])).toEqual([
      [otherFailed, "failed"],
    ]);
    expect(await dispatchWakes()).toHaveLength(1);
    // Nothing left to queue since then: none, and still audited.
    expect(answerOf<WebhookQueued>(await t.client.replaySince(t.as.integrator, own.id, since), 202)).toEqual({
      queued: 0,
    });
    expect((await webhookAuditRows(t.db)).map((row) => [row.action, row.actorId, row.details])).toEqual([
      [
        "webhooks.deliveries_replayed",
        integrator.id,
        { webhook_endpoint_id: own.id, organism_id: organism.id, url: own.url, since, queued: 2 },
      ],
      [
        "webhooks.deliveries_replayed",
        integrator.id,
        { webhook_endpoint_id: own.id, organism_id: organism.id, url: own.url, since, queued: 0 },
      ],
    ]);
  });

  it("queues a test event that the fan-out delivers to that endpoint only", async () => {
    const { organism } = t.world;
    const own = await insertEndpoint(t.db, { organismId: organism.id, eventTypes: ["code.used"] });
    const every = await insertEndpoint(t.db, {
      organismId: organism.id,
      url: "https://pms.example/every",
      eventTypes: ["site.down", "site.degraded", "site.recovered", "code.used"],
    });
    expect(answerOf<WebhookQueued>(await t.client.test(t.as.integrator, own.id), 202)).toEqual({ queued: 1 });
    const [event] = await t.db.select().from(webhookEvents).where(eq(webhookEvents.type, "webhook.test"));
    expect(event).toMatchObject({
      organismId: organism.id,
      testEndpointId: own.id,
      occurredAt: webhooksNow,
      fannedOut: false,
      data: { organism: { id: organism.id, name: "Hôtels Bord de Mer" }, endpoint_id: own.id, sent_by: "Inès Roux" },
    });
    expect(event?.publicId).toMatch(/^msg_[A-Za-z0-9_-]{24}$/);
    expect(await dispatchWakes()).toHaveLength(1);
    expect(await fanOutWebhookEvents(t.db, webhooksNow, 100)).toEqual({ events: 1, deliveries: 1 });
    const [delivery] = await storedDeliveries(t.db, own.id);
    expect(delivery).toMatchObject({ eventId: event?.id, state: "pending" });
    expect(await storedDeliveries(t.db, every.id)).toEqual([]);
    const log = answerOf<WebhookDeliveryPage>(await t.client.deliveries(t.as.integrator, own.id));
    expect(log.deliveries.map((row) => [row.event_type, row.event_id])).toEqual([["webhook.test", event?.publicId]]);
  });
});

describe.each(testEngines)("the webhook calls without WEBHOOKS_ALLOW_LOCAL on %s", (engine) => {
  const t = useWebhooksApp(engine, { webhooksAllowLocal: false });

  it("refuses plain http and an address on the loopback, on creation and change", async () => {
    const { organism } = t.world;
    const create = (url: string) => t.client.create(t.as.integrator, newEndpoint(organism.id, { url }));
    expect(fieldErrorsOf(await create("http://pms.example/hook"))).toEqual({ url: ["webhooks.errors.https_required"] });
    expect(fieldErrorsOf(await create("https://127.0.0.1/hook"))).toEqual({ url: ["webhooks.errors.address_refused"] });
    // A name that resolves to 127.0.0.1.
    expect(fieldErrorsOf(await create("https://localhost:8443/hook"))).toEqual({
      url: ["webhooks.errors.address_refused"],
    });
    expect(fieldErrorsOf(await create("https://[::ffff:127.0.0.1]/hook"))).toEqual({
      url: ["webhooks.errors.address_refused"],
    });
    const own = await insertEndpoint(t.db, { organismId: organism.id });
    expect(fieldErrorsOf(await t.client.update(t.as.integrator, own.id, { url: "https://127.0.0.1/hook" }))).toEqual({
      url: ["webhooks.errors.address_refused"],
    });
    expect(await storedEndpoint(t.db, own.id)).toMatchObject({ url: own.url });
    const created = answerOf<WebhookEndpointWithSecret>(await create("https://pms.example/hook"), 201);
    expect(created.endpoint.url).toBe("https://pms.example/hook");
  });
});
