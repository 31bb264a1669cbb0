import { gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { gzipAnswer } from "../compression/gzip-answer";
import type { DatabaseHandle } from "../db";
import { buildTestApp } from "../test/test-app";
import { openTestDatabase } from "../test/test-database";
import { sendCachedAnswer } from "./cached-reply";

// Every gzip the app makes, per request or for the cache, goes through gzipAnswer: counted here.
vi.mock("../compression/gzip-answer", async (importOriginal) => {
  const original = await importOriginal<typeof import("../compression/gzip-answer")>();
  return { ...original, gzipAnswer: vi.fn(original.gzipAnswer) };
});
const compressions = vi.mocked(gzipAnswer);

/** Shaped like the monitoring status of many sites: tens of KiB of JSON. */
const largeAnswer = {
  sites: Array.from({ length: 400 }, (_, index) => ({ site_id: index + 1, name: `Site ${index + 1}`, level: "ok" })),
};
const smallAnswer = { open: 2 };
const loads = { large: vi.fn(async () => largeAnswer), small: vi.fn(async () => smallAnswer) };

/** Cached reads as the monitoring routes make them (a plugin, as the modules are). */
async function cachedTestRoutes(app: FastifyInstance) {
  for (const [name, load] of Object.entries(loads)) {
    app.get(`/api/test/cached-${name}`, async (_request, reply) => {
      const answer = await app.readCache.read(`test:${name}`, 60_000, load);
      return sendCachedAnswer(reply, answer, app.clock.now().getTime());
    });
  }
}

let database: DatabaseHandle;
let app: FastifyInstance;
// Tests share one app on an empty database (no route touches a row); each starts with the read cache emptied.
beforeAll(async () => {
  database = await openTestDatabase("pglite");
  app = buildTestApp(database);
  app.register(cachedTestRoutes);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});
beforeEach(() => {
  app.readCache.clear();
  compressions.mockClear();
  for (const load of Object.values(loads)) load.mockClear();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });
const gzip = { "accept-encoding": "gzip, deflate, br, zstd" };

describe("a cached answer", () => {
  it("is compressed once, when cached, and each hit sends those bytes to a client accepting gzip", async () => {
    const first = await get("/api/test/cached-large", gzip);
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(first.rawPayload).toString())).toEqual(largeAnswer);
    expect(compressions).toHaveBeenCalledTimes(1);

    const hit = await get("/api/test/cached-large", gzip);
    expect(hit.headers["content-encoding"]).toBe("gzip");
    expect(hit.rawPayload).toEqual(first.rawPayload);
    expect(Number(hit.headers["content-length"])).toBe(first.rawPayload.length);
    // Neither loaded nor compressed again.
    expect(loads.large).toHaveBeenCalledTimes(1);
    expect(compressions).toHaveBeenCalledTimes(1);
  });

  it("is its JSON text to a client that does not accept gzip, from the same entry", async () => {
    const compressed = await get("/api/test/cached-large", gzip);
    const refusals: Record<string, string>[] = [{}, { "accept-encoding": "br" }];
    for (const headers of refusals) {
      const plain = await get("/api/test/cached-large", headers);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body).toBe(gunzipSync(compressed.rawPayload).toString());
    }
    expect(compressions).toHaveBeenCalledTimes(1);
  });

  it("varies on the session, the token, the language and the encoding", async () => {
    const askings: Record<string, string>[] = [gzip, {}];
    for (const headers of askings) {
      const response = await get("/api/test/cached-large", headers);
      const vary = String(response.headers.vary)
        .split(",")
        .map((field) => field.trim().toLowerCase());
      expect(vary).toEqual(expect.arrayContaining(["cookie", "x-api-token", "accept-language", "accept-encoding"]));
      expect(response.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
    }
  });

  it("keeps loads of one key at the same time to one compression", async () => {
    const answers = await Promise.all([get("/api/test/cached-large", gzip), get("/api/test/cached-large", gzip)]);
    expect(answers.map((answer) => answer.headers["content-encoding"])).toEqual(["gzip", "gzip"]);
    expect(loads.large).toHaveBeenCalledTimes(1);
    expect(compressions).toHaveBeenCalledTimes(1);
  });

  it("under the threshold, is never compressed", async () => {
    for (let read = 0; read < 2; read += 1) {
      const response = await get("/api/test/cached-small", gzip);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(JSON.parse(response.body)).toEqual(smallAnswer);
    }
    expect(compressions).not.toHaveBeenCalled();
  });

  it("answers HEAD with its headers and no body", async () => {
    await get("/api/test/cached-large", gzip);
    const head = await app.inject({ method: "HEAD", url: "/api/test/cached-large", headers: gzip });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
    expect(compressions).toHaveBeenCalledTimes(1);
  });
});
