import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { createReadCache, type ReadCache } from "../cache/read-cache";
import { gzipAnswer, gzipLevels, isWorthCompressing } from "../compression/gzip-answer";

declare module "fastify" {
  interface FastifyInstance {
    /** Answers of read calls kept for their lifetime (docs/monitoring.md "Cache"). */
    readCache: ReadCache;
  }
}

/**
 * Bounds of the process' read cache: 32 Mi characters of JSON and bytes of their gzip at most
 * (32 to 64 MB of memory).
 */
export const readCacheBounds = { maxEntries: 20_000, maxSize: 32 * 1_048_576 };

/**
 * The gzip kept beside a cached answer large enough to be sent compressed
 * (the threshold is checked before any zlib work); at a higher level than
 * per request, since it is made once and sent on every hit.
 */
function gzipForCache(body: string): Promise<Buffer | undefined> {
  return isWorthCompressing(body) ? gzipAnswer(body, gzipLevels.cached) : Promise.resolve(undefined);
}

/** One read cache for the app, on its clock (tests move it to expire entries). */
export const readCachePlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    const cache = createReadCache({
      now: () => app.clock.now().getTime(),
      ...readCacheBounds,
      gzip: gzipForCache,
    });
    app.decorate("readCache", cache);
    app.addHook("onClose", async () => cache.clear());
  },
  { name: "ondine-read-cache", dependencies: ["ondine-app-context"] },
);
