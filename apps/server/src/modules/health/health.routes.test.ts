import { readFileSync } from "node:fs";
import { healthResponseSchema } from "@ondine/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { buildTestApp } from "../../test/test-app";
import { openTestDatabase, testEngines } from "../../test/test-database";

/** Every migration committed (drizzle/meta/_journal.json): a fresh database has them all applied. */
const committedMigrations = (
  JSON.parse(readFileSync(new URL("../../../drizzle/meta/_journal.json", import.meta.url), "utf8")) as {
    entries: unknown[];
  }
).entries.length;

// Tests share nothing: each opens its own database (beforeEach) and builds its own app on it.
describe.each(testEngines)("GET /api/health on %s", (engine) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase(engine);
  });
  afterEach(() => database.close());

  it("answers 200 with the engine, its latency, the migrations applied and the version", async () => {
    const app = buildTestApp(database);
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const health = healthResponseSchema.parse(response.json());
    expect(health).toMatchObject({
      status: "ok",
      version: "0.1.0",
      database: { engine, state: "up", migrations_applied: committedMigrations },
    });
    expect(health.database.latency_ms).toBeGreaterThanOrEqual(0);
    expect(health.uptime_seconds).toBeGreaterThanOrEqual(0);
    await app.close();
  });

  it("answers 503 degraded when the database does not answer", async () => {
    const app = buildTestApp(database);
    await database.close();
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(healthResponseSchema.parse(response.json())).toMatchObject({
      status: "degraded",
      database: { engine, state: "down", latency_ms: null, migrations_applied: null },
    });
    await app.close();
  });
});
