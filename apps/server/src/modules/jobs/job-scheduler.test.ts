import { describe, expect, it } from "vitest";
import { engineDependentEngines, openSameDatabase } from "../../test/test-database";
import { createJobRegistry } from "./job-registry";
import { createJobScheduler } from "./job-scheduler";
import { createJobWorker } from "./job-worker";
import { readJobsOfKind, recordingJobLogger, useJobsDatabase } from "./jobs-fixture";

const minute = 60_000;

// Engine-dependent: two instances inserting the same slot at once, settled by the (kind, key) index (two pools on
// PostgreSQL, one connection on PGlite).
describe.each(engineDependentEngines)("recurring jobs on %s", (engine) => {
  // Tests share the file's database (a fresh one costs seconds on PGlite): each starts with `jobs` emptied.
  const file = useJobsDatabase(engine, "2026-11-29T20:00:30Z");

  function registryEveryMinute() {
    const registry = createJobRegistry();
    registry.handle("test.sweep", async () => {});
    registry.every("test.sweep", minute);
    return registry;
  }

  it("enqueues one job per slot however many instances schedule it", async () => {
    const second = engine === "postgres" ? await openSameDatabase(file.database) : file.database;
    try {
      const registry = registryEveryMinute();
      const logger = recordingJobLogger();
      const schedulers = [file.database, second].map((handle) =>
        createJobScheduler({ db: handle.db, registry, now: file.clock.now, logger }),
      );
      const tickAll = async () =>
        (await Promise.all(schedulers.map((scheduler) => scheduler.enqueueCurrentSlots()))).reduce((a, b) => a + b);

      expect(await tickAll()).toBe(1);
      expect(await tickAll()).toBe(0);
      const [slot] = await readJobsOfKind(file.database.db, "test.sweep");
      expect(slot).toMatchObject({
        key: "2026-11-29T20:00:00.000Z",
        runAt: new Date("2026-11-29T20:00:00Z"),
        status: "queued",
        maxAttempts: 3,
      });

      // The slot runs; an instance that ticks late in the same slot does not enqueue it again.
      const worker = createJobWorker({ database: file.database, registry, now: file.clock.now, logger });
      expect(await worker.runDue()).toBe(1);
      file.clock.advance(20_000);
      expect(await tickAll()).toBe(0);

      file.clock.advance(10_000);
      expect(await tickAll()).toBe(1);
      expect((await readJobsOfKind(file.database.db, "test.sweep")).map((row) => [row.key, row.status])).toEqual([
        ["2026-11-29T20:00:00.000Z", "done"],
        ["2026-11-29T20:01:00.000Z", "queued"],
      ]);
    } finally {
      if (second !== file.database) await second.close();
    }
  });

  it("enqueues the current slot when it starts, and refuses a schedule nobody handles", async () => {
    const registry = registryEveryMinute();
    const scheduler = createJobScheduler({
      db: file.database.db,
      registry,
      now: file.clock.now,
      logger: recordingJobLogger(),
    });
    await scheduler.start();
    await scheduler.stop();
    expect(await readJobsOfKind(file.database.db, "test.sweep")).toHaveLength(1);

    const unhandled = createJobRegistry();
    unhandled.every("test.orphan", minute);
    const refused = createJobScheduler({
      db: file.database.db,
      registry: unhandled,
      now: file.clock.now,
      logger: recordingJobLogger(),
    });
    await expect(refused.start()).rejects.toThrow("Scheduled jobs without a handler: test.orphan");
    expect(await readJobsOfKind(file.database.db, "test.orphan")).toEqual([]);
  });
});
