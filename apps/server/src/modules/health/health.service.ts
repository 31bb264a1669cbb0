import type { HealthResponse } from "@ondine/domain";
import { answerWithin } from "../../db/answer-within";
import type { HealthDependencies } from "./health-dependencies";

// A load balancer's probe gives up after a few seconds; answer "down" well
// before that rather than hang with the database.
export const databasePingTimeoutMs = 1_000;

/** "ok" when the database answers within the timeout and the server sheds no load, "degraded" otherwise. */
export async function getHealth(dependencies: HealthDependencies): Promise<HealthResponse> {
  const { repository, engine, version } = dependencies;
  const pingTimeoutMs = dependencies.pingTimeoutMs ?? databasePingTimeoutMs;
  const uptimeSeconds = dependencies.uptimeSeconds ?? (() => Math.round(process.uptime() * 10) / 10);
  let latency: number | null = null;
  let migrationsApplied: number | null = null;
  try {
    latency = await answerWithin(repository.ping(), pingTimeoutMs);
    migrationsApplied = await answerWithin(repository.countAppliedMigrations(), pingTimeoutMs);
  } catch {
    // Reported as state "down" (or an unknown migration count); the
    // reason is the database's, not the caller's to read.
  }
  const isUp = latency !== null;
  const load = dependencies.eventLoopLoad();
  // The lag monitor's last reading (no query here): a replica out of step or down sends its reads
  // to the primary, so it never makes the status "degraded".
  const replica = dependencies.replica?.();
  return {
    status: isUp && !load.busy ? "ok" : "degraded",
    version,
    uptime_seconds: uptimeSeconds(),
    database: {
      engine,
      state: isUp ? "up" : "down",
      latency_ms: latency,
      migrations_applied: migrationsApplied,
    },
    event_loop: { delay_ms: load.delayMs, busy: load.busy },
    ...(replica && { replica: { state: replica.state, lag_seconds: replica.lagSeconds } }),
  };
}
