import { z } from "zod";

/**
 * `GET /api/health/live`: the process runs and its event loop turns (it
 * answered). Asks nothing of the database: a liveness probe that failed with
 * the database would restart every instance during a database outage.
 */
export const livenessResponseSchema = z.object({
  status: z.literal("alive"),
  uptime_seconds: z.number(),
});
export type LivenessResponse = z.infer<typeof livenessResponseSchema>;

/**
 * `GET /api/health/ready`: whether this instance can serve. "ready" (200)
 * when the database answers and has applied every migration this version
 * ships; "not_ready" (503) otherwise.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(["ready", "not_ready"]),
  database: z.object({
    state: z.enum(["up", "down"]),
    /** Migrations the database has applied; null when it does not answer. */
    migrations_applied: z.number().int().nullable(),
    /** Migrations this version ships (apps/server/drizzle): the database must have applied at least these. */
    migrations_expected: z.number().int(),
  }),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
