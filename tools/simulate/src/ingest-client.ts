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

/** Posts a body to an ingest path with a collector's token, and returns the answer's counts. */
export async function postIngest(call: IngestCall): Promise<IngestAnswer> {
  const timeout = AbortSignal.timeout(callTimeoutMs);
  const response = await (call.fetch ?? fetch)(new URL(call.path, call.baseUrl), {
    method: "POST",
    headers: { authorization: `Bearer ${call.token}`, "content-type": "application/json" },
    body: JSON.stringify(call.body),
    signal: call.signal ? AbortSignal.any([call.signal, timeout]) : timeout,
  });
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
