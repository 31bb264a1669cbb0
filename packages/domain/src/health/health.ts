import { z } from "zod";

export const databaseEngines = ["pglite", "postgres"] as const;
export type DatabaseEngine = (typeof databaseEngines)[number];

/**
 * The read replica as the server last saw it (docs/operations.md#replica): "up" (heavy reads go
 * there), "lagging" (more than REPLICA_MAX_LAG_SECONDS behind) or "down" (it does not answer),
 * both of which send those reads to the primary, or "none" (no DATABASE_REPLICA_URL).
 */
export const replicaStates = ["up", "lagging", "down", "none"] as const;
export type ReplicaState = (typeof replicaStates)[number];

/**
 * `GET /api/health`: the process and its database. "degraded" (503) when the
 * database does not answer or the server sheds load (`event_loop.busy`).
 */
export const healthResponseSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  uptime_seconds: z.number(),
  database: z.object({
    engine: z.enum(databaseEngines),
    state: z.enum(["up", "down"]),
    latency_ms: z.number().nullable(),
    migrations_applied: z.number().int().nullable(),
  }),
  /** The event loop's mean delay over the last sample, and whether new requests answer 503 SERVER_BUSY. */
  event_loop: z.object({ delay_ms: z.number(), busy: z.boolean() }),
  /**
   * The read replica and its replay lag in seconds when last measured (null when down or none). It
   * never makes the status "degraded": while it is out, its reads go to the primary.
   */
  replica: z.object({ state: z.enum(replicaStates), lag_seconds: z.number().nullable() }).optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
