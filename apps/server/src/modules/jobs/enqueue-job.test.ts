import { describe, expect, it, vi } from "vitest";
import { jobs } from "../../db/schema";
import { engineDependentEngines } from "../../test/test-database";
import { enqueueJob, maxJobPayloadBytes } from "./enqueue-job";
import { createJobRegistry } from "./job-registry";
import { createJobWorker } from "./job-worker";
import { readJob, readJobsOfKind, recordingJobLogger, useJobsDatabase } from "./jobs-fixture";

// Engine-dependent: the insert's ON CONFLICT on the (kind, key) index, and a transaction's rollback taking the job
// and its NOTIFY with it, on PGlite's one connection and on a PostgreSQL pool.
describe.each(engineDependentEngines)("enqueueJob on %s", (engine) => {
  // Tests share the file's database (a fresh one costs seconds on PGlite): each starts with `jobs` emptied.
  const file = useJobsDatabase(engine, "2026-11-29T20:00:00Z");

  const deps = () => ({ db: file.database.db, now: file.clock.now });

  it("queues a job due now, with the default attempts", async () => {
    const id = await enqueueJob(deps(), { kind: "test.mail", payload: { ticketId: 42 } });
    expect(id).toBeTypeOf("number");
    const row = await readJob(file.database.db, id as number);
    expect(row).toMatchObject({
      kind: "test.mail",
      key: null,
      payload: { ticketId: 42 },
      status: "queued",
      attempts: 0,
      maxAttempts: 5,
      runAt: file.clock.now(),
    });
  });

  it("queues a kind and key once: enqueueing it again, even once it has run, does nothing", async () => {
    const slot = { kind: "test.slot", key: "2026-11-29T20:00" };
    const first = await enqueueJob(deps(), { ...slot, payload: { n: 1 } });
    expect(await enqueueJob(deps(), { ...slot, payload: { n: 2 } })).toBeUndefined();
    // Another kind may use the same key, and jobs without a key never collide.
    expect(await enqueueJob(deps(), { kind: "test.other", key: slot.key })).toBeTypeOf("number");
    expect(await enqueueJob(deps(), { kind: "test.slot" })).toBeTypeOf("number");
    expect(await enqueueJob(deps(), { kind: "test.slot" })).toBeTypeOf("number");

    const registry = createJobRegistry();
    registry.handle("test.slot", async () => {});
    await createJobWorker({
      database: file.database,
      registry,
      now: file.clock.now,
      logger: recordingJobLogger(),
    }).runDue();
    expect((await readJob(file.database.db, first as number)).status).toBe("done");
    expect(await enqueueJob(deps(), { ...slot, payload: { n: 3 } })).toBeUndefined();

    const keyed = (await readJobsOfKind(file.database.db, "test.slot")).filter((row) => row.key === slot.key);
    expect(keyed.map((row) => row.payload)).toEqual([{ n: 1 }]);
  });

  it("never runs a job enqueued in a transaction that rolled back", async () => {
    const handler = vi.fn(async () => {});
    const registry = createJobRegistry();
    registry.handle("test.rollback", handler);
    const worker = createJobWorker({
      database: file.database,
      registry,
      now: file.clock.now,
      logger: recordingJobLogger(),
    });

    await expect(
      file.database.db.transaction(async (tx) => {
        await enqueueJob({ db: tx, now: file.clock.now }, { kind: "test.rollback", key: "ticket-7" });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await readJobsOfKind(file.database.db, "test.rollback")).toEqual([]);
    expect(await worker.runDue()).toBe(0);
    expect(handler).not.toHaveBeenCalled();

    // The same enqueue in a transaction that commits runs, and its key was never taken by the rolled-back one.
    await file.database.db.transaction((tx) =>
      enqueueJob({ db: tx, now: file.clock.now }, { kind: "test.rollback", key: "ticket-7" }),
    );
    expect(await worker.runDue()).toBe(1);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("refuses a payload over the bound, a kind that is not one, and no attempt at all", async () => {
    const big = { text: "x".repeat(maxJobPayloadBytes) };
    await expect(enqueueJob(deps(), { kind: "test.big", payload: big })).rejects.toThrow(/over 16384/);
    await expect(enqueueJob(deps(), { kind: "Test Kind" })).rejects.toThrow(/not a job kind/);
    await expect(enqueueJob(deps(), { kind: "test.none", maxAttempts: 0 })).rejects.toThrow(/maxAttempts/);
    expect(await file.database.db.select().from(jobs)).toEqual([]);
  });

  it("keeps a job due later queued until its time", async () => {
    const handler = vi.fn(async () => {});
    const registry = createJobRegistry();
    registry.handle("test.later", handler);
    const worker = createJobWorker({
      database: file.database,
      registry,
      now: file.clock.now,
      logger: recordingJobLogger(),
    });
    await enqueueJob(deps(), { kind: "test.later", runAt: new Date(file.clock.now().getTime() + 60_000) });
    expect(await worker.runDue()).toBe(0);
    file.clock.advance(60_000);
    expect(await worker.runDue()).toBe(1);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
