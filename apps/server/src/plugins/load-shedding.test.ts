import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

  it("counts no start-up work as lag: the first requests after a start are served", async () => {
    const app = buildTestApp(database, { maxEventLoopDelayMs: 100 });
    // A plugin that loads slowly, as the app's own modules and migrations do on a busy machine.
    app.register(async () => holdEventLoop(1_500));
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, loadSampleIntervalMs / 2));
    expect((await app.inject({ method: "GET", url: "/api/config/public" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/health" })).json()).toMatchObject({
      event_loop: { busy: false },
    });
    await app.close();
  });

  it("serves the console's pages and files while it sheds the API: refusing them frees nothing and breaks the page", async () => {
    const webDistDir = mkdtempSync(join(tmpdir(), "ondine-web-busy-"));
    try {
      writeFileSync(join(webDistDir, "index.html"), "<!doctype html><title>Ondine</title>");
      mkdirSync(join(webDistDir, "assets"));
      writeFileSync(join(webDistDir, "assets", "screen-Cq81dE0a.js"), "export const screen = 1;");
      const app = buildTestApp(database, { maxEventLoopDelayMs: 100, webDistDir });
      await app.ready();
      await nextSample();

      holdEventLoop(1_500);
      await new Promise((resolve) => setTimeout(resolve, loadSampleIntervalMs / 2));
      const [page, chunk, api, unknownApi] = await Promise.all([
        app.inject({ method: "GET", url: "/account/login" }),
        app.inject({ method: "GET", url: "/assets/screen-Cq81dE0a.js" }),
        app.inject({ method: "GET", url: "/api/config/public" }),
        app.inject({ method: "GET", url: "/api/no-such-call" }),
      ]);
      expect([page.statusCode, page.headers["content-type"]]).toEqual([200, "text/html; charset=utf-8"]);
      expect([chunk.statusCode, chunk.body]).toEqual([200, "export const screen = 1;"]);
      expect([api.statusCode, api.json().code]).toEqual([503, "SERVER_BUSY"]);
      expect(unknownApi.statusCode).toBe(503);
      await app.close();
    } finally {
      rmSync(webDistDir, { recursive: true, force: true });
    }
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
