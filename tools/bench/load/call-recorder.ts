import { percentile } from "../search/percentiles";

/** One request of the load run: its kind, how long it took, and whether it answered 2xx. */
interface RecordedCall {
  kind: string;
  /** When it was sent, on `performance.now()`'s clock. */
  sentAt: number;
  milliseconds: number;
  /** The HTTP status, or 0 when the request failed on the network. */
  status: number;
}

export interface CallSummary {
  kind: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

/** The requests of a load run, as they end. */
export class CallRecorder {
  private readonly calls: RecordedCall[] = [];
  /** The first failures, to say what went wrong. */
  readonly firstFailures: string[] = [];

  record(kind: string, milliseconds: number, status: number, detail = ""): void {
    this.calls.push({ kind, sentAt: performance.now() - milliseconds, milliseconds, status });
    const failed = status < 200 || status >= 300;
    if (failed && this.firstFailures.length < 10) this.firstFailures.push(`${kind}: ${status || "network"} ${detail}`);
  }

  get count(): number {
    return this.calls.length;
  }

  /** The calls that failed (non-2xx, or 0 on the network), each with when its answer came, on `performance.now()`'s clock. */
  failures(): { kind: string; status: number; endedAt: number }[] {
    return this.calls
      .filter((call) => call.status < 200 || call.status >= 300)
      .map((call) => ({ kind: call.kind, status: call.status, endedAt: call.sentAt + call.milliseconds }));
  }

  private summarise(kind: string, calls: readonly RecordedCall[]): CallSummary {
    const times = calls.map((call) => call.milliseconds);
    return {
      kind,
      count: calls.length,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      p99: percentile(times, 0.99),
      errors: calls.filter((call) => call.status < 200 || call.status >= 300).length,
    };
  }

  /** Each kind in the order first seen, every call together, and those sent from `steadyFrom` on (after the ramp). */
  summaries(steadyFrom: number): { byKind: CallSummary[]; overall: CallSummary; steady: CallSummary } {
    const byKind = new Map<string, RecordedCall[]>();
    for (const call of this.calls) {
      const calls = byKind.get(call.kind);
      if (calls) calls.push(call);
      else byKind.set(call.kind, [call]);
    }
    return {
      byKind: [...byKind].map(([kind, calls]) => this.summarise(kind, calls)),
      overall: this.summarise("every call", this.calls),
      steady: this.summarise(
        "every call after the ramp",
        this.calls.filter((call) => call.sentAt >= steadyFrom),
      ),
    };
  }
}
