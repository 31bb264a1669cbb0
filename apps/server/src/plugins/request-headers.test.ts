import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db";
import { buildTestApp } from "../test/test-app";
import { openTestDatabase } from "../test/test-database";

let database: DatabaseHandle;
let app: FastifyInstance;
// Tests share one app on an empty database: every test only reads the headers of answers.
beforeAll(async () => {
  database = await openTestDatabase("pglite");
  app = buildTestApp(database);
  app.get("/api/test/language", async (request) => ({ language: request.language }));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("request language", () => {
  it.each([
    ["es-ES,es;q=0.9,en;q=0.8", "es"],
    ["ja, en-GB;q=0.5", "en"],
    ["de-CH", "de"],
    [undefined, "fr"],
  ])("reads Accept-Language %s as %s and says so in content-language", async (acceptLanguage, language) => {
    const headers = acceptLanguage ? { "accept-language": acceptLanguage } : {};
    const response = await app.inject({ method: "GET", url: "/api/test/language", headers });
    expect(response.json()).toEqual({ language });
    expect(response.headers["content-language"]).toBe(language);
    expect(response.headers.vary).toMatch(/accept-language/i);
  });

  it("labels error answers too", async () => {
    const response = await app.inject({ method: "GET", url: "/api/unknown", headers: { "accept-language": "nl" } });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-language"]).toBe("nl");
  });
});

describe("request id", () => {
  it("echoes a sane incoming x-request-id", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "edge-4f2c.1_a" },
    });
    expect(response.headers["x-request-id"]).toBe("edge-4f2c.1_a");
  });

  it("replaces a missing or unsafe one with a fresh UUID", async () => {
    const uuid = /^[0-9a-f-]{36}$/;
    const none = await app.inject({ method: "GET", url: "/api/health" });
    const unsafe = await app.inject({ method: "GET", url: "/api/health", headers: { "x-request-id": "a b<script>" } });
    expect(none.headers["x-request-id"]).toMatch(uuid);
    expect(unsafe.headers["x-request-id"]).toMatch(uuid);
    expect(unsafe.headers["x-request-id"]).not.toBe(none.headers["x-request-id"]);
  });

  it("is on error answers and on console pages alike", async () => {
    const apiMiss = await app.inject({ method: "GET", url: "/api/unknown", headers: { "x-request-id": "r-1" } });
    const page = await app.inject({ method: "GET", url: "/codes/list", headers: { "x-request-id": "r-2" } });
    expect(apiMiss.headers["x-request-id"]).toBe("r-1");
    expect(page.headers["x-request-id"]).toBe("r-2");
    expect(page.headers["content-language"]).toBeUndefined();
  });
});
