import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { siteAvailabilityEvents } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { runRegisteredJob } from "../../test/run-registered-job";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { takeUnseenAvailabilityEvents } from "./availability-events.repository";
import { availabilityPruneKind, pruneAvailabilityEvents } from "./availability-prune";

const now = new Date("2026-03-11T11:00:00Z");

// docs/alerts.md#availability: the changes the alerts read once, and their 13 months of retention.
describe.each(testEngines)("availability events on %s", (engine) => {
  const t = useTestApp(engine, { now });

  const givenASite = async () => (await insertSite(t.db, { organismId: (await insertOrganism(t.db)).id })).id;

  const record = async (siteId: number, at: string, level: "up" | "down" = "up") => {
    const [row] = await t.db
      .insert(siteAvailabilityEvents)
      .values({ siteId, level, reason: level === "down" ? "stale" : null, muted: false, at: new Date(at) })
      .returning({ id: siteAvailabilityEvents.id });
    if (!row) throw new Error("no event");
    return row.id;
  };

  const atsOf = async (siteId: number) =>
    (
      await t.db
        .select({ at: siteAvailabilityEvents.at })
        .from(siteAvailabilityEvents)
        .where(eq(siteAvailabilityEvents.siteId, siteId))
        .orderBy(asc(siteAvailabilityEvents.at))
    ).map((row) => row.at.toISOString());

  it("hands the alerts each change once, in the order they were recorded", async () => {
    const siteId = await givenASite();
    const first = await record(siteId, "2026-03-11T10:00:00Z", "down");
    const second = await record(siteId, "2026-03-11T09:00:00Z", "up");
    const third = await record(siteId, "2026-03-11T10:30:00Z", "up");

    const taken = await takeUnseenAvailabilityEvents(t.db, 2);
    expect(taken).toEqual([
      { id: first, siteId, level: "down", reason: "stale", muted: false, at: new Date("2026-03-11T10:00:00Z") },
      { id: second, siteId, level: "up", reason: null, muted: false, at: new Date("2026-03-11T09:00:00Z") },
    ]);
    expect((await takeUnseenAvailabilityEvents(t.db, 10)).map((event) => event.id)).toEqual([third]);
    expect(await takeUnseenAvailabilityEvents(t.db, 10)).toEqual([]);
  });

  it("deletes the changes older than 13 months but the one in force then, through the daily job", async () => {
    const siteId = await givenASite();
    const quiet = await givenASite();
    await record(siteId, "2024-12-01T10:00:00Z", "down");
    await record(siteId, "2025-01-05T10:00:00Z", "up");
    await record(siteId, "2025-06-01T10:00:00Z", "down");
    await record(siteId, "2026-03-01T10:00:00Z", "up");
    // A site whose level never changed in 13 months keeps its one change.
    await record(quiet, "2024-10-01T10:00:00Z", "up");

    expect(await pruneAvailabilityEvents(t.db, now)).toBe(1);
    // The cutoff is 11 February 2025, Paris: the change of 5 January is the level in force then.
    expect(await atsOf(siteId)).toEqual([
      "2025-01-05T10:00:00.000Z",
      "2025-06-01T10:00:00.000Z",
      "2026-03-01T10:00:00.000Z",
    ]);
    expect(await atsOf(quiet)).toEqual(["2024-10-01T10:00:00.000Z"]);

    await record(siteId, "2025-02-01T10:00:00Z", "down");
    await runRegisteredJob(t.app.jobs, availabilityPruneKind, now);
    expect(await atsOf(siteId)).toEqual([
      "2025-02-01T10:00:00.000Z",
      "2025-06-01T10:00:00.000Z",
      "2026-03-01T10:00:00.000Z",
    ]);
  });
});
