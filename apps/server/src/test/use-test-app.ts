import type { DatabaseEngine } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { BuildAppOptions } from "../app";
import type { Config } from "../config";
import type { Database, DatabaseHandle } from "../db";
import { type MigratedState, readMigratedState } from "./migrated-state";
import { buildTestApp } from "./test-app";
import { createTestClock, type TestClock } from "./test-clock";
import { openTestDatabase } from "./test-database";

export type UseTestAppOptions = {
  /**
   * "test" (the default): every test gets its own app and clock on a database
   * brought back to its freshly migrated state, so no test can see another's rows.
   * "file": one app, clock and database for the whole file. The file must say
   * why in one comment (what a fresh app per test would cost it), every test
   * builds with the factories of `src/test/` the rows it reads, and no test
   * reads rows another test made (count within its own organism or site, never
   * a whole table).
   */
  share?: "test" | "file";
  /** Config over the tests' defaults (`buildTestApp`). */
  config?: Partial<Config>;
  /** Where the test clock starts: a fixed moment makes dates in answers predictable. Default: now. */
  now?: Date | (() => Date);
  /** Other `buildApp` options (transports, workers). */
  app?: Pick<BuildAppOptions, "mailTransport" | "runOutboxWorker" | "smsTransport" | "runMonitoringStorageMaintenance">;
};

/** What `useTestApp` hands a test; read it inside tests and hooks, not at the file's top level. */
export type TestApp = {
  readonly app: FastifyInstance;
  readonly database: DatabaseHandle;
  /** `database.db`. */
  readonly db: Database;
  /** The app's clock: `clock.advance(ms)` instead of waiting. */
  readonly clock: TestClock;
  /**
   * Closes the app (and, sharing a file, the database) now, for a test about
   * shutting down; the hooks close whatever is still open at the end.
   */
  close(): Promise<void>;
};

type Opened = { app: FastifyInstance; clock: TestClock };

/**
 * Gives a test file its app, database and clock on `engine`, and closes them.
 * Call it once at the top of a `describe` (it registers that block's hooks):
 *
 *   describe.each(testEngines)("GET /api/sites on %s", (engine) => {
 *     const t = useTestApp(engine);
 *     it("lists the user's sites", async () => {
 *       const organism = await insertOrganism(t.db);
 *       ...
 *       await t.app.inject(...);
 *     });
 *   });
 *
 * The contract is in `UseTestAppOptions.share`. With the default, the database
 * is opened once per file from the migrated template and emptied back to that
 * state before each test (a DELETE of the written tables' rows, milliseconds), which is what a
 * fresh database per test would give at a fraction of its cost on PGlite.
 */
export function useTestApp(engine: DatabaseEngine, options: UseTestAppOptions = {}): TestApp {
  const share = options.share ?? "test";
  let database: DatabaseHandle | undefined;
  let migrated: MigratedState | undefined;
  let opened: Opened | undefined;
  let closing: Promise<void> | undefined;

  const startAt = () => {
    const now = typeof options.now === "function" ? options.now() : options.now;
    return now ?? new Date();
  };
  const openApp = async (): Promise<Opened> => {
    if (!database) throw new Error("useTestApp: the database is not open");
    const clock = createTestClock(startAt());
    const app = buildTestApp(database, options.config, { ...options.app, clock });
    await app.ready();
    return { app, clock };
  };
  const closeApp = async () => {
    const current = opened;
    opened = undefined;
    await current?.app.close();
  };

  beforeAll(async () => {
    database = await openTestDatabase(engine);
    if (share === "file") opened = await openApp();
    else migrated = await readMigratedState(database.db);
  });
  if (share === "test") {
    beforeEach(async () => {
      if (!database || !migrated) throw new Error("useTestApp: the database is not open");
      await migrated.restore(database.db);
      closing = undefined;
      opened = await openApp();
    });
    afterEach(closeApp);
  }
  afterAll(async () => {
    await closeApp();
    await database?.close();
    database = undefined;
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`useTestApp: ${what} is only there inside a test or a hook`);
    return value;
  };
  return {
    get app() {
      return need(opened, "the app").app;
    },
    get clock() {
      return need(opened, "the clock").clock;
    },
    get database() {
      return need(database, "the database");
    },
    get db() {
      return need(database, "the database").db;
    },
    close() {
      closing ??= (async () => {
        await closeApp();
        if (share === "file") {
          await database?.close();
          database = undefined;
        }
      })();
      return closing;
    },
  };
}
