import type { buildApp } from "@ondine/server/tools-api";
import type { BenchCollector } from "./bench-organism";
import { type BatchBody, type BatchSpan, collectorBatch } from "./ingest-batches";

type BenchApp = ReturnType<typeof buildApp>;

const minuteMs = 60_000;

export type IngestRunSettings = {
  /** Each collector keeps sending batches until this many seconds have passed; batches under way finish. */
  seconds: number;
  /** Minutes of reports in a batch. */
  minutesPerBatch: number;
  /** Batches each collector sends (one collector at a time) before the clock starts. */
  warmupBatches: number;
  /** The first minute reported (epoch milliseconds, a whole minute). */
  firstMinute: number;
  /** No minute at or after this one is reported: a collector that gets there stops. */
  endMinute: number;
};

export type IngestRunResult = {
  batches: number;
  /** Items the server answered as accepted: traffic samples plus line states. */
  accepted: number;
  traffic: number;
  lineStates: number;
  elapsedMs: number;
  /** Each timed batch's time in the app, from the request to its answer. */
  batchMs: number[];
  /** Time this process spent making batch bodies during the timed part (the collectors' side, on the same cores). */
  generationMs: number;
  /** Collectors that ran out of minutes before the time was up. */
  exhausted: number;
};

/** Posts a batch as its collector and checks every item was accepted: a rejected item is a broken benchmark. */
async function postBatch(app: BenchApp, collector: BenchCollector, body: BatchBody): Promise<number> {
  const response = await app.inject({
    method: "POST",
    url: "/api/ingest/v1/batches",
    headers: { authorization: `Bearer ${collector.token}`, "content-type": "application/json" },
    payload: body.json,
  });
  if (response.statusCode !== 200) throw new Error(`ingest answered ${response.statusCode}: ${response.body}`);
  const answer = JSON.parse(response.body) as { accepted: number; rejected: unknown[] };
  const expected = body.counts.traffic + body.counts.lineStates;
  if (answer.accepted !== expected || answer.rejected.length > 0) {
    throw new Error(
      `ingest accepted ${answer.accepted} of ${expected}: ${JSON.stringify(answer.rejected.slice(0, 3))}`,
    );
  }
  return answer.accepted;
}

/**
 * Sustained ingest: every collector sends its batches one after the other
 * (as a collector waits for an answer before its next batch), all
 * collectors at once, through the app's whole HTTP path (`app.inject`:
 * routing, JSON body, token, validation, the transaction). Collectors
 * report disjoint sites and consecutive minutes, so no sample is sent twice.
 */
export async function runIngest(
  app: BenchApp,
  collectors: readonly BenchCollector[],
  settings: IngestRunSettings,
): Promise<IngestRunResult> {
  const spanMs = settings.minutesPerBatch * minuteMs;
  const nextMinute = collectors.map(() => settings.firstMinute);
  const nextSpan = (index: number): BatchSpan | undefined => {
    const firstMinute = nextMinute[index] ?? settings.endMinute;
    if (firstMinute + spanMs > settings.endMinute) return undefined;
    nextMinute[index] = firstMinute + spanMs;
    return { firstMinute, minutes: settings.minutesPerBatch };
  };

  for (const [index, collector] of collectors.entries()) {
    for (let batch = 0; batch < settings.warmupBatches; batch++) {
      const span = nextSpan(index);
      if (span) await postBatch(app, collector, collectorBatch(collector, span, `warmup-${index}-${batch}`));
    }
  }

  const result: IngestRunResult = {
    batches: 0,
    accepted: 0,
    traffic: 0,
    lineStates: 0,
    elapsedMs: 0,
    batchMs: [],
    generationMs: 0,
    exhausted: 0,
  };
  const started = performance.now();
  const deadline = started + settings.seconds * 1_000;
  await Promise.all(
    collectors.map(async (collector, index) => {
      while (performance.now() < deadline) {
        const span = nextSpan(index);
        if (!span) {
          result.exhausted += 1;
          return;
        }
        const generating = performance.now();
        const body = collectorBatch(collector, span, `bench-${index}-${span.firstMinute}`);
        const posting = performance.now();
        result.generationMs += posting - generating;
        // Awaited before adding: `result.accepted += await ...` would add to a total read before the wait.
        const accepted = await postBatch(app, collector, body);
        result.accepted += accepted;
        result.batchMs.push(performance.now() - posting);
        result.batches += 1;
        result.traffic += body.counts.traffic;
        result.lineStates += body.counts.lineStates;
      }
    }),
  );
  result.elapsedMs = performance.now() - started;
  return result;
}
