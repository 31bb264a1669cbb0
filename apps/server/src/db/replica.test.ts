import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { healthResponseSchema } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { insertCoupon } from "../test/coupon-factory";
import { insertOffer } from "../test/offer-factory";
import { insertOrganism } from "../test/organism-factory";
import { signInAs, type TestSession } from "../test/sessions";
import { insertSite } from "../test/site-factory";
import { buildTestApp } from "../test/test-app";
import { openSameDatabase, openTestDatabase, throwawayDatabaseUrl, urlOfDatabase } from "../test/test-database";
import { insertUser } from "../test/user-factory";
import type { Database, DatabaseHandle } from "./database";
import { purchases } from "./schema";

// A streaming hot standby of the TEST_DATABASE_URL server (`bash tools/ci/replica.sh run -- ...`,
// docs/operations.md#replica); without one these tests are skipped.
const replicaServerUrl = process.env.TEST_REPLICA_URL;
const primaryServerUrl = process.env.TEST_DATABASE_URL;
const replicaScript = fileURLToPath(new URL("../../../../tools/ci/replica.sh", import.meta.url));
const run = promisify(execFile);

/** Polls `condition` until it holds: replication is asynchronous, so tests wait for it rather than for a time. */
async function waitFor<T>(what: string, condition: () => Promise<T | undefined | false>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition().catch(() => undefined);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function onReplicaServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: replicaServerUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const isInRecovery = async (db: Database) =>
  (await db.execute<{ standby: boolean }>(sql`select pg_is_in_recovery() as standby`)).rows[0]?.standby;

// Tests share the replica server (one streaming standby of the test server): each opens its own database
// and app on it, and a test that pauses its replay or stops it puts it back in `finally`.
describe.skipIf(!replicaServerUrl || !primaryServerUrl)("the read replica (readDb)", () => {
  let primary: DatabaseHandle;
  let database: DatabaseHandle;
  let app: FastifyInstance | undefined;
  const logged: string[] = [];
  const logger = {
    warn: (_details: object, message: string) => void logged.push(message),
    info: (_details: object, message: string) => void logged.push(message),
  };

  /** This test's database on the primary, and a handle that reads it from the replica within `maxLagSeconds`. */
  async function openWithReplica(maxLagSeconds: number) {
    const name = new URL(throwawayDatabaseUrl(primary)).pathname.slice(1);
    const replicaUrl = urlOfDatabase(replicaServerUrl as string, name);
    // The standby has the database once it has replayed its creation.
    await waitFor("the test database on the replica", async () => {
      const client = new pg.Client({ connectionString: replicaUrl });
      await client.connect();
      await client.end();
      return true;
    });
    database = await openSameDatabase(primary, {
      logger,
      postgresConnections: { replica: { url: replicaUrl, maxLagSeconds, checkIntervalMs: 200 } },
    });
  }

  beforeEach(async () => {
    logged.length = 0;
    primary = await openTestDatabase("postgres");
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await database?.close();
    await primary.close();
  });

  /** An organism with a site and an offer sold there, an admin signed in, and a reader of its purchases. */
  async function world() {
    const organism = await insertOrganism(primary.db);
    const site = await insertSite(primary.db, { organismId: organism.id });
    const offer = await insertOffer(primary.db, { id: 4_100 }, { siteIds: [site.id] });
    let purchaseCount = 0;
    const addPurchase = async () => {
      purchaseCount += 1;
      await primary.db.insert(purchases).values({
        reference: `REPLICA-${organism.id}-${purchaseCount}`,
        organismId: organism.id,
        siteId: site.id,
        offerId: offer.id,
        offerName: "Journée",
        totalAmountTtc: 5,
        totalAmountHt: 4.17,
        currency: "eur",
        purchaseDate: new Date(Date.now() - 3_600_000),
        succeeded: true,
        email: `guest${purchaseCount}@example.test`,
      });
    };
    const admin = await insertUser(primary.db, { admin: true });
    return { organism, site, addPurchase, admin };
  }

  async function startApp(admin: { email: string; password: string }) {
    app = buildTestApp(database);
    const session = await signInAs(app, admin);
    return { app, session };
  }

  /** The purchases dashboard's count (a search the replica answers). */
  async function searchedPurchases(on: FastifyInstance, session: TestSession): Promise<number> {
    const response = await on.inject({
      method: "POST",
      url: "/api/es_proxy/purchases/_search",
      headers: { ...session.headers, "content-type": "application/json" },
      payload: JSON.stringify({ size: 0, track_total_hits: true }),
    });
    expect(response.statusCode).toBe(200);
    return response.json().hits.total.value;
  }

  /** The statistics overview's purchases meter of the organism, the read cache emptied first. */
  async function meteredPurchases(on: FastifyInstance, session: TestSession, organismId: number): Promise<number> {
    on.readCache.clear();
    const window = `start_at=${new Date(Date.now() - 86_400_000).toISOString()}&stop_at=${new Date().toISOString()}`;
    const response = await on.inject({
      method: "GET",
      url: `/api/statistics/purchases?organism=${organismId}&${window}`,
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().hits.total.value;
  }

  async function health(on: FastifyInstance) {
    const response = await on.inject({ method: "GET", url: "/api/health" });
    return healthResponseSchema.parse(response.json());
  }

  const replayPaused = (paused: boolean) =>
    onReplicaServer((client) =>
      client.query(paused ? "select pg_wal_replay_pause()" : "select pg_wal_replay_resume()"),
    );

  it("reads through readDb on the standby what the primary wrote, once replayed", async () => {
    await openWithReplica(5);
    expect(await isInRecovery(database.readDb)).toBe(true);
    expect(await isInRecovery(database.db)).toBe(false);
    const organism = await insertOrganism(database.db, { name: "Written on the primary" });
    const found = await waitFor("the organism on the replica", async () => {
      const { rows } = await database.readDb.execute<{ name: string }>(
        sql`select name from organisms where id = ${organism.id}`,
      );
      return rows[0]?.name;
    });
    expect(found).toBe("Written on the primary");
    expect(database.replica()).toMatchObject({ state: "up" });
  });

  it("keeps a transaction of readDb on one standby connection", async () => {
    await openWithReplica(5);
    // Drizzle gives a transaction one connection only when its client is a pool (replica-routing-pool.ts):
    // a setting made LOCAL in the first statement is seen by the second.
    const seen = await database.readDb.transaction(async (tx) => {
      await tx.execute(sql`select set_config('application_name', 'replica-transaction', true)`);
      const { rows } = await tx.execute<{ name: string; standby: boolean }>(
        sql`select current_setting('application_name') as name, pg_is_in_recovery() as standby`,
      );
      return rows[0];
    });
    expect(seen).toEqual({ name: "replica-transaction", standby: true });
  });

  it("answers the statistics meter and the purchases dashboard from the replica, and a codes list from the primary", async () => {
    await openWithReplica(3_600);
    const { organism, site, addPurchase, admin } = await world();
    await addPurchase();
    const { app: on, session } = await startApp(admin);
    await waitFor("the purchase on the replica", async () => (await searchedPurchases(on, session)) === 1);

    await replayPaused(true);
    try {
      // Written on the primary while the standby holds still (well within the hour's bound).
      await addPurchase();
      await insertCoupon(primary.db, { organismId: organism.id, siteId: site.id });
      expect(await searchedPurchases(on, session)).toBe(1);
      expect(await meteredPurchases(on, session, organism.id)).toBe(1);
      // A list the caller reads back after changing it stays on the primary.
      const codes = await on.inject({
        method: "POST",
        url: "/api/es_proxy/coupons/_search",
        headers: { ...session.headers, "content-type": "application/json" },
        payload: JSON.stringify({ size: 0, track_total_hits: true }),
      });
      expect(codes.json().hits.total.value).toBe(1);
      expect((await health(on)).replica).toMatchObject({ state: "up" });
    } finally {
      await replayPaused(false);
    }
    await waitFor("the replica to catch up", async () => (await searchedPurchases(on, session)) === 2);
    expect(await meteredPurchases(on, session, organism.id)).toBe(2);
  });

  it("sends heavy reads to the primary while the replica lags over its bound, and back when it catches up", async () => {
    await openWithReplica(1);
    const { organism, addPurchase, admin } = await world();
    const { app: on, session } = await startApp(admin);
    await waitFor("the replica in step", async () => (await health(on)).replica?.state === "up");

    await replayPaused(true);
    try {
      await addPurchase();
      const lagging = await waitFor("the replica reported lagging", async () => {
        const replica = (await health(on)).replica;
        return replica?.state === "lagging" && replica;
      });
      expect(lagging.lag_seconds).toBeGreaterThanOrEqual(1);
      expect((await health(on)).status).toBe("ok");
      // The standby has not replayed it: only the primary can answer 1.
      expect(await searchedPurchases(on, session)).toBe(1);
      expect(await meteredPurchases(on, session, organism.id)).toBe(1);
    } finally {
      await replayPaused(false);
    }
    await waitFor("the replica back in step", async () => (await health(on)).replica?.state === "up");
    expect(await isInRecovery(database.readDb)).toBe(true);
    expect(logged).toContain("The read replica lags behind its bound: heavy reads go to the primary");
    expect(logged.filter((message) => message === "The read replica is in step: heavy reads go to it")).toHaveLength(2);
  });

  it("sends heavy reads to the primary while the replica is down, without an error, and back when it returns", async () => {
    await openWithReplica(5);
    const { organism, addPurchase, admin } = await world();
    await addPurchase();
    const { app: on, session } = await startApp(admin);
    await waitFor("the purchase on the replica", async () => (await searchedPurchases(on, session)) === 1);

    await run("bash", [replicaScript, "server-down"]);
    try {
      await addPurchase();
      expect(await searchedPurchases(on, session)).toBe(2);
      expect(await meteredPurchases(on, session, organism.id)).toBe(2);
      const report = await waitFor("the replica reported down", async () => {
        const answer = await health(on);
        return answer.replica?.state === "down" && answer;
      });
      expect(report).toMatchObject({ status: "ok", replica: { state: "down", lag_seconds: null } });
      expect(await isInRecovery(database.readDb)).toBe(false);
    } finally {
      await run("bash", [replicaScript, "server-up"]);
    }
    await waitFor("the replica back", async () => (await health(on)).replica?.state === "up");
    expect(await isInRecovery(database.readDb)).toBe(true);
    expect(logged).toContain("The read replica does not answer: heavy reads go to the primary");
  });
});
