import { webhookRetryDelaysMs } from "@ondine/domain";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db";
import { outboxMessages, users, webhookDeliveries, webhookEndpoints, webhookEvents } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { runRegisteredJob } from "../../test/run-registered-job";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser } from "../../test/user-factory";
import { recordWebhookEvent, recordWebhookEvents } from "./record-webhook-event";
import { claimDueWebhookDeliveries } from "./webhook-deliveries.repository";
import { dispatchWebhooks } from "./webhook-dispatch";
import {
  attemptsOf,
  codeUsed,
  deliveriesOf,
  endpointRow,
  insertEngineEndpoint,
  runDispatch,
} from "./webhook-engine-fixture";
import { fanOutWebhooks } from "./webhook-fan-out";
import { webhookPruneKind } from "./webhook-prune";
import { createGate, type ReceivedRequest, useReceivers } from "./webhook-receiver-fixture";

const secondMs = 1_000;
const dayMs = 86_400_000;

/** The Standard Webhooks headers of a request as received. */
const signedHeaders = (request: ReceivedRequest) => ({
  "webhook-id": String(request.headers["webhook-id"]),
  "webhook-timestamp": String(request.headers["webhook-timestamp"]),
  "webhook-signature": String(request.headers["webhook-signature"]),
});

describe.each(testEngines)("the webhooks' delivery on %s", (engine) => {
  // The clock starts at the real time: the receivers verify timestamps against their own clock.
  const t = useTestApp(engine);
  const receivers = useReceivers();
  const deps = (app: FastifyInstance, db: Database = app.database.db) => ({ db, now: () => app.clock.now() });
  const record = (event: Parameters<typeof recordWebhookEvent>[1]) => recordWebhookEvent(deps(t.app), event);

  it("signs every delivery as the standard's library verifies it, with both secrets during a rotation", async () => {
    const organism = await insertOrganism(t.db, { name: "Hôtels Bord de Mer" });
    let endpointSecrets: string[] = [];
    const verified: unknown[] = [];
    const receiver = await receivers.start((request, response) => {
      for (const secret of endpointSecrets) {
        verified.push(new Webhook(secret).verify(request.body, signedHeaders(request)));
      }
      response.writeHead(204).end();
    });
    const endpoint = await insertEngineEndpoint(t.db, { organismId: organism.id, url: receiver.url });
    // Another endpoint of the organism asks for code.disabled, which this one did not ask for.
    const other = await receivers.start();
    await insertEngineEndpoint(t.db, { organismId: organism.id, url: other.url, eventTypes: ["code.disabled"] });
    endpointSecrets = [endpoint.secret];
    const first = codeUsed(organism);
    await record(first);
    await record({
      organismId: organism.id,
      type: "code.disabled",
      data: {
        organism: { id: organism.id, name: organism.name },
        codes: [{ code: "ABCD1234", site: null, batch_id: "batch-1" }],
        disabled_at: t.clock.now().toISOString(),
      },
    });
    await record(codeUsed(organism));
    await runDispatch(t.app);

    expect(receiver.requests).toHaveLength(2);
    expect(other.requests.map((request) => JSON.parse(request.body).type)).toEqual(["code.disabled"]);
    expect(verified).toHaveLength(2);
    const [firstEvent] = await t.db.select().from(webhookEvents).orderBy(webhookEvents.id).limit(1);
    expect(verified[0]).toEqual({
      type: "code.used",
      timestamp: firstEvent?.occurredAt.toISOString(),
      data: first.data,
    });
    expect(receiver.requests[0]?.headers["webhook-id"]).toBe(firstEvent?.publicId);
    expect((await deliveriesOf(t.db, endpoint.id)).map((delivery) => [delivery.state, delivery.attempts])).toEqual([
      ["delivered", 1],
      ["delivered", 1],
    ]);

    // A rotation: the new secret signs, and the previous one for 24 hours; each verifies alone.
    const rotated = {
      secret: "whsec_bmV3LXNlY3JldC1hZnRlci10aGUtcm90YXRpb24tMzI=",
      previousSecret: endpoint.secret,
      previousSecretExpiresAt: new Date(t.clock.now().getTime() + dayMs),
    };
    await t.db.update(webhookEndpoints).set(rotated).where(eq(webhookEndpoints.id, endpoint.id));
    endpointSecrets = [rotated.secret, rotated.previousSecret];
    await record(codeUsed(organism));
    await runDispatch(t.app);
    expect(receiver.requests).toHaveLength(3);
    expect(String(receiver.requests[2]?.headers["webhook-signature"]).split(" ")).toHaveLength(2);
    expect(verified).toHaveLength(4);
  });

  it("tries a failing receiver again 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h later, then fails the delivery", async () => {
    const organism = await insertOrganism(t.db);
    const receiver = await receivers.start((_request, response) => response.writeHead(500).end("down for works"));
    const endpoint = await insertEngineEndpoint(t.db, { organismId: organism.id, url: receiver.url });
    const start = t.clock.now().getTime();
    await record(codeUsed(organism));

    let elapsed = 0;
    for (const [index, delay] of webhookRetryDelaysMs.entries()) {
      if (delay > 0) {
        // Not a millisecond early.
        t.clock.advance(delay - 1);
        await runDispatch(t.app);
        expect(receiver.requests, `attempt ${index + 1} early`).toHaveLength(index);
        t.clock.advance(1);
      }
      elapsed += delay;
      await runDispatch(t.app);
      expect(receiver.requests, `attempt ${index + 1}`).toHaveLength(index + 1);
      expect(receiver.requests[index]?.headers["webhook-timestamp"]).toBe(String(Math.floor((start + elapsed) / 1000)));
    }
    // Every attempt carries the same event id.
    expect(new Set(receiver.requests.map((request) => request.headers["webhook-id"])).size).toBe(1);

    const [delivery] = await deliveriesOf(t.db, endpoint.id);
    expect(delivery).toMatchObject({
      state: "failed",
      attempts: 8,
      scheduleAttempts: 8,
      nextAttemptAt: null,
      lockedUntil: null,
      lastStatus: 500,
    });
    const attempts = await attemptsOf(t.db, [delivery?.id as number]);
    expect(attempts.map((attempt) => [attempt.attempt, attempt.responseStatus, attempt.responseHead])).toEqual(
      Array.from({ length: 8 }, (_, index) => [index + 1, 500, "down for works"]),
    );
    expect(attempts.map((attempt) => (attempt.startedAt.getTime() - start) / secondMs)).toEqual([
      0, 5, 305, 2105, 9305, 27305, 63305, 99305,
    ]);
    // About 27.6 hours of failures: failing, not yet disabled.
    expect(await endpointRow(t.db, endpoint.id)).toMatchObject({
      enabled: true,
      failingSince: new Date(start),
      lastFailureAt: new Date(start + elapsed),
    });

    t.clock.advance(dayMs);
    await runDispatch(t.app);
    expect(receiver.requests).toHaveLength(8);
  });

  it("disables an endpoint failing for 5 days at its next failure, fails its pending deliveries and mails its owners", async () => {
    const organism = await insertOrganism(t.db, { name: "Résidences du Lac" });
    const other = await insertOrganism(t.db);
    const site = await insertSite(t.db, { organismId: organism.id });
    const integrator = await insertUser(t.db, {
      firstName: "Jonas",
      roles: ["api"],
      locations: [{ type: "Organism", id: organism.id }],
    });
    const creator = await insertUser(t.db, { firstName: "Claire", admin: true });
    await t.db.update(users).set({ language: "de" }).where(eq(users.id, integrator.id));
    await t.db.update(users).set({ language: "en" }).where(eq(users.id, creator.id));
    // Not owners: the api role on a site alone, a deactivated account, another organism's, no api role.
    const notOwners = await Promise.all([
      insertUser(t.db, { roles: ["api"], locations: [{ type: "Site", id: site.id }] }),
      insertUser(t.db, { roles: ["api"], locations: [{ type: "Organism", id: organism.id }], deleted: true }),
      insertUser(t.db, { roles: ["api"], locations: [{ type: "Organism", id: other.id }] }),
      insertUser(t.db, { roles: ["supervision"], locations: [{ type: "Organism", id: organism.id }] }),
    ]);
    const receiver = await receivers.start((_request, response) => response.writeHead(503).end());
    const start = t.clock.now().getTime();
    const endpoint = await insertEngineEndpoint(t.db, {
      organismId: organism.id,
      url: receiver.url,
      createdByUserId: creator.id,
      // Failing 5 days but 5 seconds.
      failingSince: new Date(start - 5 * dayMs + 5 * secondMs),
    });

    await record(codeUsed(organism));
    await runDispatch(t.app);
    t.clock.advance(secondMs);
    await record(codeUsed(organism));
    await runDispatch(t.app);
    expect(receiver.requests).toHaveLength(2);
    expect(await endpointRow(t.db, endpoint.id)).toMatchObject({ enabled: true });

    // The first delivery's second attempt, 5 days after the first failure: disabled.
    t.clock.advance(4 * secondMs);
    await runDispatch(t.app);
    expect(receiver.requests).toHaveLength(3);
    expect(await endpointRow(t.db, endpoint.id)).toMatchObject({
      enabled: false,
      disabledReason: "failing",
      disabledAt: new Date(start + 5 * secondMs),
    });
    // The second delivery, due a second later, is failed without an attempt.
    expect((await deliveriesOf(t.db, endpoint.id)).map((delivery) => [delivery.state, delivery.attempts])).toEqual([
      ["failed", 2],
      ["failed", 1],
    ]);
    const mails = await t.db
      .select({ to: outboxMessages.recipient, subject: outboxMessages.subject, text: outboxMessages.bodyText })
      .from(outboxMessages);
    expect(mails).toHaveLength(2);
    const mailTo = (email: string) => mails.find((mail) => mail.to === email);
    expect(mailTo(integrator.email)?.subject).toBe(`Webhook deaktiviert: ${receiver.url}`);
    expect(mailTo(creator.email)?.subject).toBe(`Webhook disabled: ${receiver.url}`);
    const english = mailTo(creator.email)?.text ?? "";
    expect(english).toContain("Hello Claire,");
    expect(english).toContain(`${receiver.url} (Résidences du Lac)`);
    expect(english).toContain("Last error: answer HTTP 503.");
    expect(english).toContain(`/administration/webhooks/${endpoint.id}`);
    expect(mails.map((mail) => mail.to)).not.toEqual(expect.arrayContaining(notOwners.map((user) => user.email)));

    // Disabled: sent nothing more.
    t.clock.advance(dayMs);
    await record(codeUsed(organism));
    await runDispatch(t.app);
    expect(receiver.requests).toHaveLength(3);
  });

  it("sends nothing of a rolled-back change, and the committed one", async () => {
    const organism = await insertOrganism(t.db);
    const receiver = await receivers.start();
    await insertEngineEndpoint(t.db, { organismId: organism.id, url: receiver.url });
    const rolledBack = codeUsed(organism);
    await expect(
      t.db.transaction(async (tx) => {
        await recordWebhookEvent(deps(t.app, tx), rolledBack);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const committed = codeUsed(organism);
    await t.db.transaction((tx) => recordWebhookEvent(deps(t.app, tx), committed));
    await runDispatch(t.app);

    expect(receiver.requests.map((request) => JSON.parse(request.body).data.code)).toEqual([committed.data.code]);
  });

  it("sends each endpoint its organism's events only", async () => {
    const ours = await insertOrganism(t.db);
    const theirs = await insertOrganism(t.db);
    const ourReceiver = await receivers.start();
    const theirReceiver = await receivers.start();
    await insertEngineEndpoint(t.db, { organismId: ours.id, url: ourReceiver.url });
    await insertEngineEndpoint(t.db, { organismId: theirs.id, url: theirReceiver.url });
    await recordWebhookEvents(deps(t.app), [codeUsed(ours), codeUsed(theirs), codeUsed(theirs), codeUsed(ours)]);
    await recordWebhookEvent(deps(t.app), codeUsed(theirs));
    await runDispatch(t.app);

    const organismsOf = (requests: ReceivedRequest[]) =>
      requests.map((request) => JSON.parse(request.body).data.organism.id as number);
    expect(organismsOf(ourReceiver.requests)).toEqual([ours.id, ours.id]);
    expect(organismsOf(theirReceiver.requests)).toEqual([theirs.id, theirs.id, theirs.id]);
  });

  it("sends the other endpoints' deliveries while a slow one holds its own, 10 at most in flight", async () => {
    const slowOrganism = await insertOrganism(t.db);
    const fastOrganism = await insertOrganism(t.db);
    const gate = createGate();
    const slow = await receivers.start(async (_request, response) => {
      await gate.opened;
      response.writeHead(200).end();
    });
    const fast = await receivers.start();
    await insertEngineEndpoint(t.db, { organismId: slowOrganism.id, url: slow.url });
    await insertEngineEndpoint(t.db, { organismId: fastOrganism.id, url: fast.url });
    // The slow endpoint's events first: the oldest due.
    await recordWebhookEvents(
      deps(t.app),
      Array.from({ length: 25 }, () => codeUsed(slowOrganism)),
    );
    await recordWebhookEvents(
      deps(t.app),
      Array.from({ length: 30 }, () => codeUsed(fastOrganism)),
    );

    const run = runDispatch(t.app);
    // Every fast delivery arrives while the slow receiver has answered nothing.
    await expect.poll(() => fast.requests.length, { timeout: 20_000 }).toBe(30);
    expect(slow.answered()).toBe(0);
    expect(slow.requests).toHaveLength(10);
    gate.open();
    await run;
    expect(slow.requests).toHaveLength(25);
    expect(slow.maxInFlight()).toBe(10);
  });

  it("refuses a private address, a name resolving to one, and a redirect, never requesting where it leads", async () => {
    const organism = await insertOrganism(t.db);
    const target = await receivers.start();
    const redirecting = await receivers.start((_request, response) =>
      response.writeHead(302, { location: target.url }).end(),
    );
    const privateLiteral = await insertEngineEndpoint(t.db, { organismId: organism.id, url: "http://10.0.0.1/hook" });
    const privateName = await insertEngineEndpoint(t.db, {
      organismId: organism.id,
      url: `http://pms-internal.example:${target.port}/hook`,
    });
    const redirect = await insertEngineEndpoint(t.db, { organismId: organism.id, url: redirecting.url });
    await record(codeUsed(organism));
    const report = await dispatchWebhooks({
      ...deps(t.app),
      publicUrl: "https://console.ondine.test",
      allowLocal: true,
      resolve: async (name) => (name === "pms-internal.example" ? [{ address: "10.1.2.3", family: 4 }] : []),
    });
    expect(report).toMatchObject({ attempts: 3, delivered: 0, failedAttempts: 3 });

    const lastAttempt = async (endpointId: number) => {
      const [delivery] = await deliveriesOf(t.db, endpointId);
      const [attempt] = await attemptsOf(t.db, [delivery?.id as number]);
      return [delivery?.state, attempt?.responseStatus, attempt?.error];
    };
    expect(await lastAttempt(privateLiteral.id)).toEqual(["pending", null, "address_refused"]);
    expect(await lastAttempt(privateName.id)).toEqual(["pending", null, "address_refused"]);
    expect(await lastAttempt(redirect.id)).toEqual(["pending", 302, "redirect"]);
    expect(redirecting.requests).toHaveLength(1);
    expect(target.requests).toHaveLength(0);
  });

  it("fails the pending deliveries of an endpoint disabled meanwhile, and sends them nothing", async () => {
    const organism = await insertOrganism(t.db);
    const receiver = await receivers.start((_request, response) => response.writeHead(500).end());
    const endpoint = await insertEngineEndpoint(t.db, { organismId: organism.id, url: receiver.url });
    await record(codeUsed(organism));
    await runDispatch(t.app);
    expect(receiver.requests).toHaveLength(1);
    await t.db
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: "manual", disabledAt: t.clock.now() })
      .where(eq(webhookEndpoints.id, endpoint.id));
    t.clock.advance(5 * secondMs);
    await runDispatch(t.app);
    expect(receiver.requests).toHaveLength(1);
    expect(await deliveriesOf(t.db, endpoint.id)).toMatchObject([
      { state: "failed", attempts: 1, nextAttemptAt: null },
    ]);
  });

  it("takes back a delivery whose instance died holding it, once its lease has run out", async () => {
    const organism = await insertOrganism(t.db);
    const receiver = await receivers.start();
    const endpoint = await insertEngineEndpoint(t.db, { organismId: organism.id, url: receiver.url });
    await record(codeUsed(organism));
    await fanOutWebhooks(deps(t.app));
    // Another instance claims it, then dies.
    const now = t.clock.now();
    const claimed = await claimDueWebhookDeliveries(t.db, {
      now,
      leaseUntil: new Date(now.getTime() + 60_000),
      limit: 10,
      perEndpoint: 10,
    });
    expect(claimed).toHaveLength(1);
    t.clock.advance(60_000 - 1);
    await runDispatch(t.app);
    expect(receiver.requests).toHaveLength(0);
    t.clock.advance(1);
    await runDispatch(t.app);
    expect(receiver.requests).toHaveLength(1);
    expect(await deliveriesOf(t.db, endpoint.id)).toMatchObject([{ state: "delivered", attempts: 1 }]);
  });

  it("deletes events, deliveries and attempts after 30 days", async () => {
    const organism = await insertOrganism(t.db);
    const receiver = await receivers.start();
    const endpoint = await insertEngineEndpoint(t.db, { organismId: organism.id, url: receiver.url });
    await record(codeUsed(organism));
    await runDispatch(t.app);
    const [old] = await deliveriesOf(t.db, endpoint.id);
    await t.db
      .update(webhookEvents)
      .set({ createdAt: new Date(t.clock.now().getTime() - 30 * dayMs - 1) })
      .where(eq(webhookEvents.id, old?.eventId as number));
    await record(codeUsed(organism));
    await runDispatch(t.app);
    await runRegisteredJob(t.app.jobs, webhookPruneKind, t.clock.now());

    const left = await deliveriesOf(t.db, endpoint.id);
    expect(left).toHaveLength(1);
    expect(left[0]?.id).not.toBe(old?.id);
    expect(await attemptsOf(t.db, [old?.id as number])).toEqual([]);
    expect(
      await t.db
        .select()
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.id, [old?.id as number])),
    ).toEqual([]);
  });
});
