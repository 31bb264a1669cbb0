import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/test-database";
import type { DatabaseHandle } from "./database";

// Tests share nothing: each opens its own embedded database (from the migrated template: PGlite's initdb is slow).
describe("the embedded database's start settings", () => {
  let database: DatabaseHandle | undefined;
  afterEach(() => database?.close());

  it("keeps 32 MB of shared buffers in its WebAssembly heap, not PostgreSQL's 128 MB, and 4 MB of WAL buffers", {
    timeout: 120_000,
  }, async () => {
    database = await openTestDatabase("pglite");
    const { rows } = await database.db.execute<{ shared_buffers: string; wal_buffers: string }>(
      sql`select current_setting('shared_buffers') as shared_buffers, current_setting('wal_buffers') as wal_buffers`,
    );
    expect(rows[0]).toEqual({ shared_buffers: "32MB", wal_buffers: "4MB" });
  });

  it("keeps PGlite's own start settings beside them", { timeout: 120_000 }, async () => {
    database = await openTestDatabase("pglite");
    const { rows } = await database.db.execute<{ search_path: string; max_worker_processes: string }>(
      sql`select current_setting('search_path') as search_path,
                 current_setting('max_worker_processes') as max_worker_processes`,
    );
    expect(rows[0]).toEqual({ search_path: "public", max_worker_processes: "0" });
  });
});
