import { describe, expect, it } from "vitest";
import { testEngines } from "../../test/test-database";
import { countQueuedJobs } from "./count-queued-jobs";
import { enqueueJob } from "./enqueue-job";
import { createJobRegistry } from "./job-registry";
import { createJobWorker } from "./job-worker";
import { claimDueJobs } from "./jobs.repository";
import { readJobsOfKind, recordingJobLogger, useJobsDatabase } from "./jobs-fixture";
import { doneJobRetentionMs, failedJobRetentionMs, pruneFinishedJobs } from "./prune-finished-jobs";

const day = 86_400_000;

describe.each(testEngines)("pruning and counting jobs on %s", (engine) => {
  // Tests share the file's database (a fresh one costs seconds on PGlite): each starts with `jobs` emptied.
  const file = useJobsDatabase(engine, "2026-11-29T20:00:00Z");

  const enqueue = (kind: string, options: { runAt?: Date; maxAttempts?: number } = {}) =>
    enqueueJob({ db: file.database.db, now: file.clock.now }, { kind, ...options });

  function workerRunning(kinds: Record<string, () => Promise<void>>) {
    const registry = createJobRegistry();
    for (const [kind, run] of Object.entries(kinds)) registry.handle(kind, run);
    return createJobWorker({ database: file.database, registry, now: file.clock.now, logger: recordingJobLogger() });
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
    await enqueue("test.ok", { runAt: new Date(file.clock.now().getTime() + 30 * day) });
    await worker.runDue();

    file.clock.advance(doneJobRetentionMs);
    expect(await pruneFinishedJobs(file.database.db, file.clock.now())).toBe(0);
    file.clock.advance(1);
    expect(await pruneFinishedJobs(file.database.db, file.clock.now())).toBe(1);
    expect((await readJobsOfKind(file.database.db, "test.ok")).map((row) => row.status)).toEqual(["queued"]);

    file.clock.advance(failedJobRetentionMs - doneJobRetentionMs);
    expect(await pruneFinishedJobs(file.database.db, file.clock.now())).toBe(1);
    expect(await readJobsOfKind(file.database.db, "test.broken")).toEqual([]);
    expect(await readJobsOfKind(file.database.db, "test.ok")).toHaveLength(1);
  });

  it("counts the backlog by kind and how late its oldest due job is", async () => {
    await enqueue("test.backlog");
    file.clock.advance(90_000);
    await enqueue("test.backlog");
    await enqueue("test.backlog", { runAt: new Date(file.clock.now().getTime() + day) });
    await enqueue("test.busy");
    await enqueue("test.busy", { maxAttempts: 1 });
    await claimDueJobs(file.database.db, {
      kinds: ["test.busy"],
      limits: [1],
      now: file.clock.now(),
      leaseUntil: new Date(file.clock.now().getTime() + 30_000),
      workerId: "elsewhere",
    });
    await workerRunning({
      "test.busy": async () => {
        throw new Error("no");
      },
    }).runDue();
    await enqueue("test.done");
    await workerRunning({ "test.done": async () => {} }).runDue();

    expect(await countQueuedJobs(file.database.db, file.clock.now())).toEqual([
      { kind: "test.backlog", queued: 3, due: 2, running: 0, failed: 0, oldestDueAgeSeconds: 90 },
      { kind: "test.busy", queued: 0, due: 0, running: 1, failed: 1, oldestDueAgeSeconds: 0 },
    ]);
  });
});
