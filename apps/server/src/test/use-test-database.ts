import type { DatabaseEngine } from "@ondine/domain";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { Database, DatabaseHandle } from "../db";
import { type MigratedState, readMigratedState } from "./migrated-state";
import { openTestDatabase } from "./test-database";

/** What `useTestDatabase` hands a test; read it inside tests and hooks, not at the file's top level. */
export type TestDatabase = { readonly db: Database };

/**
 * A database on `engine` for tests that call services or workers without an
 * app: opened once for the file, brought back to its freshly migrated state
 * before each test (as `useTestApp` does), closed after the last. Call it once
 * at the top of a `describe`, before hooks that read `db`.
 */
export function useTestDatabase(engine: DatabaseEngine): TestDatabase {
  let database: DatabaseHandle | undefined;
  let migrated: MigratedState | undefined;

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    migrated = await readMigratedState(database.db);
  });
  beforeEach(async () => {
    if (!database || !migrated) throw new Error("useTestDatabase: the database is not open");
    await migrated.restore(database.db);
  });
  afterAll(async () => {
    await database?.close();
    database = undefined;
  });

  return {
    get db() {
      if (!database) throw new Error("useTestDatabase: the database is only there inside a test or a hook");
      return database.db;
    },
  };
}
