import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import type { DatabaseHandle } from "../db";
import { buildTestApp } from "../test/test-app";
import { openTestDatabase } from "../test/test-database";
import { routeSchemaFor } from "./route-schema";

const testRoute = routeSchemaFor("Test");
const answerSchema = z.object({ id: z.number().int(), name: z.string(), at: z.iso.datetime() });

/** A route answering `answer`, declared as answering `answerSchema`. */
function answering(app: FastifyInstance, url: string, answer: unknown) {
  app.register(
    async (api) =>
      api.get(
        url,
        {
          config: { actor: "none" },
          schema: testRoute({
            summary: "A test answer",
            auth: "none",
            success: { status: 200, description: "Test.", schema: answerSchema },
          }),
        },
        async () => answer,
      ),
    { prefix: "/api" },
  );
}

// Engine-independent: the answer's check and serialization do not touch the database.
describe("a route's declared answer", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  // Tests share one app and its test routes on an empty database: every test only reads their answers.
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    app = buildTestApp(database);
    answering(app, "/test/right", { id: 7, name: "Lobby", at: "2026-11-29T10:00:00.000Z", secret: "left out" });
    answering(app, "/test/wrong", { advertisement: { id: 7, name: "Lobby" } });
    answering(app, "/test/coerced", { id: "7", name: "Lobby", at: "2026-11-29T10:00:00.000Z" });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("is serialized from its schema: what the schema does not name is left out", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/right" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 7, name: "Lobby", at: "2026-11-29T10:00:00.000Z" });
  });

  it("fails 500 outside production when it does not follow its schema, saying why on stderr", async () => {
    const stderr = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      for (const url of ["/api/test/wrong", "/api/test/coerced"]) {
        const response = await app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(500);
        expect(response.json()).toMatchObject({ code: "INTERNAL_ERROR" });
      }
      expect(stderr.mock.calls[0]?.[0]).toContain("GET /api/test/wrong answered what its declared schema refuses");
    } finally {
      stderr.mockRestore();
    }
  });

  it("is not checked in production, where fast-json-stringify writes what the schema says", async () => {
    const production = buildTestApp(database, { nodeEnv: "production" });
    answering(production, "/test/coerced", { id: "7", name: "Lobby", at: "2026-11-29T10:00:00.000Z" });
    await production.ready();
    const response = await production.inject({ method: "GET", url: "/api/test/coerced" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: 7, name: "Lobby", at: "2026-11-29T10:00:00.000Z" });
    await production.close();
  });
});
