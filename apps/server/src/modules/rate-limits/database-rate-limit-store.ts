import type { FastifyRateLimitStore } from "@fastify/rate-limit";
import type { Database } from "../../db";
import type { Clock } from "../../plugins/app-context";
import { deleteEndedCounters, incrementCounter } from "./rate-limit-counters.repository";

/** Ended counters are swept once per this many hits (one cheap indexed delete). */
const sweepEveryHits = 500;

/**
 * @fastify/rate-limit's store on the `rate_limit_counters` table: every
 * instance on the database counts in the same place, and time is the app's
 * clock (tests move it). docs/decisions.md says why not in memory.
 */
export class DatabaseRateLimitStore implements FastifyRateLimitStore {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
  ): void {
    this.increment(key, timeWindow).then(
      (result) => callback(null, result),
      (error: Error) => callback(error),
    );
  }

  /** One store for every limit: the keys name their limit. */
  child(): FastifyRateLimitStore {
    return this;
  }

  private async increment(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const now = this.clock.now();
    const counter = await incrementCounter(this.db, key, timeWindow, now);
    this.hitsSinceSweep += 1;
    if (this.hitsSinceSweep >= sweepEveryHits) {
      this.hitsSinceSweep = 0;
      await deleteEndedCounters(this.db, now);
    }
    return { current: counter.hits, ttl: Math.max(0, counter.windowEndsAt.getTime() - now.getTime()) };
  }
}
