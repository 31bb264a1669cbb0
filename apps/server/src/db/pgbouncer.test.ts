import { sql } from "drizzle-orm";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, throwawayDatabaseUrl } from "../test/test-database";
import type { DatabaseHandle } from "./database";

// TEST_DATABASE_URL through PgBouncer in transaction pooling and TEST_DATABASE_DIRECT_URL to the
// server itself (`bash tools/ci/pgbouncer.sh run -- ...`, docs/operations.md#pgbouncer); without a
// pooler in between these tests are skipped.
const pooledServerUrl = process.env.TEST_DATABASE_URL;
const directServerUrl = process.env.TEST_DATABASE_DIRECT_URL;
const behindPooler =
  pooledServerUrl !== undefined && directServerUrl !== undefined && directServerUrl !== pooledServerUrl;

/** Polls `condition` until it holds (a notification arrives when it arrives). */
async function waitFor(what: string, condition: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// Tests share nothing: each opens its own database (beforeEach) and drops it.
describe.runIf(behindPooler)("the database through PgBouncer's transaction pooling", () => {
  let database: DatabaseHandle;
  let neighbour: pg.Pool | undefined;
  beforeEach(async () => {
    database = await openTestDatabase("postgres");
  });
  afterEach(async () => {
    await neighbour?.end();
    neighbour = undefined;
    await database.close();
  });

  it("runs every query in UTC, whichever server connection PgBouncer lends it", async () => {
    // Another client of the same PgBouncer pool leaves its own time zone on the server connections it used:
    // PgBouncer puts each client's back before lending one (TimeZone is a parameter it tracks).
    neighbour = new pg.Pool({
      connectionString: throwawayDatabaseUrl(database),
      max: 10,
      async onConnect(client) {
        await client.query("set time zone 'America/New_York'");
      },
    });
    const busy = neighbour;
    await Promise.all(Array.from({ length: 10 }, () => busy.query("select pg_sleep(0.02)")));
    const zones = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const { rows } = await database.db.execute<{ zone: string; day: string }>(
          sql`select current_setting('TimeZone') as zone, date_trunc('day', timestamptz '2026-03-01 02:00:00+00')::text as day`,
        );
        return rows[0];
      }),
    );
    expect(new Set(zones.map((row) => JSON.stringify(row)))).toEqual(
      new Set([JSON.stringify({ zone: "UTC", day: "2026-03-01 00:00:00+00" })]),
    );
    const theirs = await busy.query<{ zone: string }>("select current_setting('TimeZone') as zone");
    expect(theirs.rows[0]?.zone).toBe("America/New_York");
  });

  it("hears a NOTIFY sent through the pooler on its direct listening connection", async () => {
    const heard: string[] = [];
    const stop = await database.listen("ondine_pooler_test", {
      onNotification: (payload) => heard.push(payload),
      onListening: () => {},
    });
    try {
      // Traffic through the pooler first, so that a LISTEN made through it would sit on a lent connection.
      await Promise.all(Array.from({ length: 10 }, () => database.db.execute(sql`select pg_sleep(0.01)`)));
      await database.db.execute(sql`select pg_notify('ondine_pooler_test', 'through the pooler')`);
      await waitFor("the notification", () => heard.length > 0);
      expect(heard).toEqual(["through the pooler"]);
    } finally {
      await stop();
    }
  });

  it("runs a transaction on one server connection, its LOCAL settings included", async () => {
    const seen = await database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('statement_timeout', '4321', true)`);
      await Promise.all(Array.from({ length: 5 }, () => database.db.execute(sql`select 1`)));
      const { rows } = await tx.execute<{ timeout: string }>(
        sql`select current_setting('statement_timeout') as timeout`,
      );
      return rows[0]?.timeout;
    });
    expect(seen).toBe("4321ms");
  });
});
