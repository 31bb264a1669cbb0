import pg from "pg";
import { describe, expect, it } from "vitest";
import { observePoolStats } from "./pool-stats";

// Tests share nothing: the one test opens its own pool (the server's `postgres` database, nothing written).
describe.runIf(process.env.TEST_DATABASE_URL !== undefined)("a pg pool's stats", () => {
  it("counts connections open, idle and waited for, and the waits that gave up", async () => {
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1, connectionTimeoutMillis: 200 });
    const stats = observePoolStats(pool);
    try {
      expect(stats()).toEqual({ total: 0, idle: 0, waiting: 0, waitTimeouts: 0 });
      const held = await pool.connect();
      expect(stats()).toMatchObject({ total: 1, idle: 0, waiting: 0 });

      // The one connection is taken: the query waits for it, then gives up.
      const waiting = pool.query("select 1");
      expect(stats().waiting).toBe(1);
      await expect(waiting).rejects.toThrow(/timeout/);
      await expect(pool.connect()).rejects.toThrow(/timeout/);
      expect(stats()).toMatchObject({ waiting: 0, waitTimeouts: 2 });

      held.release();
      expect(stats()).toMatchObject({ total: 1, idle: 1, waitTimeouts: 2 });
      await pool.query("select 1");
      expect(stats().waitTimeouts).toBe(2);
    } finally {
      await pool.end();
    }
  });
});
