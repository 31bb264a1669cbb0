import { describe, expect, it } from "vitest";
import { getLiveness, getReadiness } from "./probes.service";

const answering = (applied: number) => ({ ping: async () => 1, countAppliedMigrations: async () => applied });

describe("readiness", () => {
  it("is ready with every committed migration applied, and with more (a newer version migrated first)", async () => {
    expect((await getReadiness({ repository: answering(20), committedMigrations: 20 })).status).toBe("ready");
    expect(await getReadiness({ repository: answering(21), committedMigrations: 20 })).toEqual({
      status: "ready",
      database: { state: "up", migrations_applied: 21, migrations_expected: 20 },
    });
  });

  it("is not ready while a migration is missing", async () => {
    expect(await getReadiness({ repository: answering(19), committedMigrations: 20 })).toEqual({
      status: "not_ready",
      database: { state: "up", migrations_applied: 19, migrations_expected: 20 },
    });
  });

  it("is not ready when the database does not answer within the timeout", async () => {
    const hanging = { ping: () => new Promise<number>(() => {}), countAppliedMigrations: async () => 20 };
    expect(await getReadiness({ repository: hanging, committedMigrations: 20, pingTimeoutMs: 20 })).toEqual({
      status: "not_ready",
      database: { state: "down", migrations_applied: null, migrations_expected: 20 },
    });
  });
});

describe("liveness", () => {
  it("says the process is alive, and since when", () => {
    expect(getLiveness({ uptimeSeconds: () => 42 })).toEqual({ status: "alive", uptime_seconds: 42 });
  });
});
