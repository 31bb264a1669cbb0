import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { outboxMessages } from "../../db/schema";
import { insertEquipment } from "../../test/equipment-factory";
import { insertOrganism } from "../../test/organism-factory";
import { insertSite } from "../../test/site-factory";
import { buildTestApp } from "../../test/test-app";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { createCollector } from "../ingest";
import { enqueueJob } from "../jobs";

const metricsToken = "metrics-token-for-the-tests-0123456789";

const scrape = (app: FastifyInstance, authorization = `Bearer ${metricsToken}`) =>
  app.inject({ method: "GET", url: "/api/metrics", headers: { authorization } });

/** The value of one series (its name and labels exactly as written) in a scrape, undefined when absent. */
function sampleOf(scraped: string, series: string): number | undefined {
  const line = scraped.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

// Tests share nothing: each test has its own app (useTestApp); the last builds a second app on the same
// database to show that two apps keep their own counts.
describe.each(testEngines)("GET /api/metrics without METRICS_TOKEN on %s", (engine) => {
  const t = useTestApp(engine);

  it("answers 404, as a call that does not exist, whatever the Authorization", async () => {
    for (const authorization of ["", `Bearer ${metricsToken}`, "Bearer "]) {
      const response = await scrape(t.app, authorization);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    }
  });
});

describe.each(testEngines)("GET /api/metrics with METRICS_TOKEN on %s", (engine) => {
  const now = new Date("2026-11-22T14:00:00Z");
  const t = useTestApp(engine, { config: { metricsToken }, now });

  it("answers 401 without the token, with another one, or with it other than as a bearer", async () => {
    for (const authorization of [
      "",
      "Bearer ",
      "Bearer not-the-token",
      `Bearer ${metricsToken}x`,
      `Bearer ${metricsToken.slice(0, -1)}`,
      `Basic ${metricsToken}`,
      metricsToken,
    ]) {
      const response = await scrape(t.app, authorization);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toMatchObject({ code: "NOT_AUTHORIZED" });
      expect(response.headers["www-authenticate"]).toBe("Bearer");
    }
  });

  it("answers Prometheus' text format: requests by route pattern and status, never by URL, not itself", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/users/123456?secret=1" })).statusCode).toBe(401);
    await scrape(t.app);

    const response = await scrape(t.app);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const scraped = response.body;
    expect(sampleOf(scraped, 'ondine_http_requests_total{method="GET",route="/api/health",status_code="200"}')).toBe(1);
    expect(sampleOf(scraped, 'ondine_http_requests_total{method="GET",route="/api/users/:id",status_code="401"}')).toBe(
      1,
    );
    expect(
      sampleOf(
        scraped,
        'ondine_http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}',
      ),
    ).toBe(1);
    expect(scraped).not.toContain("123456");
    expect(scraped).not.toContain('route="/api/metrics"');
    // The process's own: CPU, memory, the event loop's lag.
    expect(scraped).toContain("\nprocess_cpu_user_seconds_total ");
    expect(scraped).toContain("\nnodejs_eventloop_lag_seconds ");
    expect(sampleOf(scraped, "ondine_load_shedding")).toBe(0);
  });

  it("reports the read cache's hits and misses, the open live streams, and the connection pool on PostgreSQL", async () => {
    await t.app.ready();
    await t.app.readCache.read("metrics-test", 60_000, async () => ({ answer: 1 }));
    await t.app.readCache.read("metrics-test", 60_000, async () => ({ answer: 1 }));
    const stopStream = t.app.equipmentChanges.subscribe(1, { wake() {}, end() {} });

    const scraped = (await scrape(t.app)).body;
    stopStream();
    expect(sampleOf(scraped, "ondine_read_cache_hits_total")).toBe(1);
    expect(sampleOf(scraped, "ondine_read_cache_misses_total")).toBe(1);
    expect(sampleOf(scraped, "ondine_read_cache_entries")).toBe(1);
    expect(sampleOf(scraped, "ondine_live_streams_open")).toBe(1);
    if (engine === "postgres") {
      expect(sampleOf(scraped, "ondine_db_pool_connections")).toBeGreaterThanOrEqual(1);
      expect(sampleOf(scraped, "ondine_db_pool_idle_connections")).toBeGreaterThanOrEqual(0);
      expect(sampleOf(scraped, "ondine_db_pool_waiting_requests")).toBe(0);
      expect(sampleOf(scraped, "ondine_db_pool_wait_timeouts_total")).toBe(0);
    } else {
      // PGlite has one connection and no pool.
      expect(scraped).not.toContain("ondine_db_pool_");
    }
  });

  it("reports the mail and SMS held in the outbox, and how long the oldest has waited", async () => {
    const message = { recipient: "someone@example.com", bodyText: "Hello", language: "en" } as const;
    await t.db.insert(outboxMessages).values([
      { ...message, channel: "mail", createdAt: new Date(now.getTime() - 90_000) },
      { ...message, channel: "mail", createdAt: new Date(now.getTime() - 30_000) },
      // Sent or given up: no longer waiting.
      { ...message, channel: "mail", status: "sent", createdAt: new Date(now.getTime() - 3_600_000) },
      { ...message, channel: "sms", status: "failed", createdAt: new Date(now.getTime() - 3_600_000) },
    ]);

    const scraped = (await scrape(t.app)).body;
    expect(sampleOf(scraped, 'ondine_outbox_held_messages{channel="mail"}')).toBe(2);
    expect(sampleOf(scraped, 'ondine_outbox_oldest_held_age_seconds{channel="mail"}')).toBe(90);
    expect(sampleOf(scraped, 'ondine_outbox_held_messages{channel="sms"}')).toBe(0);
    expect(sampleOf(scraped, 'ondine_outbox_oldest_held_age_seconds{channel="sms"}')).toBe(0);
  });

  it("counts the items of ingest batches by kind, accepted and rejected", async () => {
    const organism = await insertOrganism(t.db);
    const siteId = (await insertSite(t.db, { organismId: organism.id })).id;
    const otherSiteId = (await insertSite(t.db, { organismId: organism.id })).id;
    await insertEquipment(t.db, { siteId });
    const { token } = await createCollector(t.db, { name: "Collector Brest", siteIds: [siteId] });
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/ingest/v1/batches",
      headers: { authorization: `Bearer ${token}` },
      payload: {
        traffic: [
          { site_id: siteId, stamp: "2026-11-22T13:50:00Z", rx: 1000, tx: 100, active_users: 4 },
          { site_id: siteId, stamp: "2026-11-22T13:55:00Z", rx: 3000, tx: 300, active_users: 8 },
          // A site the collector may not report on.
          { site_id: otherSiteId, stamp: "2026-11-22T13:55:00Z", rx: 3000, tx: 300, active_users: 8 },
        ],
        speedtests: [{ site_id: siteId, stamp: "2026-11-22T13:00:00Z", download: 95_000_000, upload: 40_000_000 }],
      },
    });
    expect(sent.json()).toMatchObject({ accepted: 3 });

    const scraped = (await scrape(t.app)).body;
    expect(sampleOf(scraped, 'ondine_ingest_items_received_total{kind="traffic",outcome="accepted"}')).toBe(2);
    expect(sampleOf(scraped, 'ondine_ingest_items_received_total{kind="traffic",outcome="rejected"}')).toBe(1);
    expect(sampleOf(scraped, 'ondine_ingest_items_received_total{kind="speedtests",outcome="accepted"}')).toBe(1);
    expect(sampleOf(scraped, 'ondine_ingest_items_received_total{kind="esls",outcome="accepted"}')).toBeUndefined();
  });

  it("reports the background jobs by kind: queued, due, running, failed, and how late the oldest due one is", async () => {
    const deps = { db: t.db, now: () => t.clock.now() };
    await enqueueJob(deps, { kind: "metrics-test.late", runAt: new Date(now.getTime() - 120_000) });
    await enqueueJob(deps, { kind: "metrics-test.late", runAt: new Date(now.getTime() + 3_600_000) });

    const scraped = (await scrape(t.app)).body;
    expect(sampleOf(scraped, 'ondine_jobs_queued{kind="metrics-test.late"}')).toBe(2);
    expect(sampleOf(scraped, 'ondine_jobs_due{kind="metrics-test.late"}')).toBe(1);
    expect(sampleOf(scraped, 'ondine_jobs_running{kind="metrics-test.late"}')).toBe(0);
    expect(sampleOf(scraped, 'ondine_jobs_oldest_due_age_seconds{kind="metrics-test.late"}')).toBe(120);
  });

  it("keeps each app's counts to itself: two apps in one process do not add up", async () => {
    const other = buildTestApp(t.database, { metricsToken });
    try {
      expect((await other.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      const series = 'ondine_http_requests_total{method="GET",route="/api/health",status_code="200"}';
      expect(sampleOf((await scrape(other)).body, series)).toBe(1);
      expect(sampleOf((await scrape(t.app)).body, series)).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});
