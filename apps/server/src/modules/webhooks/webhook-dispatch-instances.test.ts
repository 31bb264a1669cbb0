import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { webhookAttempts, webhookDeliveries } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { buildTestApp } from "../../test/test-app";
import { engineDependentEngines, openSameDatabase } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { recordWebhookEvents } from "./record-webhook-event";
import { codeUsed, insertEngineEndpoint, runDispatch } from "./webhook-engine-fixture";
import { useReceivers } from "./webhook-receiver-fixture";

// Engine-dependent: two instances' claims in concurrent transactions under FOR UPDATE SKIP LOCKED and an
// advisory lock (two pools on PostgreSQL, PGlite's one connection shared by both apps).
describe.each(engineDependentEngines)("two instances delivering webhooks on %s", (engine) => {
  // Tests share the file's database, emptied before each test, as every useTestApp file does; the second
  // instance is an app of its own on its own connections to it, closed after each test.
  const t = useTestApp(engine);
  const receivers = useReceivers();
  let second: { app: FastifyInstance; database: DatabaseHandle | undefined } | undefined;

  afterEach(async () => {
    await second?.app.close();
    await second?.database?.close();
    second = undefined;
  });

  async function secondInstance(): Promise<FastifyInstance> {
    const database = engine === "postgres" ? await openSameDatabase(t.database) : undefined;
    const app = buildTestApp(database ?? t.database, {}, { clock: t.clock });
    second = { app, database };
    await app.ready();
    return app;
  }

  it("delivers each of N events exactly once to the receiver", async () => {
    const other = await secondInstance();
    const organisms = await Promise.all([insertOrganism(t.db), insertOrganism(t.db), insertOrganism(t.db)]);
    const answerLate = () =>
      receivers.start((_request, response) => {
        // Late enough that the runs overlap, and that more than 10 would be in flight without the cap.
        setTimeout(() => response.writeHead(200).end(), 200);
      });
    const endpointReceivers = await Promise.all(organisms.map(answerLate));
    for (const [index, organism] of organisms.entries()) {
      await insertEngineEndpoint(t.db, { organismId: organism.id, url: endpointReceivers[index]?.url as string });
    }
    const perOrganism = 40;
    for (const organism of organisms) {
      await recordWebhookEvents(
        { db: t.db, now: t.clock.now },
        Array.from({ length: perOrganism }, () => codeUsed(organism)),
      );
    }

    // Each instance runs the job twice at once, as its worker may (concurrency 2).
    await Promise.all([runDispatch(t.app), runDispatch(other), runDispatch(t.app), runDispatch(other)]);

    const ids = endpointReceivers.flatMap((receiver) =>
      receiver.requests.map((request) => String(request.headers["webhook-id"])),
    );
    expect(ids).toHaveLength(organisms.length * perOrganism);
    expect(new Set(ids).size).toBe(organisms.length * perOrganism);
    const delivered = await t.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.state, "delivered"));
    expect(delivered).toHaveLength(organisms.length * perOrganism);
    expect(await t.db.select({ id: webhookAttempts.id }).from(webhookAttempts)).toHaveLength(
      organisms.length * perOrganism,
    );
    // The cap holds across the instances: never more than 10 of one endpoint in flight.
    for (const receiver of endpointReceivers) expect(receiver.maxInFlight()).toBeLessThanOrEqual(10);
  });
});
