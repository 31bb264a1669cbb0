import type { DatabaseEngine } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import type { ReplicaStatus } from "../../db";
import { countCommittedMigrations } from "../../db";
import { readServerVersion } from "../../server-package";
import { createHealthRepository, type HealthRepository } from "./health.repository";

/**
 * What the health check reads. Its tests put a repository whose ping never
 * answers, an uptime and a load of their own.
 */
export type HealthDependencies = {
  repository: HealthRepository;
  engine: DatabaseEngine;
  version: string;
  pingTimeoutMs?: number;
  uptimeSeconds?: () => number;
  /** The event loop's delay and whether the server sheds load (plugins/load-shedding.ts). */
  eventLoopLoad: () => { delayMs: number; busy: boolean };
  /** Migrations this version ships: readiness waits for the database to have applied them. */
  committedMigrations: number;
  /** The read replica as its lag monitor last saw it (docs/operations.md#replica); unset, not reported. */
  replica?: () => ReplicaStatus;
};

export function healthDependencies(app: FastifyInstance): HealthDependencies {
  return {
    repository: createHealthRepository(app.database),
    engine: app.database.engine,
    version: readServerVersion(),
    eventLoopLoad: () => app.eventLoopLoad(),
    committedMigrations: countCommittedMigrations(),
    replica: () => app.database.replica(),
  };
}
