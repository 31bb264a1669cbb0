import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db";
import { buildTestApp } from "../test/test-app";
import { openTestDatabase } from "../test/test-database";
import { busyRetryAfterSeconds, loadSampleIntervalMs } from "./load-shedding";

/** Holds the event loop as a runaway request would: nothing else runs meanwhile. */
function holdEventLoop(milliseconds: number) {
  const until = performance.now() + milliseconds;
  while (performance.now() < until) {
    // Busy on purpose.
  }
}

const metricsToken = "metrics-token-for-the-tests-0123456789";

const nextSample = () => new Promise((resolve) => setTimeout(resolve, loadSampleIntervalMs * 2));

describe("load shedding", () => {
  let database: DatabaseHandle;
  // Tests share one empty database (each test builds its own app on it): no test writes a row.
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
  });
  afterAll(() => database.close());

  it("answers 503 SERVER_BUSY with Retry-After while the loop lags, health says busy, then serves again", async () => {
    const app = buildTestApp(database, { maxEventLoopDelayMs: 100, metricsToken });
    await app.ready();
    await nextSample();
    expect((await app.inject({ method: "GET", url: "/api/config/public" })).statusCode).toBe(200);

    holdEventLoop(1_500);
    // The sample taken right after the loop frees sees the lag.
    await new Promise((resolve) => setTimeout(resolve, loadSampleIntervalMs / 2));
    const shed = await app.inject({ method: "GET", url: "/api/config/public" });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers["retry-after"]).toBe(String(busyRetryAfterSeconds));
    expect(shed.json()).toMatchObject({ code: "SERVER_BUSY", retry_after: busyRetryAfterSeconds });

    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: "degraded", database: { state: "up" }, event_loop: { busy: true } });
    // The probes and the metrics are answered too: a probe refused as busy would read as dead.
    const [live, ready, metrics] = await Promise.all([
      app.inject({ method: "GET", url: "/api/health/live" }),
      app.inject({ method: "GET", url: "/api/health/ready" }),
      app.inject({ method: "GET", url: "/api/metrics", headers: { authorization: `Bearer ${metricsToken}` } }),
    ]);
    expect([live.statusCode, ready.statusCode, metrics.statusCode]).toEqual([200, 200, 200]);
    expect(metrics.body).toContain("\nondine_load_shedding 1\n");

    await nextSample();
    await nextSample();
    expect((await app.inject({ method: "GET", url: "/api/config/public" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/health" })).json()).toMatchObject({
      status: "ok",
      event_loop: { busy: false },
    });
    await app.close();
  });

  it("sheds nothing when turned off (0), and health still reports the delay", async () => {
    const app = buildTestApp(database, { maxEventLoopDelayMs: 0 });
    await app.ready();
    holdEventLoop(600);
    await new Promise((resolve) => setTimeout(resolve, loadSampleIntervalMs / 2));
    expect((await app.inject({ method: "GET", url: "/api/config/public" })).statusCode).toBe(200);
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.json()).toMatchObject({ status: "ok", event_loop: { busy: false } });
    expect(health.json<{ event_loop: { delay_ms: number } }>().event_loop.delay_ms).toBeGreaterThan(300);
    await app.close();
  });
});
