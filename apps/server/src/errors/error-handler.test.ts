import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type DatabaseHandle, schema } from "../db";
import { buildTestApp } from "../test/test-app";
import { openTestDatabase, testEngines } from "../test/test-database";
import { AppError } from "./app-error";
import { parseWith } from "./parse-with";

// A request schema in the style of packages/domain: i18n keys, not sentences.
const contactBodySchema = z.object({
  name: z.string({ error: "formErrors.required" }).min(2, "formErrors.too_short"),
  address: z.object({ city: z.string({ error: "formErrors.required" }) }),
  tags: z.array(z.string().max(5, "formErrors.too_long")).default([]),
});

/** Routes that exist only in these tests, to exercise the one error handler. */
async function errorTestRoutes(app: FastifyInstance) {
  app.post("/api/test/contacts", async (request) => parseWith(contactBodySchema, request.body));
  app.get("/api/test/forbidden", async () => {
    throw new AppError("NOT_ALLOWED");
  });
  app.get("/api/test/field-error", async () => {
    throw new AppError("INVALID_PARAMETERS", "Code amount out of range", { amount: ["formErrors.range_number"] });
  });
  app.get("/api/test/crash", async () => {
    throw new Error("connection string postgres://admin:hunter2@db leaked");
  });
  app.post(
    "/api/test/json-schema",
    { schema: { body: { type: "object", required: ["name"], properties: { age: { type: "integer" } } } } },
    async () => ({ ok: true }),
  );
}

describe("the error handler", () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  // Tests share one app and its test routes on an empty database: no route touches a row.
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    app = buildTestApp(database);
    app.register(errorTestRoutes);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers an AppError with its docs/product.md#errors status and body", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/forbidden" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: "NOT_ALLOWED", message: "This action is not allowed.", errors: {} });
    const withFields = await app.inject({ method: "GET", url: "/api/test/field-error" });
    expect(withFields.statusCode).toBe(422);
    expect(withFields.json()).toEqual({
      code: "INVALID_PARAMETERS",
      message: "Code amount out of range",
      errors: { amount: ["formErrors.range_number"] },
    });
  });

  it("returns the parsed body when parseWith accepts it", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/test/contacts",
      payload: { name: "Anne", address: { city: "Lyon" } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: "Anne", address: { city: "Lyon" }, tags: [] });
  });

  it("answers a zod validation failure 422 with errors keyed by dotted field path", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/test/contacts",
      payload: { name: "A", address: {}, tags: ["ok", "far too long"] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: "INVALID_PARAMETERS",
      message: "The request has invalid fields.",
      errors: {
        name: ["formErrors.too_short"],
        "address.city": ["formErrors.required"],
        "tags.1": ["formErrors.too_long"],
      },
    });
  });

  it("answers a Fastify JSON-schema failure 422 with field paths too", async () => {
    const response = await app.inject({ method: "POST", url: "/api/test/json-schema", payload: { age: "old" } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "INVALID_PARAMETERS", errors: { name: ["formErrors.required"] } });
  });

  it.each([
    ["malformed JSON", "application/json", '{"name": "Anne",'],
    ["an empty JSON body", "application/json", ""],
    ["an unsupported content type", "text/xml", "<contact/>"],
  ])("answers %s 400 WRONG_PARAMETERS", async (_case, contentType, payload) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/test/contacts",
      headers: { "content-type": contentType },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: "WRONG_PARAMETERS", message: expect.any(String), errors: {} });
  });

  it("answers a body over 1 MiB 400 WRONG_PARAMETERS", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/test/contacts",
      payload: { name: "x".repeat(1_048_577), address: { city: "Lyon" } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "WRONG_PARAMETERS" });
  });

  it("answers an unexpected error 500 without a word of its details", async () => {
    const response = await app.inject({ method: "GET", url: "/api/test/crash" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: "INTERNAL_ERROR", message: "An unexpected error occurred.", errors: {} });
    expect(response.body).not.toMatch(/hunter2|postgres:|Error/);
  });
});

describe.each(testEngines)("database constraint errors on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  // Tests share one app and database: each test writes organisms under names no other test uses, and sites only to organisms it made.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database);
    const { organisms, sites } = schema;
    app.register(async (routes) => {
      routes.post("/api/test/organisms", async (request) => {
        const body = parseWith(z.object({ name: z.string() }), request.body);
        const [row] = await database.db.insert(organisms).values({ name: body.name, kind: "office" }).returning();
        return row;
      });
      routes.post("/api/test/sites", async (request) => {
        const body = parseWith(z.object({ organism_id: z.number() }), request.body);
        const site = { name: "Nantes", state: "Etude", latitude: 47.2, longitude: -1.55 } as const;
        const address = { address: "2 quai", postalCode: "44000", city: "Nantes" };
        await database.db.insert(sites).values({ ...site, ...address, organismId: body.organism_id });
        return { ok: true };
      });
      routes.post("/api/test/moments", async (request) => {
        const body = parseWith(z.object({ at: z.string() }), request.body);
        return (await database.db.execute(sql`select ${body.at}::timestamptz as at`)).rows;
      });
      routes.delete("/api/test/organisms/:id", async (request) => {
        const { id } = parseWith(z.object({ id: z.coerce.number() }), request.params);
        await database.db.delete(organisms).where(sql`${organisms.id} = ${id}`);
        return { ok: true };
      });
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers a unique violation 422 naming the field as taken", async () => {
    const payload = { name: "Campings de l'Ouest" };
    expect((await app.inject({ method: "POST", url: "/api/test/organisms", payload })).statusCode).toBe(200);
    const again = await app.inject({ method: "POST", url: "/api/test/organisms", payload });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      code: "INVALID_PARAMETERS",
      message: expect.any(String),
      errors: { name: ["formErrors.taken"] },
    });
  });

  it("answers a reference to nothing 422 naming the field", async () => {
    const response = await app.inject({ method: "POST", url: "/api/test/sites", payload: { organism_id: 9999 } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { organism_id: ["formErrors.not_found"] } });
  });

  it("answers deleting a row still referenced 422 with no field at fault", async () => {
    const created = await app.inject({ method: "POST", url: "/api/test/organisms", payload: { name: "Bureaux" } });
    const { id } = created.json();
    await app.inject({ method: "POST", url: "/api/test/sites", payload: { organism_id: id } });
    const response = await app.inject({ method: "DELETE", url: `/api/test/organisms/${id}` });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: "INVALID_PARAMETERS", message: expect.any(String), errors: {} });
  });

  // The schemas refuse these first; the handler's class-22 fallback keeps a value they miss a 422.
  it.each([
    ["a NUL character (22P05 / 22021)", "/api/test/organisms", { name: "Nu\u0000l" }],
    ["an id above 2^31 - 1 (22003)", "/api/test/sites", { organism_id: 2_147_483_648 }],
    ["a year-0 date (22008)", "/api/test/moments", { at: "0000-01-01T00:00:00Z" }],
  ])("answers a data exception, %s, 422 rather than 500", async (_case, url, payload) => {
    const response = await app.inject({ method: "POST", url, payload });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: "INVALID_PARAMETERS", message: "A value cannot be stored." });
  });
});
