import { LRUCache } from "lru-cache";

/**
 * An answer as the cache keeps it: its JSON text, the same gzip-compressed
 * when it is large enough to be sent so (compressed once, when cached), and
 * when it stops being fresh (epoch milliseconds).
 */
export type CachedAnswer = { body: string; gzipped?: Buffer; expiresAt: number };

export type ReadCacheStats = { entries: number; size: number; hits: number; misses: number };

export type ReadCache = {
  /**
   * The fresh answer under `key`, else `load()`'s, kept `lifetimeMs`. Loads
   * of one key at the same time share one call; a load that fails is not kept.
   */
  read(key: string, lifetimeMs: number, load: () => Promise<unknown>): Promise<CachedAnswer>;
  stats(): ReadCacheStats;
  /**
   * Drops the entries whose key `matches`, after a write they no longer show,
   * and keeps none of the loads of those keys still running; how many entries went.
   */
  forget(matches: (key: string) => boolean): number;
  clear(): void;
};

export type ReadCacheOptions = {
  /** Epoch milliseconds; the app's clock, so tests move it. */
  now: () => number;
  /** At most this many answers... */
  maxEntries: number;
  /**
   * ...holding at most this much in all, counted as characters of JSON plus
   * bytes of their gzip: the least recently read go first.
   */
  maxSize: number;
  /**
   * The gzip bytes kept beside an answer's JSON, or undefined for one too small
   * to be sent compressed; without it, the cache keeps JSON only.
   */
  gzip?: (body: string) => Promise<Buffer | undefined>;
};

/**
 * An in-memory cache of read answers: a lifetime per entry, least recently
 * read evicted first past either bound (lru-cache keeps the order and the
 * bounds). It holds JSON text, and its gzip for a large one, so a hit is
 * sent without serializing nor compressing again and its size is known
 * exactly. Per process: each instance behind a load balancer keeps its own
 * (docs/monitoring.md).
 */
export function createReadCache(options: ReadCacheOptions): ReadCache {
  // Freshness is read from `expiresAt` on the app's clock rather than lru-cache's own TTL,
  // which keeps its own clock: tests move the app's, and answers carry their expiry anyway.
  const entries = new LRUCache<string, CachedAnswer>({
    max: options.maxEntries,
    maxSize: options.maxSize,
    // lru-cache wants sizes of at least 1; a JSON text is never empty.
    sizeCalculation: (answer) => Math.max(1, answer.body.length + (answer.gzipped?.length ?? 0)),
  });
  // Each running load under its key; a forgotten one is dropped from here, which its own end checks.
  type InFlight = { answer: Promise<CachedAnswer> };
  const loading = new Map<string, InFlight>();
  let hits = 0;
  let misses = 0;

  return {
    read(key, lifetimeMs, load) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > options.now()) {
        hits += 1;
        return Promise.resolve(entry);
      }
      entries.delete(key);
      const pending = loading.get(key);
      if (pending) return pending.answer;
      misses += 1;
      // The data is as old as the start of its read: the lifetime counts from there.
      const startedAt = options.now();
      const loaded = {} as InFlight;
      loaded.answer = (async () => {
        const body = JSON.stringify(await load());
        // Compressed within the load: the reads that share it share the one compression.
        const gzipped = await options.gzip?.(body);
        const expiresAt = startedAt + lifetimeMs;
        const answer: CachedAnswer = gzipped ? { body, gzipped, expiresAt } : { body, expiresAt };
        // A load forgotten while it ran may have read the data from before the write: its callers get it, the cache does not.
        // An answer larger than `maxSize` is not kept (lru-cache refuses it).
        if (loading.get(key) === loaded) entries.set(key, answer);
        return answer;
      })().finally(() => {
        if (loading.get(key) === loaded) loading.delete(key);
      });
      loading.set(key, loaded);
      return loaded.answer;
    },
    stats: () => ({ entries: entries.size, size: entries.calculatedSize, hits, misses }),
    forget(matches) {
      // A read of a forgotten key running now is not kept, and the next read loads afresh.
      for (const key of [...loading.keys()].filter(matches)) loading.delete(key);
      const keys = [...entries.keys()].filter(matches);
      for (const key of keys) entries.delete(key);
      return keys.length;
    },
    clear: () => entries.clear(),
  };
}
