import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { jobs } from "../../db/schema";
import { createTestClock, type TestClock } from "../../test/test-clock";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { countQueuedJobs } from "./count-queued-jobs";
import { enqueueJob } from "./enqueue-job";
import { createJobRegistry } from "./job-registry";
import { createJobWorker } from "./job-worker";
import { claimDueJobs } from "./jobs.repository";
import { readJobsOfKind, recordingJobLogger } from "./jobs-fixture";
import { doneJobRetentionMs, failedJobRetentionMs, pruneFinishedJobs } from "./prune-finished-jobs";

const day = 86_400_000;

describe.each(testEngines)("pruning and counting jobs on %s", (engine) => {
  let database: DatabaseHandle;
  // Tests share the file's database (a fresh one costs seconds on PGlite): each starts by emptying `jobs`, the only table they write.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());

  let clock: TestClock;
  beforeEach(async () => {
    await database.db.delete(jobs);
    clock = createTestClock(new Date("2026-11-29T20:00:00Z"));
  });

  const enqueue = (kind: string, options: { runAt?: Date; maxAttempts?: number } = {}) =>
    enqueueJob({ db: database.db, now: clock.now }, { kind, ...options });

  function workerRunning(kinds: Record<string, () => Promise<void>>) {
    const registry = createJobRegistry();
    for (const [kind, run] of Object.entries(kinds)) registry.handle(kind, run);
    return createJobWorker({ database, registry, now: clock.now, logger: recordingJobLogger() });
  }

  it("deletes done jobs after a day and failed ones after two weeks, never those still to run", async () => {
    const worker = workerRunning({
      "test.ok": async () => {},
      "test.broken": async () => {
        throw new Error("broken");
      },
    });
    await enqueue("test.ok");
    await enqueue("test.broken", { maxAttempts: 1 });
    await enqueue("test.ok", { runAt: new Date(clock.now().getTime() + 30 * day) });
    await worker.runDue();

    clock.advance(doneJobRetentionMs);
    expect(await pruneFinishedJobs(database.db, clock.now())).toBe(0);
    clock.advance(1);
    expect(await pruneFinishedJobs(database.db, clock.now())).toBe(1);
    expect((await readJobsOfKind(database.db, "test.ok")).map((row) => row.status)).toEqual(["queued"]);

    clock.advance(failedJobRetentionMs - doneJobRetentionMs);
    expect(await pruneFinishedJobs(database.db, clock.now())).toBe(1);
    expect(await readJobsOfKind(database.db, "test.broken")).toEqual([]);
    expect(await readJobsOfKind(database.db, "test.ok")).toHaveLength(1);
  });

  it("counts the backlog by kind and how late its oldest due job is", async () => {
    await enqueue("test.backlog");
    clock.advance(90_000);
    await enqueue("test.backlog");
    await enqueue("test.backlog", { runAt: new Date(clock.now().getTime() + day) });
    await enqueue("test.busy");
    await enqueue("test.busy", { maxAttempts: 1 });
    await claimDueJobs(database.db, {
      kinds: ["test.busy"],
      limits: [1],
      now: clock.now(),
      leaseUntil: new Date(clock.now().getTime() + 30_000),
      workerId: "elsewhere",
    });
    await workerRunning({
      "test.busy": async () => {
        throw new Error("no");
      },
    }).runDue();
    await enqueue("test.done");
    await workerRunning({ "test.done": async () => {} }).runDue();

    expect(await countQueuedJobs(database.db, clock.now())).toEqual([
      { kind: "test.backlog", queued: 3, due: 2, running: 0, failed: 0, oldestDueAgeSeconds: 90 },
      { kind: "test.busy", queued: 0, due: 0, running: 1, failed: 1, oldestDueAgeSeconds: 0 },
    ]);
  });
});
