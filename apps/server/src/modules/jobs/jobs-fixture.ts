import { asc, eq } from "drizzle-orm";
import { vi } from "vitest";
import type { Database } from "../../db";
import { jobs } from "../../db/schema";
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
