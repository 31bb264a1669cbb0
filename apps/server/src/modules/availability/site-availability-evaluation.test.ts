import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { siteAvailabilityEvents } from "../../db/schema";
import { insertEquipment } from "../../test/equipment-factory";
import { insertOrganism } from "../../test/organism-factory";
import { runRegisteredJob } from "../../test/run-registered-job";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { createCollector } from "../ingest";
import { setEquipmentMuted, setSitesMuted } from "../monitoring";
import { availabilityCheckKind, evaluateSiteAvailability } from "./site-availability-evaluation.service";
import { findSiteAvailabilities } from "./site-availability-reads.service";

const start = new Date("2026-03-10T09:00:00Z");
const minutes = 60_000;

// docs/alerts.md#availability: the evaluation in the ingest's transaction and by the periodic check, one event
// per change of level or silence.
describe.each(testEngines)("site availability evaluation on %s", (engine) => {
  const t = useTestApp(engine, { now: start });

  /** A site and the collector reporting on it. */
  const givenASite = async () => {
    const organism = await insertOrganism(t.db);
    const site = await insertSite(t.db, { organismId: organism.id });
    const { token } = await createCollector(t.db, { name: "Collector", siteIds: [site.id] });
    return { site, token };
  };

  /** A line report of the site, stamped now on the test clock, through the ingest call. */
  const reportLine = async (site: { id: number }, token: string, state: "ok" | "unreachable" = "ok") => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/ingest/v1/batches",
      headers: { authorization: `Bearer ${token}` },
      payload: {
        line_states: [
          {
            site_id: site.id,
            line_id: "fibre",
            state,
            bandwidth_current: state === "ok" ? 900 : 0,
            bandwidth_max: 1000,
            stamp: t.clock.now().toISOString(),
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  const eventsOf = (siteId: number) =>
    t.db
      .select({
        level: siteAvailabilityEvents.level,
        reason: siteAvailabilityEvents.reason,
        muted: siteAvailabilityEvents.muted,
        at: siteAvailabilityEvents.at,
      })
      .from(siteAvailabilityEvents)
      .where(eq(siteAvailabilityEvents.siteId, siteId))
      .orderBy(asc(siteAvailabilityEvents.id));

  /** The periodic check as the job worker runs it: the handler the app registered. */
  const runCheck = () => runRegisteredJob(t.app.jobs, availabilityCheckKind, t.clock.now());

  it("records a site's first level in the ingest's transaction, since its report", async () => {
    const { site, token } = await givenASite();
    await reportLine(site, token);
    expect(await eventsOf(site.id)).toEqual([{ level: "up", reason: null, muted: false, at: start }]);
    expect(await findSiteAvailabilities(t.db, [site.id])).toEqual(
      new Map([[site.id, { level: "up", reason: null, since: start, muted: false }]]),
    );
  });

  it("turns a site down 15 minutes after its last report, with nobody posting anything", async () => {
    const { site, token } = await givenASite();
    await reportLine(site, token);
    t.clock.advance(5 * minutes);
    const lastReport = t.clock.now();
    await reportLine(site, token);

    t.clock.advance(15 * minutes);
    await runCheck();
    expect(await eventsOf(site.id)).toEqual([{ level: "up", reason: null, muted: false, at: start }]);

    t.clock.advance(1_000);
    await runCheck();
    // Down since its last report: the reports stopped then.
    expect(await eventsOf(site.id)).toEqual([
      { level: "up", reason: null, muted: false, at: start },
      { level: "down", reason: "stale", muted: false, at: lastReport },
    ]);
    expect((await findSiteAvailabilities(t.db, [site.id])).get(site.id)).toEqual({
      level: "down",
      reason: "stale",
      since: lastReport,
      muted: false,
    });

    // Back with its next report.
    t.clock.advance(10 * minutes);
    const back = t.clock.now();
    await reportLine(site, token);
    expect((await eventsOf(site.id)).at(-1)).toEqual({ level: "up", reason: null, muted: false, at: back });
  });

  it("records one event per change and none when nothing changed", async () => {
    const { site, token } = await givenASite();
    await reportLine(site, token);
    t.clock.advance(minutes);
    await reportLine(site, token);
    expect(await evaluateSiteAvailability(t.db, [site.id], t.clock.now())).toEqual({ evaluated: 1, changed: 0 });
    const checked = await evaluateSiteAvailability(t.db, "all", t.clock.now());
    expect(checked.changed).toBe(0);
    expect(await eventsOf(site.id)).toHaveLength(1);

    t.clock.advance(minutes);
    const outage = t.clock.now();
    await reportLine(site, token, "unreachable");
    t.clock.advance(minutes);
    await reportLine(site, token, "unreachable");
    expect(await eventsOf(site.id)).toEqual([
      { level: "up", reason: null, muted: false, at: start },
      { level: "down", reason: "noLine", muted: false, at: outage },
    ]);
  });

  it("evaluates every site in the check, a site that never reported once", async () => {
    const { site } = await givenASite();
    const other = await givenASite();
    await reportLine(other.site, other.token);
    const first = await evaluateSiteAvailability(t.db, "all", t.clock.now());
    expect(first.changed).toBe(1);
    expect(first.evaluated).toBeGreaterThanOrEqual(2);
    expect(await eventsOf(site.id)).toEqual([
      { level: "notReferenced", reason: "neverReported", muted: false, at: start },
    ]);
    expect((await evaluateSiteAvailability(t.db, "all", t.clock.now())).changed).toBe(0);
  });

  it("records a muted site's change muted, at the moment the window starts, and its end unmuted", async () => {
    const { site, token } = await givenASite();
    await reportLine(site, token);
    t.clock.advance(30 * minutes);
    await reportLine(site, token);
    const windowStart = t.clock.now();
    const { changedSiteIds } = await setSitesMuted(t.db, [site.id], [site.id]);
    await evaluateSiteAvailability(t.db, changedSiteIds, windowStart);
    expect((await eventsOf(site.id)).at(-1)).toEqual({ level: "up", reason: null, muted: true, at: windowStart });

    // Works: the line goes down under the window.
    t.clock.advance(5 * minutes);
    const cut = t.clock.now();
    await reportLine(site, token, "unreachable");
    expect((await eventsOf(site.id)).at(-1)).toEqual({ level: "down", reason: "noLine", muted: true, at: cut });
    expect((await findSiteAvailabilities(t.db, [site.id])).get(site.id)?.muted).toBe(true);

    t.clock.advance(60 * minutes);
    await reportLine(site, token, "unreachable");
    const windowEnd = t.clock.now();
    await setSitesMuted(t.db, [site.id], []);
    await evaluateSiteAvailability(t.db, [site.id], windowEnd);
    expect((await eventsOf(site.id)).at(-1)).toEqual({ level: "down", reason: "noLine", muted: false, at: windowEnd });
  });

  it("dates a level the window's muting brings at the moment of the muting", async () => {
    const { site, token } = await givenASite();
    const accessPoint = await insertEquipment(t.db, { siteId: site.id, state: "unreachable" });
    await reportLine(site, token);
    expect((await eventsOf(site.id)).at(-1)).toMatchObject({ level: "down", reason: "noAccessPoint", at: start });

    t.clock.advance(20 * minutes);
    await reportLine(site, token);
    const muting = t.clock.now();
    const { changedSiteIds } = await setEquipmentMuted(t.db, [site.id], [accessPoint.id], muting);
    expect(await evaluateSiteAvailability(t.db, changedSiteIds, muting)).toEqual({ evaluated: 1, changed: 1 });
    expect((await eventsOf(site.id)).at(-1)).toEqual({ level: "up", reason: null, muted: false, at: muting });
  });
});
