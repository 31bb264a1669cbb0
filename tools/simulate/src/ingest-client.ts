import { setTimeout as sleep } from "node:timers/promises";

/** A call of the ingest API that did not answer 200. */
export class IngestCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "IngestCallError";
  }
}

export interface IngestAnswer {
  accepted: number;
  rejected: { section: string; index: number; reason: string }[];
}

/** A slow server (PGlite writing a two-day gap) gets this long before a call is given up and retried later. */
const callTimeoutMs = 120_000;

export interface IngestCall {
  baseUrl: string;
  /** `/api/ingest/v1/batches` or `/api/ingest/v1/maintenance`. */
  path: string;
  /** The collector's bearer token. */
  token: string;
  body: unknown;
  /** Stops the call (the simulator stopping). */
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/**
 * How often a call answered 503 with `Retry-After` (the server shedding load, the database
 * restarting: docs/operations.md) is sent again, each time after the wait the answer asked for,
 * before it fails and the batch waits for the collector's next round. A batch sent twice stores
 * nothing twice (docs/ingest.md "Idempotence and order").
 */
const briefUnavailabilityRetries = 3;
/** A `Retry-After` longer than this is the next round's business. */
const longestRetryWaitMs = 30_000;

/** The wait a 503 asked for, in milliseconds, when it said one we are willing to wait. */
function retryWaitMsOf(response: Response): number | undefined {
  const retryAfter = response.headers.get("retry-after");
  if (response.status !== 503 || retryAfter === null || retryAfter.trim() === "") return undefined;
  const seconds = Number(retryAfter);
  const waitMs = seconds * 1_000;
  return Number.isFinite(waitMs) && waitMs >= 0 && waitMs <= longestRetryWaitMs ? waitMs : undefined;
}

async function postOnce(call: IngestCall, body: string): Promise<Response> {
  const timeout = AbortSignal.timeout(callTimeoutMs);
  return (call.fetch ?? fetch)(new URL(call.path, call.baseUrl), {
    method: "POST",
    headers: { authorization: `Bearer ${call.token}`, "content-type": "application/json" },
    body,
    signal: call.signal ? AbortSignal.any([call.signal, timeout]) : timeout,
  });
}

/**
 * Posts a body to an ingest path with a collector's token, and returns the answer's counts;
 * a brief unavailability is waited out as the answer asks (`briefUnavailabilityRetries`).
 */
export async function postIngest(call: IngestCall): Promise<IngestAnswer> {
  // Serialized once: a batch sent again is the same text.
  const body = JSON.stringify(call.body);
  let response = await postOnce(call, body);
  for (let retry = 0; retry < briefUnavailabilityRetries; retry += 1) {
    const waitMs = retryWaitMsOf(response);
    if (waitMs === undefined) break;
    await response.body?.cancel();
    await sleep(waitMs, undefined, call.signal ? { signal: call.signal } : {});
    response = await postOnce(call, body);
  }
  const text = await response.text();
  if (!response.ok) {
    let code = "";
    try {
      code = (JSON.parse(text) as { code?: string }).code ?? "";
    } catch {
      // Not the API's error body: the status says enough.
    }
    throw new IngestCallError(response.status, `${call.path} answered ${response.status}${code ? ` ${code}` : ""}`);
  }
  return JSON.parse(text) as IngestAnswer;
}
