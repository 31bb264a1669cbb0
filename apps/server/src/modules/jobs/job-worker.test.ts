import { describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../../db";
import { engineDependentEngines, openSameDatabase } from "../../test/test-database";
import { enqueueJob } from "./enqueue-job";
import { createJobRegistry, type JobRun } from "./job-registry";
import { jobRetryDelayMs } from "./job-retry-delay";
import { createJobWorker, type JobWorkerTimings } from "./job-worker";
import { claimDueJobs } from "./jobs.repository";
import { createGate, readJob, readJobsOfKind, recordingJobLogger, useJobsDatabase } from "./jobs-fixture";

const leaseMs = 30_000;
/** Timers the tests do not want firing on their own: an hour. */
const never = 3_600_000;

// Engine-dependent: claims under FOR UPDATE SKIP LOCKED and concurrent transactions (two pools on PostgreSQL, one
// connection on PGlite), and the LISTEN that wakes a worker (a listening client on PostgreSQL, PGlite's own).
describe.each(engineDependentEngines)("the job worker on %s", (engine) => {
  // Tests share the file's database (a fresh one costs seconds on PGlite): each starts with `jobs` emptied.
  const file = useJobsDatabase(engine, "2026-11-29T20:00:00Z");

  const enqueue = (kind: string, options: { maxAttempts?: number; payload?: unknown } = {}) =>
    enqueueJob({ db: file.database.db, now: file.clock.now }, { kind, ...options });

  function workerFor(
    handlers: Record<string, { run: (job: JobRun) => Promise<void>; concurrency?: number }>,
    options: { on?: DatabaseHandle; timings?: Partial<JobWorkerTimings> } = {},
  ) {
    const registry = createJobRegistry();
    for (const [kind, { run, concurrency }] of Object.entries(handlers)) {
      registry.handle(kind, run, concurrency ? { concurrency } : {});
    }
    const logger = recordingJobLogger();
    const worker = createJobWorker({
      database: options.on ?? file.database,
      registry,
      now: file.clock.now,
      logger,
      timings: { leaseMs, heartbeatMs: never, pollMs: never, ...options.timings },
    });
    return { worker, logger };
  }

  it("runs a due job once and marks it done", async () => {
    const run = vi.fn(async (_job: JobRun) => {});
    const { worker } = workerFor({ "test.once": { run } });
    const id = (await enqueue("test.once", { payload: { siteId: 3 } })) as number;

    expect(await worker.runDue()).toBe(1);
    expect(await worker.runDue()).toBe(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]?.[0]).toMatchObject({ id, kind: "test.once", payload: { siteId: 3 }, attempt: 1 });
    expect(await readJob(file.database.db, id)).toMatchObject({
      status: "done",
      attempts: 1,
      finishedAt: file.clock.now(),
      lockedUntil: null,
    });
  });

  it("retries a job that throws, waiting longer each time, then keeps it as failed", async () => {
    const run = vi.fn(async () => {
      throw new Error("the provider answered 503");
    });
    const { worker, logger } = workerFor({ "test.flaky": { run } });
    const id = (await enqueue("test.flaky", { maxAttempts: 3 })) as number;

    expect(await worker.runDue()).toBe(1);
    expect(await readJob(file.database.db, id)).toMatchObject({
      status: "queued",
      attempts: 1,
      runAt: new Date(file.clock.now().getTime() + jobRetryDelayMs(1)),
      lastError: "the provider answered 503",
    });
    file.clock.advance(jobRetryDelayMs(1) - 1);
    expect(await worker.runDue()).toBe(0);
    file.clock.advance(1);
    expect(await worker.runDue()).toBe(1);
    expect(await readJob(file.database.db, id)).toMatchObject({
      status: "queued",
      attempts: 2,
      runAt: new Date(file.clock.now().getTime() + jobRetryDelayMs(2)),
    });
    expect(jobRetryDelayMs(2)).toBe(2 * jobRetryDelayMs(1));

    file.clock.advance(jobRetryDelayMs(2));
    expect(await worker.runDue()).toBe(1);
    expect(await readJob(file.database.db, id)).toMatchObject({
      status: "failed",
      attempts: 3,
      finishedAt: file.clock.now(),
      lastError: "the provider answered 503",
    });
    file.clock.advance(never);
    expect(await worker.runDue()).toBe(0);
    expect(run).toHaveBeenCalledTimes(3);
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ jobId: id, attempt: 3 }),
      "A job failed on its last attempt: kept as failed",
    );
  });

  it("takes back a job whose instance died holding it, once its lease has run out", async () => {
    const run = vi.fn(async (_job: JobRun) => {});
    const { worker, logger } = workerFor({ "test.orphan": { run } });
    const id = (await enqueue("test.orphan")) as number;
    const lastTry = (await enqueue("test.orphan", { maxAttempts: 1 })) as number;
    // Another instance claims both, then dies: no heartbeat, no outcome.
    const claimed = await claimDueJobs(file.database.db, {
      kinds: ["test.orphan"],
      limits: [2],
      now: file.clock.now(),
      leaseUntil: new Date(file.clock.now().getTime() + leaseMs),
      workerId: "dead-host:1:abcdef",
    });
    expect(claimed.map((job) => job.id).sort()).toEqual([id, lastTry].sort());

    file.clock.advance(leaseMs);
    expect(await worker.runDue()).toBe(0);
    file.clock.advance(1);
    expect(await worker.runDue()).toBe(1);

    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]?.[0]).toMatchObject({ id, attempt: 2 });
    expect(await readJob(file.database.db, id)).toMatchObject({ status: "done", attempts: 2 });
    // Its one attempt was the dead instance's: failed, not run again.
    expect(await readJob(file.database.db, lastTry)).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: expect.stringContaining("dead-host:1:abcdef"),
    });
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ id: lastTry, status: "failed" }),
      "A job's lease ran out: taken back from the instance that held it",
    );
  });

  it("renews the lease of a running job, so a long one is not taken back", async () => {
    const gate = createGate();
    let started = false;
    const run = async () => {
      started = true;
      await gate.opened;
    };
    // The heartbeat on a real timer of a few milliseconds; the lease on the test file.clock.
    const { worker } = workerFor({ "test.long": { run } }, { timings: { heartbeatMs: 20 } });
    const { worker: other } = workerFor({ "test.long": { run } });
    const id = (await enqueue("test.long")) as number;
    const start = file.clock.now().getTime();

    const running = worker.runDue();
    await vi.waitFor(() => expect(started).toBe(true));
    expect((await readJob(file.database.db, id)).lockedUntil).toEqual(new Date(start + leaseMs));

    file.clock.advance(leaseMs - 1_000);
    await vi.waitFor(
      async () => {
        const lockedUntil = (await readJob(file.database.db, id)).lockedUntil as Date;
        expect(lockedUntil.getTime()).toBeGreaterThanOrEqual(start + 2 * leaseMs - 1_000);
      },
      { timeout: 10_000, interval: 20 },
    );
    // Past the first lease: without the heartbeat the other worker would take it back.
    file.clock.advance(2_000);
    expect(await other.runDue()).toBe(0);

    gate.open();
    expect(await running).toBe(1);
    expect(await readJob(file.database.db, id)).toMatchObject({ status: "done", attempts: 1 });
  });

  it("runs at most a kind's concurrency at once in one instance", async () => {
    const gate = createGate();
    let runningNow = 0;
    let mostAtOnce = 0;
    const run = async () => {
      runningNow++;
      mostAtOnce = Math.max(mostAtOnce, runningNow);
      await gate.opened;
      runningNow--;
    };
    const { worker } = workerFor({ "test.capped": { run, concurrency: 2 } });
    for (let n = 0; n < 5; n++) await enqueue("test.capped");

    const first = worker.runDue();
    await vi.waitFor(() => expect(runningNow).toBe(2));
    // Both places taken: a second pass claims nothing.
    expect(await worker.runDue()).toBe(0);
    gate.open();
    expect(await first).toBe(2);
    expect(await worker.runDue()).toBe(2);
    expect(await worker.runDue()).toBe(1);
    expect(mostAtOnce).toBe(2);
  });

  it("wakes on a new job's notification, without waiting for its poll", async () => {
    const run = vi.fn(async () => {});
    const { worker } = workerFor({ "test.woken": { run } });
    await worker.start();
    try {
      const id = (await enqueue("test.woken")) as number;
      await vi.waitFor(async () => expect((await readJob(file.database.db, id)).status).toBe("done"), {
        timeout: 20_000,
        interval: 20,
      });
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      await worker.stop();
    }
  });

  it("lets the jobs under way finish when it stops, and claims nothing after", async () => {
    const gate = createGate();
    let started = false;
    const run = vi.fn(async () => {
      started = true;
      await gate.opened;
    });
    const { worker } = workerFor({ "test.drain": { run } });
    const id = (await enqueue("test.drain")) as number;
    await worker.start();
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 20_000 });

    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await enqueue("test.drain");
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    gate.open();
    await stopping;
    expect(await readJob(file.database.db, id)).toMatchObject({ status: "done" });
    expect((await readJobsOfKind(file.database.db, "test.drain")).map((row) => row.status)).toEqual(["done", "queued"]);
    expect(run).toHaveBeenCalledTimes(1);
  });

  // Its own time limit: 60 jobs through two workers take a second alone and much longer on a loaded machine.
  it("never runs a job twice when two instances share the database", { timeout: 150_000 }, async () => {
    // PostgreSQL: a second handle, as another instance has (its own pool and LISTEN). PGlite: one process, its one connection.
    const second = engine === "postgres" ? await openSameDatabase(file.database) : file.database;
    try {
      const total = 60;
      const runs = new Map<number, string[]>();
      const started = { first: 0, second: 0 };
      const bothStarted = createGate();
      const handlerOf = (instance: "first" | "second") => async (job: JobRun) => {
        runs.set(job.id, [...(runs.get(job.id) ?? []), instance]);
        started[instance]++;
        if (started.first > 0 && started.second > 0) bothStarted.open();
        // Each instance holds its first jobs until the other has claimed some: the claims interleave.
        await bothStarted.opened;
      };
      const timings = { pollMs: 20, heartbeatMs: 1_000 };
      const { worker: first } = workerFor({ "test.shared": { run: handlerOf("first"), concurrency: 4 } }, { timings });
      const { worker: other } = workerFor(
        { "test.shared": { run: handlerOf("second"), concurrency: 4 } },
        { on: second, timings },
      );
      for (let n = 0; n < total; n++) await enqueue("test.shared", { payload: { n } });

      await Promise.all([first.start(), other.start()]);
      try {
        await vi.waitFor(
          async () => {
            const rows = await readJobsOfKind(file.database.db, "test.shared");
            expect(rows.filter((row) => row.status === "done")).toHaveLength(total);
          },
          { timeout: 120_000, interval: 50 },
        );
      } finally {
        await Promise.all([first.stop(), other.stop()]);
      }
      expect(runs.size).toBe(total);
      expect([...runs.values()].filter((instances) => instances.length > 1)).toEqual([]);
      expect(started.first).toBeGreaterThan(0);
      expect(started.second).toBeGreaterThan(0);
      const rows = await readJobsOfKind(file.database.db, "test.shared");
      expect(rows.every((row) => row.attempts === 1)).toBe(true);
    } finally {
      if (second !== file.database) await second.close();
    }
  });
});
