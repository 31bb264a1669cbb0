import type { WebhookEventType } from "@ondine/domain";
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { siteAvailabilityEvents, webhookEvents } from "../../db/schema";
import { insertOrganism, type TestOrganism } from "../../test/organism-factory";
import { runRegisteredJob } from "../../test/run-registered-job";
import { insertSite, type TestSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertWantingEndpoint, recordedWebhookEvents } from "../../test/webhook-outbox";
import { availabilityCheckKind, evaluateSiteAvailability } from "../availability";
import { createCollector } from "../ingest";
import { setSitesMuted } from "../monitoring";

// docs/webhooks.md#events: site.down, site.degraded and site.recovered, recorded where the availability's
// evaluation records a site's change of level (the ingest's batch, the periodic check, a silence window's change),
// in its transaction.

const start = new Date("2026-11-30T14:00:00.000Z");
const minuteMs = 60_000;
const siteTypes: WebhookEventType[] = ["site.degraded", "site.down", "site.recovered"];

describe.each(testEngines)("the sites' level webhooks on %s", (engine) => {
  const t = useTestApp(engine, { now: start });
  let organism: TestOrganism;
  let site: TestSite;
  let token: string;

  const endpointFor = (organismId: number, eventTypes: readonly WebhookEventType[]) =>
    insertWantingEndpoint(t.db, organismId, eventTypes);
  const eventsOf = (organismId: number) => recordedWebhookEvents(t.db, organismId);

  // Each test's hotel and its collector, on a database emptied before each test.
  beforeEach(async () => {
    organism = await insertOrganism(t.db, { name: "Hôtels Bord de Mer" });
    site = await insertSite(t.db, { organismId: organism.id, name: "Hôtel de la Plage" });
    token = (await createCollector(t.db, { name: "Collector", siteIds: [site.id] })).token;
  });

  /**
   * A line report stamped now, through the ingest call: unreachable, ok, or ok on a tenth of its bandwidth; of
   * the test's site, or of another through its own collector.
   */
  const reportLine = async (state: "ok" | "slow" | "unreachable", of: TestSite = site) => {
    const collector =
      of === site ? token : (await createCollector(t.db, { name: `Collector ${of.id}`, siteIds: [of.id] })).token;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/ingest/v1/batches",
      headers: { authorization: `Bearer ${collector}` },
      payload: {
        line_states: [
          {
            site_id: of.id,
            line_id: "fibre",
            state: state === "unreachable" ? "unreachable" : "ok",
            bandwidth_current: { ok: 900, slow: 100, unreachable: 0 }[state],
            bandwidth_max: 1000,
            stamp: t.clock.now().toISOString(),
          },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const names = () => ({
    organism: { id: organism.id, name: "Hôtels Bord de Mer" },
    site: { id: site.id, name: "Hôtel de la Plage" },
  });

  it("sends nothing for a first evaluation, then down, degraded and recovered as the level changes", async () => {
    await endpointFor(organism.id, siteTypes);
    await reportLine("ok");
    expect(await eventsOf(organism.id)).toEqual([]);

    t.clock.advance(minuteMs);
    const cut = t.clock.now();
    await reportLine("unreachable");
    t.clock.advance(minuteMs);
    const slow = t.clock.now();
    await reportLine("slow");
    t.clock.advance(minuteMs);
    const back = t.clock.now();
    await reportLine("ok");

    expect(await eventsOf(organism.id)).toEqual([
      {
        type: "site.down",
        organismId: organism.id,
        data: {
          ...names(),
          level: "down",
          previous_level: "up",
          reason: "noLine",
          since: cut.toISOString(),
          muted: false,
        },
      },
      {
        type: "site.degraded",
        organismId: organism.id,
        data: {
          ...names(),
          level: "degraded",
          previous_level: "down",
          reason: "lowBandwidth",
          since: slow.toISOString(),
          muted: false,
        },
      },
      {
        type: "site.recovered",
        organismId: organism.id,
        data: {
          ...names(),
          level: "up",
          previous_level: "degraded",
          reason: null,
          since: back.toISOString(),
          muted: false,
        },
      },
    ]);
  });

  it("sends the periodic check's down of a silent collector, since its last report", async () => {
    await endpointFor(organism.id, ["site.down"]);
    await reportLine("ok");
    t.clock.advance(5 * minuteMs);
    const lastReport = t.clock.now();
    await reportLine("ok");
    t.clock.advance(16 * minuteMs);
    await runRegisteredJob(t.app.jobs, availabilityCheckKind, t.clock.now());
    expect(await eventsOf(organism.id)).toEqual([
      {
        type: "site.down",
        organismId: organism.id,
        data: {
          ...names(),
          level: "down",
          previous_level: "up",
          reason: "stale",
          since: lastReport.toISOString(),
          muted: false,
        },
      },
    ]);
  });

  it("sends a muted site's change flagged muted, and nothing for the silence alone", async () => {
    await endpointFor(organism.id, siteTypes);
    await reportLine("ok");
    t.clock.advance(minuteMs);
    const { changedSiteIds } = await setSitesMuted(t.db, [site.id], [site.id]);
    await evaluateSiteAvailability(t.db, changedSiteIds, t.clock.now());
    expect(await eventsOf(organism.id)).toEqual([]);

    t.clock.advance(minuteMs);
    await reportLine("unreachable");
    expect(await eventsOf(organism.id)).toEqual([
      expect.objectContaining({ type: "site.down", data: expect.objectContaining({ muted: true, reason: "noLine" }) }),
    ]);
  });

  it("records nothing when no endpoint of the organism asks for the type", async () => {
    await endpointFor(organism.id, ["site.recovered", "ticket.opened"]);
    const other = await insertOrganism(t.db);
    await endpointFor(other.id, siteTypes);
    await reportLine("ok");
    t.clock.advance(minuteMs);
    await reportLine("unreachable");
    // The level change itself is recorded, as before.
    expect(
      await t.db
        .select({ level: siteAvailabilityEvents.level })
        .from(siteAvailabilityEvents)
        .where(eq(siteAvailabilityEvents.siteId, site.id))
        .orderBy(asc(siteAvailabilityEvents.id)),
    ).toEqual([{ level: "up" }, { level: "down" }]);
    expect(await t.db.select().from(webhookEvents)).toEqual([]);

    // The other organism asks for it: its site's fall is recorded, for it alone.
    const otherSite = await insertSite(t.db, { organismId: other.id });
    await reportLine("ok", otherSite);
    t.clock.advance(minuteMs);
    await reportLine("unreachable", otherSite);
    expect(
      (await t.db.select().from(webhookEvents)).map((event) => [event.type, event.organismId, event.data.site]),
    ).toEqual([["site.down", other.id, { id: otherSite.id, name: otherSite.name }]]);
  });

  it("records nothing when the caller's transaction rolls back after the evaluation", async () => {
    await endpointFor(organism.id, ["site.down"]);
    await reportLine("ok");
    t.clock.advance(16 * minuteMs);

    await expect(
      t.db.transaction(async (tx) => {
        const evaluated = await evaluateSiteAvailability(tx, [site.id], t.clock.now());
        expect(evaluated.changed).toBe(1);
        throw new Error("a later step of the batch failed");
      }),
    ).rejects.toThrow("a later step of the batch failed");
    expect(await eventsOf(organism.id)).toEqual([]);

    // The same evaluation committed sends it.
    await evaluateSiteAvailability(t.db, [site.id], t.clock.now());
    expect((await eventsOf(organism.id)).map((event) => event.type)).toEqual(["site.down"]);
  });
});
