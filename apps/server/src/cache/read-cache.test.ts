import { describe, expect, it, vi } from "vitest";
import { createReadCache, type ReadCacheOptions } from "./read-cache";

function cacheAt(start = 1_000, bounds = { maxEntries: 100, maxSize: 10_000 }, gzip?: ReadCacheOptions["gzip"]) {
  let now = start;
  const cache = createReadCache({ now: () => now, ...bounds, ...(gzip ? { gzip } : {}) });
  return { cache, advance: (ms: number) => (now += ms) };
}

/** A stand-in compression: three bytes for a JSON text of more than 5 characters, none for a shorter one. */
const fakeGzip = () => vi.fn(async (body: string) => (body.length > 5 ? Buffer.from("gz!") : undefined));

describe("createReadCache", () => {
  it("keeps an answer as JSON for its lifetime, then loads again", async () => {
    const { cache, advance } = cacheAt();
    const load = vi.fn(async () => ({ open: 2 }));
    expect(await cache.read("kpis", 500, load)).toEqual({ body: '{"open":2}', expiresAt: 1_500 });
    advance(499);
    await cache.read("kpis", 500, load);
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    await cache.read("kpis", 500, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 2 });
  });

  it("shares one load between reads of a key at the same time", async () => {
    const { cache } = cacheAt();
    let finish: (value: number[]) => void = () => {};
    const load = vi.fn(() => new Promise<number[]>((resolve) => (finish = resolve)));
    const reads = [cache.read("traffic", 1_000, load), cache.read("traffic", 1_000, load)];
    finish([1, 2]);
    expect((await Promise.all(reads)).map((answer) => answer.body)).toEqual(["[1,2]", "[1,2]"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("forgets the entries a write made stale, and only those", async () => {
    const { cache } = cacheAt();
    const load = vi.fn(async () => "map");
    for (const key of ["site:1", "site:2", "site:12"]) await cache.read(key, 1_000, load);
    expect(cache.forget((key) => key === "site:1" || key === "site:12")).toBe(2);
    await cache.read("site:2", 1_000, load);
    await cache.read("site:1", 1_000, load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("keeps nothing a load forgotten while it ran read, and loads afresh after the write", async () => {
    const { cache } = cacheAt();
    let finish: (value: string) => void = () => {};
    const stale = cache.read("site:1", 1_000, () => new Promise<string>((resolve) => (finish = resolve)));
    cache.forget((key) => key === "site:1");
    const fresh = cache.read("site:1", 1_000, async () => "new plan");
    finish("old plan");
    expect((await stale).body).toBe('"old plan"');
    expect((await fresh).body).toBe('"new plan"');
    expect((await cache.read("site:1", 1_000, async () => "unused")).body).toBe('"new plan"');
  });

  it("keeps no failed load", async () => {
    const { cache } = cacheAt();
    await expect(cache.read("status", 1_000, () => Promise.reject(new Error("not found")))).rejects.toThrow(
      "not found",
    );
    expect(cache.stats().entries).toBe(0);
    expect((await cache.read("status", 1_000, async () => "ok")).body).toBe('"ok"');
  });

  it("evicts the least recently read past its bounds", async () => {
    const { cache } = cacheAt(0, { maxEntries: 2, maxSize: 12 });
    const load = (value: string) => async () => value;
    await cache.read("a", 1_000, load("aa"));
    await cache.read("b", 1_000, load("bb"));
    await cache.read("a", 1_000, load("unused"));
    await cache.read("c", 1_000, load("cc"));
    // b was the least recently read.
    expect((await cache.read("a", 1_000, load("new"))).body).toBe('"aa"');
    expect((await cache.read("b", 1_000, load("b2"))).body).toBe('"b2"');
    // Size: 4 characters each; 12 at most, and never one answer larger than the whole.
    await cache.read("big", 1_000, load("x".repeat(20)));
    expect(cache.stats()).toMatchObject({ entries: 2, size: 8 });
  });

  it("compresses a large answer once, when it is cached, and keeps the bytes beside its JSON", async () => {
    const gzip = fakeGzip();
    const { cache } = cacheAt(1_000, { maxEntries: 100, maxSize: 10_000 }, gzip);
    const load = vi.fn(async () => ({ open: 2 }));
    const [first, second] = await Promise.all([cache.read("kpis", 500, load), cache.read("kpis", 500, load)]);
    expect(first).toEqual({ body: '{"open":2}', gzipped: Buffer.from("gz!"), expiresAt: 1_500 });
    expect(second).toBe(first);
    await cache.read("kpis", 500, load);
    // Two reads sharing one load, then a hit: one compression.
    expect(gzip).toHaveBeenCalledTimes(1);
    expect(gzip).toHaveBeenCalledWith('{"open":2}');
    // Its size counts both: 10 characters and 3 bytes.
    expect(cache.stats()).toMatchObject({ entries: 1, size: 13 });
  });

  it("keeps a small answer as JSON only", async () => {
    const { cache } = cacheAt(1_000, { maxEntries: 100, maxSize: 10_000 }, fakeGzip());
    expect(await cache.read("tiny", 500, async () => 1)).toEqual({ body: "1", expiresAt: 1_500 });
    expect(cache.stats().size).toBe(1);
  });
});
