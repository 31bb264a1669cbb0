import { answerWithin } from "./answer-within";
import type { DatabaseLogger, ReplicaStatus } from "./database";

/** How often the replica's lag is measured (docs/operations.md#replica). */
export const replicaCheckIntervalMs = 2_000;

/**
 * A check that has not answered by then counts as "down": a replica that
 * hangs must not hold heavy reads for longer than one check.
 */
const checkTimeoutMs = 1_500;

export type ReplicaLagMonitor = {
  /** What the last check (or the last failed read) saw. */
  status(): ReplicaStatus;
  /** Whether heavy reads go to the replica: it answered the last check within the lag bound. */
  isReadable(): boolean;
  /** A read could not reach the replica: reads go to the primary until a check finds it again. */
  reportUnreachable(error: unknown): void;
  /** Measures now (the first check, at start); a check already under way is waited for, not doubled. */
  check(): Promise<ReplicaStatus>;
  stop(): void;
};

type MonitorOptions = {
  /** Seconds the replica's replay is behind; rejects when it does not answer. */
  measureLagSeconds: () => Promise<number>;
  maxLagSeconds: number;
  intervalMs?: number;
  logger?: DatabaseLogger | undefined;
};

const roundedLag = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * Measures the replica's lag every `intervalMs` and says whether heavy reads
 * may go there: over `maxLagSeconds` it is "lagging", unanswered "down", and
 * reads go to the primary until it is back within the bound. Each change is
 * logged once, when it happens.
 */
export function startReplicaLagMonitor(options: MonitorOptions): ReplicaLagMonitor {
  const { measureLagSeconds, maxLagSeconds, logger } = options;
  // Down until the first check says otherwise: no read goes to an unknown replica.
  let status: ReplicaStatus = { state: "down", lagSeconds: null };
  let reported = false;
  let running: Promise<ReplicaStatus> | undefined;
  let stopped = false;

  const become = (next: ReplicaStatus, error?: unknown) => {
    // A check still under way when the pools close says nothing about the replica.
    if (stopped) return;
    const previous = status.state;
    status = next;
    if (next.state === previous && reported) return;
    reported = true;
    const details = { replicaLagSeconds: next.lagSeconds, replicaMaxLagSeconds: maxLagSeconds };
    if (next.state === "up") {
      (logger?.info ?? logger?.warn)?.(details, "The read replica is in step: heavy reads go to it");
    } else if (next.state === "lagging") {
      logger?.warn(details, "The read replica lags behind its bound: heavy reads go to the primary");
    } else {
      logger?.warn({ ...details, err: error }, "The read replica does not answer: heavy reads go to the primary");
    }
  };

  const check = () => {
    running ??= answerWithin(measureLagSeconds(), checkTimeoutMs)
      .then(
        (lag) => become({ state: lag > maxLagSeconds ? "lagging" : "up", lagSeconds: roundedLag(lag) }),
        (error: unknown) => become({ state: "down", lagSeconds: null }, error),
      )
      .then(() => status)
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const timer = setInterval(() => void check(), options.intervalMs ?? replicaCheckIntervalMs);
  // The monitor never keeps a stopping process alive.
  timer.unref();

  return {
    status: () => status,
    isReadable: () => status.state === "up",
    reportUnreachable(error) {
      if (status.state !== "down") become({ state: "down", lagSeconds: null }, error);
    },
    check,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
