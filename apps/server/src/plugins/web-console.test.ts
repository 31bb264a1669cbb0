import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db";
import { buildTestApp } from "../test/test-app";
import { openTestDatabase } from "../test/test-database";

const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';
// A script as the build leaves it: the file, and its brotli and gzip copies
// (apps/web/scripts/precompress-assets.mjs).
const script = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, n) => `text ${n}`))};`;
const scriptUrl = "/assets/screen-Cq81dE0a.js";

/** Writes `content` at `path` with the build's `.br` and `.gz` copies beside it. */
function writePrecompressed(path: string, content: string) {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

let database: DatabaseHandle;
// Tests share one empty database: no test writes a row.
beforeAll(async () => {
  database = await openTestDatabase("pglite");
});
afterAll(() => database.close());

describe("with a built console", () => {
  let webDistDir: string;
  let app: FastifyInstance;
  // Tests share the app and its build folder: the one test that adds files to it (index.html's compressed copies) removes them in a finally.
  beforeAll(() => {
    webDistDir = mkdtempSync(join(tmpdir(), "ondine-web-"));
    writeFileSync(join(webDistDir, "index.html"), indexHtml);
    writeFileSync(join(webDistDir, "favicon.svg"), "<svg/>");
    mkdirSync(join(webDistDir, "assets"));
    writeFileSync(join(webDistDir, "assets", "index-Bx7f3a9c.js"), "console.log(1)");
    writePrecompressed(join(webDistDir, scriptUrl), script);
    app = buildTestApp(database, { webDistDir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it.each(["/", "/some/unknown/path", "/codes/list?location=Site-3"])(
    "answers %s with index.html, revalidated on every visit",
    async (url) => {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toBe(indexHtml);
    },
  );

  it("sends index.html's brotli copy for a console path when the build made one", async () => {
    writePrecompressed(join(webDistDir, "index.html"), indexHtml);
    try {
      const response = await app.inject({ method: "GET", url: "/codes/list", headers: { "accept-encoding": "br" } });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
    } finally {
      rmSync(join(webDistDir, "index.html.br"));
      rmSync(join(webDistDir, "index.html.gz"));
    }
  });

  it("answers HEAD for a console path", async () => {
    const response = await app.inject({ method: "HEAD", url: "/network/status/maps" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });

  it("lets browsers keep hashed assets for a year, and revalidate other files", async () => {
    const asset = await app.inject({ method: "GET", url: "/assets/index-Bx7f3a9c.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const favicon = await app.inject({ method: "GET", url: "/favicon.svg" });
    expect(favicon.headers["cache-control"]).toBe("no-cache");
  });

  it("sends a script's brotli copy to a browser that accepts brotli, still cached for a year", async () => {
    const response = await app.inject({
      method: "GET",
      url: scriptUrl,
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it("sends the gzip copy to a browser that accepts gzip only", async () => {
    const response = await app.inject({ method: "GET", url: scriptUrl, headers: { "accept-encoding": "gzip" } });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it.each([{}, { "accept-encoding": "identity" }])(
    "sends the file itself when no compression is accepted (%o)",
    async (headers) => {
      const response = await app.inject({ method: "GET", url: scriptUrl, headers });
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(script);
    },
  );

  it("sends the file itself to a browser accepting brotli when the build made no copy (a small file)", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/favicon.svg",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe("<svg/>");
  });

  it("answers 404 for a hashed asset that no longer exists, not index.html", async () => {
    const response = await app.inject({ method: "GET", url: "/assets/index-old.js" });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
  });

  it.each([
    ["GET", "/api/nothing-here"],
    ["POST", "/api/coupons/nothing"],
    ["DELETE", "/api"],
  ] as const)("answers %s %s with 404 NOT_FOUND in the API's error body", async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: expect.any(String), errors: {} });
  });
});

describe("without a console build", () => {
  let app: FastifyInstance;
  // Tests share one app without a console build: both tests only read.
  beforeAll(() => {
    app = buildTestApp(database);
  });
  afterAll(() => app.close());

  it("answers console paths 503 with how to build it", async () => {
    const response = await app.inject({ method: "GET", url: "/some/unknown/path" });
    expect(response.statusCode).toBe(503);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toBe("The console is not built: run npm run build");
  });

  it("still serves the API", async () => {
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    expect((await app.inject({ method: "GET", url: "/api/nothing-here" })).statusCode).toBe(404);
  });
});
