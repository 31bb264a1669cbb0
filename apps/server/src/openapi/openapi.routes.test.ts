import { validate } from "@readme/openapi-parser";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db";
import { collectApiRoutes } from "../test/route-collector";
import { buildTestApp } from "../test/test-app";
import { openTestDatabase, testEngines } from "../test/test-database";
import type { OpenApiDocument } from "./openapi-document";
import { isAnswerDeclared, type RouteSchema } from "./route-schema";

type Operation = {
  summary: string;
  security: Record<string, string[]>[];
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { description?: string; $ref?: string }>;
};

/** `METHOD /api/path/:param` of each operation, as Fastify names its routes. */
function documentedRoutes(document: OpenApiDocument): Set<string> {
  return new Set(
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ":$1")}`),
    ),
  );
}

describe.each(testEngines)("GET /api/openapi.json on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let registered = new Set<string>();
  const answers: { name: string; route: { schema?: unknown } }[] = [];
  let document: OpenApiDocument;
  const operation = (path: string, method: string) =>
    (document.paths[path] as Record<string, Operation> | undefined)?.[method];

  // Tests share one app and the document it builds once (which one test checks): every test only reads it.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database);
    registered = collectApiRoutes(app);
    // The route objects themselves: a module's later onRoute hook may still set their schema (GraphQL).
    app.addHook("onRoute", (route) => {
      for (const method of [route.method].flat()) {
        if (method !== "HEAD" && route.url.startsWith("/api/")) answers.push({ name: `${method} ${route.url}`, route });
      }
    });
    await app.ready();
    const response = await app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  // A route added without `schema: routeSchemaFor(...)({ summary, auth, ... })` fails here.
  it("documents every route the app registers under /api", () => {
    const documented = documentedRoutes(document);
    expect([...registered].filter((route) => !documented.has(route)).sort()).toEqual([]);
    expect(registered.size).toBeGreaterThan(50);
  });

  // A route added without `success: { schema }` (or `mediaType`, or `noBody`) fails here (docs/api.md "Answers").
  it("declares what every route answers: a schema, a media type, or no body", () => {
    const undeclared = answers
      .filter(({ route }) => !isAnswerDeclared((route.schema as RouteSchema | undefined)?.success))
      .map(({ name }) => name);
    expect([...new Set(undeclared)].sort()).toEqual([]);
  });

  it("gives every operation's success a response schema, a media type, or no body", () => {
    const missing = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, Operation>).flatMap(([method, { responses }]) =>
        Object.entries(responses)
          .filter(([status]) => /^[23]/.test(status))
          .filter(([status, response]) => {
            const content = (response as { content?: Record<string, { schema?: unknown }> }).content;
            return content ? Object.keys(content).length === 0 : status !== "204" && !status.startsWith("3");
          })
          .map(([status]) => `${method.toUpperCase()} ${path} ${status}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it("leaves out, so the test above fails on, a route declared without a summary", async () => {
    const other = buildTestApp(database);
    const otherRoutes = collectApiRoutes(other);
    other.register(async (api) => api.get("/undeclared", async () => ({})), { prefix: "/api" });
    await other.ready();
    const documented = documentedRoutes(other.openApiDocument().document);
    expect([...otherRoutes].filter((route) => !documented.has(route))).toEqual(["GET /api/undeclared"]);
    await other.close();
  });

  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it("is public, revalidated by its ETag, and built once", async () => {
    // No actor is looked up: even a token that names nobody gets the document.
    const first = await app.inject({ method: "GET", url: "/api/openapi.json", headers: { "x-api-token": "nobody" } });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({
      method: "GET",
      url: "/api/openapi.json",
      headers: { "if-none-match": String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(app.openApiDocument()).toBe(app.openApiDocument());
  });

  it("writes paths in OpenAPI's form with their path and query parameters from the zod schemas", () => {
    const disable = operation("/api/coupons/{id}/disable", "put");
    expect(disable?.parameters).toEqual([
      { name: "id", in: "path", required: true, schema: expect.objectContaining({ type: "integer" }) },
    ]);
    const users = operation("/api/users", "get");
    expect(users?.parameters.map(({ name, in: location, required }) => [name, location, required])).toEqual([
      ["page", "query", false],
      ["search", "query", false],
      ["state", "query", false],
      ["per_page", "query", false],
    ]);
    // A series call's query is the location's and the window's.
    expect(operation("/api/monitoring/traffic", "get")?.parameters.map(({ name }) => name)).toEqual([
      "site",
      "organism",
      "start_at",
      "stop_at",
    ]);
  });

  it("documents request bodies from the schemas routes validate, clock-dependent ones included", () => {
    const creation = operation("/api/coupons", "post")?.requestBody;
    expect(creation?.required).toBe(true);
    const properties = creation?.content["application/json"]?.schema.properties as Record<string, unknown> | undefined;
    const coupon = properties?.coupon;
    expect(coupon).toMatchObject({
      type: "object",
      properties: { number: { type: "integer", minimum: 1, maximum: 1000 } },
      required: expect.arrayContaining(["location_id", "description"]),
    });
    const userForm = operation("/api/users", "post")?.requestBody?.content;
    expect(Object.keys(userForm ?? {})).toEqual(["application/json", "multipart/form-data"]);
    expect(operation("/api/coupons/{id}/send_sms", "post")?.requestBody?.required).toBe(false);
  });

  it("states who may call each route: session with CSRF, API token, collector, or anyone", () => {
    expect(Object.keys(document.components.securitySchemes)).toEqual([
      "sessionCookie",
      "csrfHeader",
      "apiToken",
      "collectorToken",
    ]);
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({ in: "cookie", name: "ondine_session" });
    expect(operation("/api/users/me", "get")?.security).toEqual([{ sessionCookie: [] }, { apiToken: [] }]);
    expect(operation("/api/coupons", "post")?.security).toEqual([
      { sessionCookie: [], csrfHeader: [] },
      { apiToken: [] },
    ]);
    // SPEC's GETs that change state need the CSRF header too.
    expect(operation("/api/users/reset_fake", "get")?.security).toEqual([{ sessionCookie: [], csrfHeader: [] }]);
    expect(operation("/api/ingest/v1/batches", "post")?.security).toEqual([{ collectorToken: [] }]);
    expect(operation("/api/health", "get")?.security).toEqual([]);
  });

  it("answers errors with the one Error body of docs/product.md#errors", () => {
    expect(document.components.schemas.Error).toMatchObject({
      type: "object",
      properties: { code: { enum: expect.arrayContaining(["INVALID_PARAMETERS", "NOT_AUTHORIZED"]) } },
      required: ["code", "message", "errors"],
    });
    const responses = operation("/api/coupons/{id}", "put")?.responses ?? {};
    expect(Object.keys(responses)).toEqual(["200", "400", "401", "403", "404", "422", "default"]);
    expect(responses[422]?.$ref).toBe("#/components/responses/Error");
    expect(Object.keys(operation("/api/coupons/{id}", "delete")?.responses ?? {})[0]).toBe("204");
  });

  it("documents the monitoring calls once, without SPEC's trailing slash", () => {
    expect(document.paths).toHaveProperty(["/api/monitoring/esls"]);
    expect(document.paths).not.toHaveProperty(["/api/monitoring/esls/"]);
  });
});
