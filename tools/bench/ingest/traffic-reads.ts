import { type TimeWindow, trafficRangeWindow } from "@ondine/domain";
import type { Database } from "@ondine/server/db";
import { type buildApp, readTraffic, resolveSeriesTarget, type SeriesTarget, unscoped } from "@ondine/server/tools-api";

type BenchApp = ReturnType<typeof buildApp>;

const hourMs = 3_600_000;

export type TrafficReadSettings = {
  organismId: number;
  /** The signed-in reader's cookies. */
  cookie: string;
  now: Date;
  runs: number;
  warmup: number;
};

export type TrafficReadResult = {
  /** GET /api/monitoring/traffic through the app: session, scope check, the read, the JSON answer. */
  httpMs: number[];
  /** readTraffic alone (the database statement and the points), on the same windows. */
  readMs: number[];
  /** Points of the last answer: one a Paris day. */
  points: number;
};

/** The read cache's miss count: each timed read must be one. */
const cacheMisses = (app: BenchApp) => app.readCache.stats().misses;

const unixSeconds = (instant: Date) => Math.floor(instant.getTime() / 1_000);

/**
 * The year range (docs/product.md#search: the last 12 months) of read `index`: each ends
 * one whole hour before the previous one. The server rounds roll-up windows
 * to whole hours and keys its cache by them, so every read is a different
 * key: the cache never answers a timed read (checked on its miss count).
 */
function yearWindow(now: Date, index: number) {
  const stopAt = new Date((Math.floor(now.getTime() / hourMs) - index) * hourMs);
  return trafficRangeWindow("year", stopAt);
}

async function timeReadTraffic(db: Database, target: SeriesTarget, window: TimeWindow): Promise<number> {
  const started = performance.now();
  await readTraffic(db, target, window);
  return performance.now() - started;
}

/** One GET of the organism's traffic over the window, checked to come from the database rather than the cache. */
async function timeHttpRead(
  app: BenchApp,
  settings: TrafficReadSettings,
  window: TimeWindow,
): Promise<{ elapsedMs: number; points: number }> {
  const missesBefore = cacheMisses(app);
  const started = performance.now();
  const response = await app.inject({
    method: "GET",
    url: `/api/monitoring/traffic/?organism=${settings.organismId}&start_at=${unixSeconds(window.startAt)}&stop_at=${unixSeconds(window.stopAt)}`,
    headers: { cookie: settings.cookie },
  });
  const elapsedMs = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`traffic answered ${response.statusCode}: ${response.body}`);
  if (cacheMisses(app) !== missesBefore + 1) throw new Error("the read cache answered a timed read");
  return { elapsedMs, points: (JSON.parse(response.body) as unknown[]).length };
}

/**
 * Times the year-long traffic read of the organism, as its console's
 * traffic card asks for it, `warmup` untimed reads first. Each run also
 * times readTraffic on its own, to tell the database's share from the app's.
 */
export async function timeTrafficReads(
  app: BenchApp,
  db: Database,
  settings: TrafficReadSettings,
): Promise<TrafficReadResult> {
  const result: TrafficReadResult = { httpMs: [], readMs: [], points: 0 };
  const target = await resolveSeriesTarget(db, unscoped, { type: "organism", id: settings.organismId });
  for (let index = 0; index < settings.warmup + settings.runs; index++) {
    const window = yearWindow(settings.now, index);
    // Every other run times readTraffic first, so neither always finds the pages the other just read.
    const readFirst = index % 2 === 1 ? await timeReadTraffic(db, target, window) : undefined;
    const http = await timeHttpRead(app, settings, window);
    const readMs = readFirst ?? (await timeReadTraffic(db, target, window));
    result.points = http.points;
    if (index >= settings.warmup) {
      result.httpMs.push(http.elapsedMs);
      result.readMs.push(readMs);
    }
  }
  return result;
}
