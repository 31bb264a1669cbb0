import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db";
import { jobs } from "../db/schema";
import { buildTestApp } from "../test/test-app";
import { createTestClock } from "../test/test-clock";
import { openTestDatabase, testEngines } from "../test/test-database";

/** The recurring jobs the app schedules, and so registers a handler for. */
const recurringKinds = [
  "alerts.evaluate",
  "availability.check",
  "availability.prune",
  "iot.expire-commands",
  "jobs.prune-finished",
  "maps.prune-change-log",
  "monitoring-storage.maintain",
  "private-wifi.expire",
  "private-wifi.retry",
  "silence.apply",
  "silence.reminders",
  "tickets.sla-check",
  "webhooks.dispatch",
  "webhooks.prune",
];

describe.each(testEngines)("the app's background jobs on %s", (engine) => {
  let database: DatabaseHandle;
  // Tests share the file's database (a fresh one costs seconds on PGlite): each builds its own app on it and starts by emptying `jobs`, the table they read.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(jobs);
  });

  const readJobs = async () =>
    (await database.db.select({ kind: jobs.kind, key: jobs.key, status: jobs.status }).from(jobs)).sort((a, b) =>
      a.kind.localeCompare(b.kind),
    );

  it("runs each recurring job's current slot once the app is ready, with runJobs (main.ts)", async () => {
    const clock = createTestClock(new Date("2026-11-29T20:00:30Z"));
    const app = buildTestApp(database, {}, { clock, runJobs: true });
    try {
      await app.ready();
      await vi.waitFor(
        async () =>
          expect((await readJobs()).map((job) => `${job.kind} ${job.status}`)).toEqual(
            recurringKinds.map((kind) => `${kind} done`),
          ),
        { timeout: 25_000, interval: 50 },
      );
      expect((await readJobs()).map((job) => job.key)).toEqual([
        "2026-11-29T20:00:30.000Z",
        "2026-11-29T20:00:00.000Z",
        "2026-11-29T00:00:00.000Z",
        "2026-11-29T20:00:00.000Z",
        "2026-11-29T20:00:00.000Z",
        "2026-11-29T20:00:00.000Z",
        "2026-11-29T00:00:00.000Z",
        "2026-11-29T20:00:00.000Z",
        "2026-11-29T20:00:00.000Z",
        "2026-11-29T20:00:00.000Z",
        "2026-11-29T20:00:00.000Z",
        "2026-11-29T20:00:00.000Z",
        // webhooks.dispatch every 5 seconds, webhooks.prune every day.
        "2026-11-29T20:00:30.000Z",
        "2026-11-29T00:00:00.000Z",
      ]);
    } finally {
      await app.close();
    }
  });

  it("registers the same kinds but runs nothing without it (tests and tools)", async () => {
    const app = buildTestApp(database, {}, { clock: createTestClock(new Date("2026-11-29T20:00:30Z")) });
    try {
      await app.ready();
      expect([...app.jobs.handlers().keys()].sort()).toEqual(recurringKinds);
      expect(
        app.jobs
          .schedules()
          .map((schedule) => schedule.kind)
          .sort(),
      ).toEqual(recurringKinds);
      expect(await readJobs()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
