import { performance } from "node:perf_hooks";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip, gzipSync } from "node:zlib";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const median = (samples: readonly number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? 0;

/** The median time of `runs` calls of `work`, one after the other, in ms. */
async function medianMs(runs: number, work: () => Promise<unknown> | unknown): Promise<number> {
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const startedAt = performance.now();
    await work();
    samples.push(performance.now() - startedAt);
  }
  return median(samples);
}

export interface EncodingCost {
  encoding: string;
  bytes: number;
  /** Median time of node:zlib's async API (the thread pool), in ms. */
  ms: number;
}

/** What gzip levels 1, 4, 6 and 9 and brotli qualities 4 and 5 make of `body`, and what they cost. */
export async function encodingCosts(body: string, runs: number): Promise<EncodingCost[]> {
  const candidates: [string, () => Promise<Buffer>][] = [
    ...[1, 4, 6, 9].map((level): [string, () => Promise<Buffer>] => [
      `gzip ${level}`,
      () => gzipAsync(body, { level }),
    ]),
    ...[4, 5].map((quality): [string, () => Promise<Buffer>] => [
      `brotli ${quality}`,
      () =>
        brotliAsync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
          },
        }),
    ]),
  ];
  const costs: EncodingCost[] = [];
  for (const [encoding, compress] of candidates) {
    const bytes = (await compress()).length;
    costs.push({ encoding, bytes, ms: await medianMs(runs, compress) });
  }
  return costs;
}

export interface ThresholdCost {
  bytes: number;
  gzippedBytes: number;
  /** TCP segments of 1,448 bytes of payload, plain and gzipped: what the network sees. */
  segments: number;
  gzippedSegments: number;
  /** Median time of one gzip level 1 through the thread pool (what a request waits), and in the thread alone, in µs. */
  asyncMicros: number;
  syncMicros: number;
}

const segmentBytes = 1_448;

/** gzip level 1 on the first `size` bytes of `body`, for each size: what the threshold weighs. */
export async function thresholdCosts(body: string, sizes: readonly number[], runs: number): Promise<ThresholdCost[]> {
  const bytes = Buffer.from(body);
  const costs: ThresholdCost[] = [];
  for (const size of sizes) {
    const slice = bytes.subarray(0, size);
    const gzippedBytes = gzipSync(slice, { level: 1 }).length;
    costs.push({
      bytes: size,
      gzippedBytes,
      segments: Math.ceil(size / segmentBytes),
      gzippedSegments: Math.ceil(gzippedBytes / segmentBytes),
      asyncMicros: 1_000 * (await medianMs(runs, () => gzipAsync(slice, { level: 1 }))),
      syncMicros: 1_000 * (await medianMs(runs, () => gzipSync(slice, { level: 1 }))),
    });
  }
  return costs;
}
