import { Counter, Gauge, type Registry } from "prom-client";
import type { ReadCacheStats } from "../../cache/read-cache";

/** What the process holds in memory, read at each scrape. */
export type RuntimeSources = {
  /** Live site maps' event streams open on this instance. */
  liveStreamsOpen: () => number;
  readCacheStats: () => ReadCacheStats;
  /** The worst event-loop delay of the last sample, and whether new requests are shed (plugins/load-shedding.ts). */
  eventLoopLoad: () => { delayMs: number; busy: boolean };
};

/** Open live streams, the read cache, and load shedding. */
export function registerRuntimeMetrics(registry: Registry, sources: RuntimeSources): void {
  const registers = [registry];
  new Gauge({
    name: "ondine_live_streams_open",
    help: "Live site map event streams (Server-Sent Events) open on this instance.",
    registers,
    collect() {
      this.set(sources.liveStreamsOpen());
    },
  });
  // The cache counts for itself; the counters take its totals at each scrape.
  new Counter({
    name: "ondine_read_cache_hits_total",
    help: "Reads answered from the read cache.",
    registers,
    collect() {
      this.reset();
      this.inc(sources.readCacheStats().hits);
    },
  });
  new Counter({
    name: "ondine_read_cache_misses_total",
    help: "Reads the read cache had to load (a read joining one already loading counts as neither).",
    registers,
    collect() {
      this.reset();
      this.inc(sources.readCacheStats().misses);
    },
  });
  new Gauge({
    name: "ondine_read_cache_entries",
    help: "Answers the read cache holds.",
    registers,
    collect() {
      this.set(sources.readCacheStats().entries);
    },
  });
  new Gauge({
    name: "ondine_read_cache_size_chars",
    help: "Characters of JSON, plus bytes of their gzip, the read cache holds (its bound is 32 Mi).",
    registers,
    collect() {
      this.set(sources.readCacheStats().size);
    },
  });
  new Gauge({
    name: "ondine_event_loop_worst_delay_seconds",
    help: "The event loop's worst delay over the last load-shedding sample (compared with MAX_EVENT_LOOP_DELAY_MS).",
    registers,
    collect() {
      this.set(sources.eventLoopLoad().delayMs / 1000);
    },
  });
  new Gauge({
    name: "ondine_load_shedding",
    help: "1 while new requests answer 503 SERVER_BUSY because the event loop lags, else 0.",
    registers,
    collect() {
      this.set(sources.eventLoopLoad().busy ? 1 : 0);
    },
  });
}
