/** An answer as the cache keeps it: its JSON text, and when it stops being fresh (epoch milliseconds). */
export type CachedAnswer = { body: string; expiresAt: number };

export type ReadCacheStats = { entries: number; size: number; hits: number; misses: number };

export type ReadCache = {
  /**
   * The fresh answer under `key`, else `load()`'s, kept `lifetimeMs`. Loads
   * of one key at the same time share one call; a load that fails is not kept.
   */
  read(key: string, lifetimeMs: number, load: () => Promise<unknown>): Promise<CachedAnswer>;
  stats(): ReadCacheStats;
  clear(): void;
};

export type ReadCacheOptions = {
  /** Epoch milliseconds; the app's clock, so tests move it. */
  now: () => number;
  /** At most this many answers... */
  maxEntries: number;
  /** ...holding at most this many characters of JSON in all: the least recently read go first. */
  maxSize: number;
};

/**
 * An in-memory cache of read answers: a lifetime per entry, least recently
 * read evicted first past either bound (a Map keeps insertion order; a read
 * moves its entry to the end). It holds JSON text, so a hit is sent without
 * serializing again and its size is known exactly. Per process: each
 * instance behind a load balancer keeps its own (docs/monitoring.md).
 */
export function createReadCache(options: ReadCacheOptions): ReadCache {
  const entries = new Map<string, CachedAnswer>();
  const loading = new Map<string, Promise<CachedAnswer>>();
  let size = 0;
  let hits = 0;
  let misses = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    size -= entry.body.length;
  };

  const keep = (key: string, answer: CachedAnswer) => {
    remove(key);
    if (answer.body.length > options.maxSize) return;
    entries.set(key, answer);
    size += answer.body.length;
    for (const oldest of entries.keys()) {
      if (entries.size <= options.maxEntries && size <= options.maxSize) break;
      remove(oldest);
    }
  };

  return {
    read(key, lifetimeMs, load) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > options.now()) {
        hits += 1;
        entries.delete(key);
        entries.set(key, entry);
        return Promise.resolve(entry);
      }
      remove(key);
      const pending = loading.get(key);
      if (pending) return pending;
      misses += 1;
      // The data is as old as the start of its read: the lifetime counts from there.
      const startedAt = options.now();
      const loaded = (async () => {
        const body = JSON.stringify(await load());
        const answer = { body, expiresAt: startedAt + lifetimeMs };
        keep(key, answer);
        return answer;
      })().finally(() => loading.delete(key));
      loading.set(key, loaded);
      return loaded;
    },
    stats: () => ({ entries: entries.size, size, hits, misses }),
    clear() {
      entries.clear();
      size = 0;
    },
  };
}
