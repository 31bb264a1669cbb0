import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { openTestDatabase, testEngines } from "../test/test-database";

// Tests share nothing: the one test opens its own database.
describe.runIf(testEngines.includes("postgres"))("an idle PostgreSQL connection dropped by the server", () => {
  it("is replaced on the next query instead of ending the process", async () => {
    const database = await openTestDatabase("postgres");
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
      // As a server restart or a failover would, while the pool's connection sits idle.
      const terminated = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [rows[0]?.name],
      );
      expect(terminated.rowCount).toBeGreaterThan(0);
      // Once the server has let the connections go, the pool's idle one is dead: the ping must get another.
      await vi.waitFor(
        async () => {
          const left = await admin.query(
            "select count(*)::int as count from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
            [rows[0]?.name],
          );
          expect(left.rows[0]?.count).toBe(0);
        },
        { timeout: 5_000, interval: 50 },
      );
      await vi.waitFor(() => database.ping(), { timeout: 5_000, interval: 100 });
      expect(await database.ping()).toBeGreaterThanOrEqual(0);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
