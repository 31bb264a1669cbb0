import { describe, expect, it } from "vitest";
import { getHealth } from "./health.service";

describe("health service", () => {
  it("reports the database down when it does not answer within the timeout", async () => {
    const health = await getHealth({
      repository: { ping: () => new Promise<number>(() => {}), countAppliedMigrations: async () => 1 },
      engine: "pglite",
      version: "1.2.3",
      pingTimeoutMs: 20,
      uptimeSeconds: () => 42,
      eventLoopLoad: () => ({ delayMs: 3, busy: false }),
      committedMigrations: 1,
    });
    expect(health).toEqual({
      status: "degraded",
      version: "1.2.3",
      uptime_seconds: 42,
      database: { engine: "pglite", state: "down", latency_ms: null, migrations_applied: null },
      event_loop: { delay_ms: 3, busy: false },
    });
  });

  it("reports degraded while the server sheds load, the database up", async () => {
    const health = await getHealth({
      repository: { ping: async () => 1, countAppliedMigrations: async () => 1 },
      engine: "pglite",
      version: "1.2.3",
      eventLoopLoad: () => ({ delayMs: 1_400, busy: true }),
      committedMigrations: 1,
    });
    expect(health).toMatchObject({
      status: "degraded",
      database: { state: "up" },
      event_loop: { delay_ms: 1_400, busy: true },
    });
  });

  it("reports the read replica as its monitor last saw it, still ok while it lags or is down", async () => {
    for (const replica of [
      { state: "lagging", lagSeconds: 12.5 },
      { state: "down", lagSeconds: null },
    ] as const) {
      const health = await getHealth({
        repository: { ping: async () => 1, countAppliedMigrations: async () => 1 },
        engine: "postgres",
        version: "1.2.3",
        eventLoopLoad: () => ({ delayMs: 3, busy: false }),
        committedMigrations: 1,
        replica: () => replica,
      });
      expect(health).toMatchObject({
        status: "ok",
        replica: { state: replica.state, lag_seconds: replica.lagSeconds },
      });
    }
  });
});
