import { z } from "zod";

export const databaseEngines = ["pglite", "postgres"] as const;
export type DatabaseEngine = (typeof databaseEngines)[number];

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
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
