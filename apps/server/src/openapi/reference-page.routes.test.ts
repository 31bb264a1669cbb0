import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db";
import { buildTestApp } from "../test/test-app";
import { openTestDatabase, testEngines } from "../test/test-database";

describe.each(testEngines)("GET /api/docs on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  // Tests share one app on an empty database: every test only reads the reference page's files.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("answers the page under the console's CSP, without inline script", async () => {
    const page = await app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self';");
    expect(page.body).toContain('<main id="reference">');
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)/);
  });

  it("serves every script and style sheet the page names", async () => {
    const page = await app.inject({ method: "GET", url: "/api/docs" });
    const assets = [...page.body.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((match) => match[1]);
    expect(assets).toEqual([
      "/api/docs/swagger-ui.css",
      "/api/docs/swagger-ui-bundle.js",
      "/api/docs/reference-page.js",
    ]);
    for (const url of assets) {
      const asset = await app.inject({ method: "GET", url: String(url) });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers["content-type"]).toMatch(url?.endsWith(".css") ? /^text\/css/ : /^text\/javascript/);
      expect(asset.body.length).toBeGreaterThan(100);
    }
    const start = await app.inject({ method: "GET", url: "/api/docs/reference-page.js" });
    expect(start.body).toContain('url: "/api/openapi.json"');
    expect(start.body).toContain("validatorUrl: null");
  });

  it("is revalidated by ETag, and answers 404 for any other file", async () => {
    const bundle = await app.inject({ method: "GET", url: "/api/docs/swagger-ui-bundle.js" });
    const again = await app.inject({
      method: "GET",
      url: "/api/docs/swagger-ui-bundle.js",
      headers: { "if-none-match": String(bundle.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const other = await app.inject({ method: "GET", url: "/api/docs/package.json" });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: "NOT_FOUND" });
  });
});
