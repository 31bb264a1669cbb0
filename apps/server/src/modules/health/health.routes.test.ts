import { readFileSync } from "node:fs";
import { healthResponseSchema, livenessResponseSchema, readinessResponseSchema } from "@ondine/domain";
import { sql } from "drizzle-orm";
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

// Tests share nothing: each opens its own database (beforeEach) and builds its own app on it.
describe.each(testEngines)("GET /api/health/live and /api/health/ready on %s", (engine) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await openTestDatabase(engine);
  });
  afterEach(() => database.close());

  const ready = (app: ReturnType<typeof buildTestApp>) => app.inject({ method: "GET", url: "/api/health/ready" });

  it("answers liveness 200 without asking the database, even when it is gone", async () => {
    const app = buildTestApp(database);
    await database.close();
    const response = await app.inject({ method: "GET", url: "/api/health/live" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(livenessResponseSchema.parse(response.json()).status).toBe("alive");
    await app.close();
  });

  it("answers readiness 200 once every committed migration is applied", async () => {
    const app = buildTestApp(database);
    const response = await ready(app);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(readinessResponseSchema.parse(response.json())).toEqual({
      status: "ready",
      database: { state: "up", migrations_applied: committedMigrations, migrations_expected: committedMigrations },
    });
    await app.close();
  });

  it("answers readiness 503 before the migrations are applied, and 200 once they are", async () => {
    const app = buildTestApp(database);
    // As an instance started before the migrating one finished: the last migration not yet recorded.
    const { rows } = await database.db.execute<{ id: number; hash: string; created_at: string }>(
      sql`delete from drizzle.__drizzle_migrations
          where id = (select max(id) from drizzle.__drizzle_migrations) returning id, hash, created_at`,
    );
    const missing = rows[0];
    if (!missing) throw new Error("no migration recorded");
    const before = await ready(app);
    expect(before.statusCode).toBe(503);
    expect(readinessResponseSchema.parse(before.json())).toEqual({
      status: "not_ready",
      database: { state: "up", migrations_applied: committedMigrations - 1, migrations_expected: committedMigrations },
    });
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
          values (${missing.id}, ${missing.hash}, ${missing.created_at})`,
    );
    expect((await ready(app)).statusCode).toBe(200);
    await app.close();
  });

  it("answers readiness 503 on a database that has applied no migration at all", async () => {
    const app = buildTestApp(database);
    await database.db.execute(sql`drop schema drizzle cascade`);
    const response = await ready(app);
    expect(response.statusCode).toBe(503);
    expect(readinessResponseSchema.parse(response.json()).database).toMatchObject({
      state: "up",
      migrations_applied: 0,
    });
    await app.close();
  });

  it("answers readiness 503 when the database does not answer", async () => {
    const app = buildTestApp(database);
    await database.close();
    const response = await ready(app);
    expect(response.statusCode).toBe(503);
    expect(readinessResponseSchema.parse(response.json())).toEqual({
      status: "not_ready",
      database: { state: "down", migrations_applied: null, migrations_expected: committedMigrations },
    });
    await app.close();
  });
});
