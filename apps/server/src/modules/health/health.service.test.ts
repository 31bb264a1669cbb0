import { describe, expect, it } from "vitest";
import { createHealthService } from "./health.service";

describe("health service", () => {
  it("reports the database down when it does not answer within the timeout", async () => {
    const service = createHealthService({
      repository: { ping: () => new Promise<number>(() => {}), countAppliedMigrations: async () => 1 },
      engine: "pglite",
      version: "1.2.3",
      pingTimeoutMs: 20,
      uptimeSeconds: () => 42,
    });
    expect(await service.getHealth()).toEqual({
      status: "degraded",
      version: "1.2.3",
      uptime_seconds: 42,
      database: { engine: "pglite", state: "down", latency_ms: null, migrations_applied: null },
    });
  });
});
