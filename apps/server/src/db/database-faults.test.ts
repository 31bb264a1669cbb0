import { sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { databaseRetryAfterSeconds } from "../errors/database-unavailable";
import { parseWith } from "../errors/parse-with";
import { buildTestApp } from "../test/test-app";
import { openSameDatabase, openTestDatabase, testEngines, throwawayDatabaseUrl } from "../test/test-database";
import type { DatabaseHandle } from "./database";
import type { PostgresPoolSettings } from "./postgres-pool-settings";

// `as` names the statement, so that another connection can find it in pg_stat_activity.
const sleepQuery = z.object({
  seconds: z.coerce.number(),
  as: z
    .string()
    .regex(/^[a-z_]+$/)
    .default("slept"),
});

/** Test-only routes: one query, and a statement that sleeps (alone or in a transaction), through the app's database. */
async function databaseFaultRoutes(app: FastifyInstance) {
  app.get("/api/test/database/now", async () => {
    const { rows } = await app.database.db.execute<{ now: Date }>(sql`select now() as now`);
    return { now: rows[0]?.now };
  });
  app.get("/api/test/database/sleep", async (request) => {
    const { seconds, as } = parseWith(sleepQuery, request.query);
    await app.database.db.execute(sql`select pg_sleep(${seconds}) as ${sql.identifier(as)}`);
    return { slept: seconds };
  });
  app.get("/api/test/database/sleep-in-transaction", async (request) => {
    const { seconds, as } = parseWith(sleepQuery, request.query);
    await app.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(${seconds}) as ${sql.identifier(as)}`);
    });
    return { slept: seconds };
  });
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

function expectDatabaseUnavailable(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(503);
  expect(response.headers["retry-after"]).toBe(String(databaseRetryAfterSeconds));
  expect(response.json()).toMatchObject({ code: "DATABASE_UNAVAILABLE", retry_after: databaseRetryAfterSeconds });
  // Nothing of the driver's error reaches the client.
  expect(response.body).not.toMatch(/pg_sleep|terminat|timeout exceeded|postgres:/i);
}

/** A pool as the server's settings make one, small enough for a test to fill. */
const smallPool = (overrides: Partial<PostgresPoolSettings>): PostgresPoolSettings => ({
  size: 2,
  waitMs: 5000,
  statementTimeoutMs: 20_000,
  queryTimeoutMs: 25_000,
  ...overrides,
});

// Tests share one throwaway database: they read and write no rows; each opens its own bounded pool and app on it.
describe.runIf(testEngines.includes("postgres"))(
  "a stalled, slow or lost PostgreSQL (docs/operations.md#database-faults)",
  () => {
    let database: DatabaseHandle;
    let admin: pg.Client;
    const opened: { app: FastifyInstance; bounded: DatabaseHandle }[] = [];

    beforeAll(async () => {
      database = await openTestDatabase("postgres");
      admin = new pg.Client({ connectionString: throwawayDatabaseUrl(database) });
      await admin.connect();
    });
    afterEach(async () => {
      for (const { app, bounded } of opened.splice(0)) {
        await app.close();
        await bounded.close();
      }
    });
    afterAll(async () => {
      await admin.end();
      await database.close();
    });

    async function appOnPool(settings: PostgresPoolSettings) {
      const bounded = await openSameDatabase(database, { postgresPool: settings });
      const app = buildTestApp(bounded);
      app.register(databaseFaultRoutes);
      opened.push({ app, bounded });
      // Ready before a test fills the pool: what the app does at start-up is not the subject.
      await app.ready();
      return { app, bounded };
    }

    it("answers 503 DATABASE_UNAVAILABLE with Retry-After when no pool connection frees up within its wait", async () => {
      const { app, bounded } = await appOnPool(smallPool({ size: 2, waitMs: 1000 }));
      // Every connection of the pool held, as requests stuck on a database answering late hold them.
      const release = deferred();
      const holders = Array.from({ length: 2 }, () => {
        const holding = deferred();
        const held = bounded.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          holding.resolve();
          await release.promise;
        });
        return { holding: holding.promise, held };
      });
      await Promise.all(holders.map((holder) => holder.holding));

      try {
        expectDatabaseUnavailable(await app.inject({ method: "GET", url: "/api/test/database/now" }));
        // A real route as well: sign-in reads the account (and its rate limit) first.
        const signIn = await app.inject({
          method: "POST",
          url: "/api/users/sign_in",
          payload: { email: "someone@ondine.example", password: "not-this-one" },
        });
        expectDatabaseUnavailable(signIn);
      } finally {
        release.resolve();
        await Promise.all(holders.map((holder) => holder.held));
      }
      // The connections back, the same request is answered.
      expect((await app.inject({ method: "GET", url: "/api/test/database/now" })).statusCode).toBe(200);
    });

    it("answers a statement over DATABASE_STATEMENT_TIMEOUT_MS 503 DATABASE_UNAVAILABLE, and serves the next one", async () => {
      const { app } = await appOnPool(smallPool({ statementTimeoutMs: 1000, queryTimeoutMs: 6000 }));
      const response = await app.inject({ method: "GET", url: "/api/test/database/sleep?seconds=5" });
      expectDatabaseUnavailable(response);
      expect(response.json().message).toBe("The database did not answer in time.");
      expect((await app.inject({ method: "GET", url: "/api/test/database/now" })).statusCode).toBe(200);
    });

    it("answers 503 when the client gives up on an answer (query_timeout), and drops that connection", async () => {
      // No server-side timeout: only pg's own wait, as with a peer that no longer answers.
      const { app } = await appOnPool(smallPool({ size: 1, statementTimeoutMs: 0, queryTimeoutMs: 1000 }));
      expectDatabaseUnavailable(
        await app.inject({ method: "GET", url: "/api/test/database/sleep-in-transaction?seconds=5" }),
      );
      // One connection: had the stuck one gone back to the pool, this query would queue behind the sleep and time out too.
      expect((await app.inject({ method: "GET", url: "/api/test/database/now" })).statusCode).toBe(200);
    });

    it.each([
      ["a query", "sleep", "lost_mid_query"],
      ["a transaction", "sleep-in-transaction", "lost_in_transaction"],
    ])(
      "answers 503 DATABASE_UNAVAILABLE when the server terminates the connection of %s",
      async (_what, route, label) => {
        const { app } = await appOnPool(smallPool({}));
        const answering = app.inject({ method: "GET", url: `/api/test/database/${route}?seconds=15&as=${label}` });
        // As a restart or a killed backend would, once the statement runs.
        await vi.waitFor(
          async () => {
            const { rowCount } = await admin.query(
              `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and query like $1 and pid <> pg_backend_pid()`,
              [`%"${label}"%`],
            );
            expect(rowCount).toBe(1);
          },
          { timeout: 10_000, interval: 50 },
        );
        expectDatabaseUnavailable(await answering);
        // The pool replaces the lost connection.
        expect((await app.inject({ method: "GET", url: "/api/test/database/now" })).statusCode).toBe(200);
      },
    );
  },
);
