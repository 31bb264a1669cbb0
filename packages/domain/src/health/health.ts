import { z } from "zod";

export const databaseEngines = ["pglite", "postgres"] as const;
export type DatabaseEngine = (typeof databaseEngines)[number];

/** `GET /api/health`: the process and its database. */
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
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
