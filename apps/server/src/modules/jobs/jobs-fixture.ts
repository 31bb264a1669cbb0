import type { DatabaseEngine } from "@ondine/domain";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, vi } from "vitest";
import type { Database, DatabaseHandle } from "../../db";
import { jobs } from "../../db/schema";
import { createTestClock, type TestClock } from "../../test/test-clock";
import { openTestDatabase } from "../../test/test-database";
import type { JobLogger } from "./job-worker";

/** A logger whose calls tests may read (`logger.warn.mock.calls`). */
export function recordingJobLogger() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies JobLogger;
}

export async function readJob(db: Database, id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

export function readJobsOfKind(db: Database, kind: string) {
  return db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(asc(jobs.id));
}

/** A promise a test opens when it chooses: a handler waits on it to stay running. */
export function createGate(): { opened: Promise<void>; open(): void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * The file's database on `engine` and a test clock: before each test, `jobs` (the only table the jobs tests
 * write) is emptied and the clock set back to `start`. Tests share the file's database (a fresh one costs
 * seconds on PGlite); read `database` and `clock` inside tests, once the hooks have run.
 */
export function useJobsDatabase(engine: DatabaseEngine, start: string): { database: DatabaseHandle; clock: TestClock } {
  const file = {} as { database: DatabaseHandle; clock: TestClock };
  beforeAll(async () => {
    file.database = await openTestDatabase(engine);
  });
  afterAll(() => file.database.close());
  beforeEach(async () => {
    await file.database.db.delete(jobs);
    file.clock = createTestClock(new Date(start));
  });
  return file;
}
