import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressionThresholdBytes } from "../compression/gzip-answer";
import type { DatabaseHandle } from "../db";
import { buildTestApp } from "../test/test-app";
import { openTestDatabase } from "../test/test-database";

/** A JSON answer shaped like the monitoring status of many sites: tens of KiB. */
const largeAnswer = {
  sites: Array.from({ length: 400 }, (_, index) => ({
    site_id: index + 1,
    name: `Site ${index + 1}`,
    level: index % 7 === 0 ? "down" : "ok",
    traffic_rx: index * 12_345,
  })),
};
const smallAnswer = { open: 2, closed: 5 };
/** A file of the console's build, larger than the threshold (the build leaves no .gz beside it). */
const consoleFile = `{"texts":${JSON.stringify(Array.from({ length: 500 }, (_, n) => `text ${n}`))}}`;

/**
 * Routes that exist only in these tests: each kind of answer the compression must take or leave.
 * A plugin, as the app's modules are: the compression hooks the routes declared after it loaded.
 */
async function compressionTestRoutes(app: FastifyInstance) {
  app.get("/api/test/large", async () => largeAnswer);
  app.get("/api/test/small", async () => smallAnswer);
  app.get("/api/test/large-with-vary", async (_request, reply) => {
    reply.header("vary", "Cookie, X-API-TOKEN");
    return largeAnswer;
  });
  app.get("/api/test/not-modified", async (_request, reply) => reply.code(304).send());
  app.get("/api/test/already-gzipped", async (_request, reply) =>
    reply
      .type("application/json")
      .header("content-encoding", "gzip")
      .send(gzipSync(JSON.stringify(largeAnswer))),
  );
  // A server-sent events stream, and a JSON stream: streamed answers go as they are written.
  const streams: [path: string, type: string][] = [
    ["/api/test/events", "text/event-stream"],
    ["/api/test/json-stream", "application/json"],
  ];
  for (const [path, type] of streams) {
    app.get(path, async (_request, reply) => {
      const body = new PassThrough();
      reply.type(type).send(body);
      body.end(`data: ${JSON.stringify(largeAnswer)}\n\n`);
      return reply;
    });
  }
}

let database: DatabaseHandle;
let webDistDir: string;
let app: FastifyInstance;
// Tests share one app, its test routes and a console build folder on an empty database: no route touches a row.
beforeAll(async () => {
  database = await openTestDatabase("pglite");
  webDistDir = mkdtempSync(join(tmpdir(), "ondine-web-"));
  writeFileSync(join(webDistDir, "index.html"), "<!doctype html><title>Ondine</title>");
  writeFileSync(join(webDistDir, "texts.json"), consoleFile);
  app = buildTestApp(database, { webDistDir });
  app.register(compressionTestRoutes);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
const varyFields = (vary: unknown) =>
  String(vary ?? "")
    .split(",")
    .map((field) => field.trim().toLowerCase());

describe("answer compression", () => {
  it("sends a large JSON answer gzip-compressed to a client that accepts gzip, the same JSON once unpacked", async () => {
    const plain = await get("/api/test/large");
    const compressed = await get("/api/test/large", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers["content-encoding"]).toBe("gzip");
    expect(compressed.headers["content-type"]).toMatch(/^application\/json/);
    expect(Number(compressed.headers["content-length"])).toBe(compressed.rawPayload.length);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(JSON.parse(plain.body)).toEqual(largeAnswer);
    expect(varyFields(compressed.headers.vary)).toContain("accept-encoding");
  });

  it("sends the plain JSON to a client that does not accept gzip, saying it depends on Accept-Encoding", async () => {
    const refusals: Record<string, string>[] = [
      {},
      { "accept-encoding": "identity" },
      { "accept-encoding": "br, gzip;q=0" },
    ];
    for (const headers of refusals) {
      const response = await get("/api/test/large", headers);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(JSON.parse(response.body)).toEqual(largeAnswer);
      expect(varyFields(response.headers.vary)).toContain("accept-encoding");
    }
  });

  it("never compresses an answer under the threshold", async () => {
    const response = await get("/api/test/small", { "accept-encoding": "gzip" });
    expect(response.body.length).toBeLessThan(compressionThresholdBytes);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(response.body)).toEqual(smallAnswer);
    expect(varyFields(response.headers.vary)).not.toContain("accept-encoding");
  });

  it("keeps the fields the route named in Vary", async () => {
    const response = await get("/api/test/large-with-vary", { "accept-encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(varyFields(response.headers.vary)).toEqual(
      expect.arrayContaining(["cookie", "x-api-token", "accept-encoding"]),
    );
  });

  it("answers HEAD with the headers and no body, and 304 with neither body nor encoding", async () => {
    const head = await app.inject({ method: "HEAD", url: "/api/test/large", headers: { "accept-encoding": "gzip" } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(Number(head.headers["content-length"])).toBe(JSON.stringify(largeAnswer).length);
    const notModified = await get("/api/test/not-modified", { "accept-encoding": "gzip" });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe("");
    expect(notModified.headers["content-encoding"]).toBeUndefined();
  });

  it("leaves an answer already compressed as it is", async () => {
    const response = await get("/api/test/already-gzipped", { "accept-encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(largeAnswer);
  });

  it.each(["/api/test/events", "/api/test/json-stream"])("leaves the stream %s untouched", async (url) => {
    const response = await get(url, { "accept-encoding": "gzip" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(`data: ${JSON.stringify(largeAnswer)}\n\n`);
  });

  it("leaves the console's files to the static server, ranges included", async () => {
    const whole = await get("/texts.json", { "accept-encoding": "gzip" });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-encoding"]).toBeUndefined();
    expect(whole.body).toBe(consoleFile);
    const part = await get("/texts.json", { "accept-encoding": "gzip", range: "bytes=0-99" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-encoding"]).toBeUndefined();
    expect(part.headers["content-range"]).toBe(`bytes 0-99/${consoleFile.length}`);
    expect(part.body).toBe(consoleFile.slice(0, 100));
  });
});
