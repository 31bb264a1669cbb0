import type { LivenessResponse, ReadinessResponse } from "@ondine/domain";
import { answerWithin } from "../../db/answer-within";
import { databasePingTimeoutMs } from "./health.service";
import type { HealthDependencies } from "./health-dependencies";

/** What liveness reads: nothing but the process. */
export function getLiveness(dependencies: Pick<HealthDependencies, "uptimeSeconds">): LivenessResponse {
  const uptimeSeconds = dependencies.uptimeSeconds ?? (() => Math.round(process.uptime() * 10) / 10);
  return { status: "alive", uptime_seconds: uptimeSeconds() };
}

export type ReadinessDependencies = Pick<HealthDependencies, "repository" | "pingTimeoutMs"> & {
  /** Migrations this version ships (countCommittedMigrations), read once at start. */
  committedMigrations: number;
};

/**
 * "ready" when the database answers within the timeout and has applied at
 * least the migrations this version ships. More is ready too: during a
 * rolling upgrade the new version migrates first, and the instances of the
 * old one keep serving on the schema it extended (docs/operations.md#metrics).
 */
export async function getReadiness(dependencies: ReadinessDependencies): Promise<ReadinessResponse> {
  const { repository, committedMigrations } = dependencies;
  const pingTimeoutMs = dependencies.pingTimeoutMs ?? databasePingTimeoutMs;
  let migrationsApplied: number | null = null;
  try {
    await answerWithin(repository.ping(), pingTimeoutMs);
    migrationsApplied = await answerWithin(repository.countAppliedMigrations(), pingTimeoutMs);
  } catch {
    // Reported as state "down"; the reason is the database's, not the probe's to read.
  }
  const isMigrated = migrationsApplied !== null && migrationsApplied >= committedMigrations;
  return {
    status: isMigrated ? "ready" : "not_ready",
    database: {
      state: migrationsApplied === null ? "down" : "up",
      migrations_applied: migrationsApplied,
      migrations_expected: committedMigrations,
    },
  };
}
