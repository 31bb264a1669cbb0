import { promisify } from "node:util";
import { gzip } from "node:zlib";

/**
 * Answers under this many bytes are sent as they are, decided before any
 * zlib work: below it gzip saves one TCP segment at most, for a round trip
 * through the thread pool that a small request would feel
 * (docs/performance.md "API answers").
 */
export const compressionThresholdBytes = 4096;

/**
 * The gzip level of an answer compressed for one request (the fastest: the
 * bytes it saves over higher levels take less time to send than to save),
 * and of one the read cache keeps (compressed once, sent many times).
 * docs/performance.md "API answers" has the measures.
 */
export const gzipLevels = { perRequest: 1, cached: 6 } as const;

// node:zlib's callback API runs on libuv's thread pool: a 1 MB answer does not hold the event loop.
const gzipOnThreadPool = promisify(gzip);

/** `body` gzip-compressed at `level`, off the event loop. */
export function gzipAnswer(body: string | Buffer, level: number): Promise<Buffer> {
  return gzipOnThreadPool(body, { level });
}

/** Whether an answer of `body` is large enough to be compressed. */
export function isWorthCompressing(body: string | Buffer): boolean {
  // The length in UTF-16 units (or bytes) never exceeds the UTF-8 length: a long one decides without counting.
  return body.length >= compressionThresholdBytes || Buffer.byteLength(body) >= compressionThresholdBytes;
}
