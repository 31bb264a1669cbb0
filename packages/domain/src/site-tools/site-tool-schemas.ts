import { z } from "zod";
import { requiredTextSchema } from "../inputs/text-schema";
import { diagnosisMeasureSchema, speedTestMeasureSchema } from "./site-tool-answers";
import { siteToolKinds } from "./site-tool-codes";

/** `POST /api/monitoring/sites/{id}/tools/speed_tests`: the line to measure. */
export const speedTestStartBodySchema = z.object({
  line_id: requiredTextSchema(64),
});
export type SpeedTestStartBody = z.output<typeof speedTestStartBodySchema>;

/**
 * The `site_tool` field of a collector command (kinds `speed_test` and `diagnosis`),
 * docs/ingest.md "Commands": what to run.
 */
export const collectorSiteToolSchema = z.object({
  run_id: z.number().int(),
  kind: z.enum(siteToolKinds),
  /** speed_test: the line to measure alone (its WAN interface); null for a diagnosis. */
  line_id: z.string().nullable(),
  /** diagnosis: the ports to try (53, 80, 443) and how many pings to send. */
  ports: z.array(z.number().int()).nullable(),
  pings: z.number().int().nullable(),
});
export type CollectorSiteTool = z.infer<typeof collectorSiteToolSchema>;

/**
 * The result of a `speed_test` or `diagnosis` command, in the body of
 * `POST /ingest/v1/commands/{id}/result` beside `status`: the measure that matches the kind.
 */
export const collectorSiteToolResultSchema = z.object({
  speed_test: speedTestMeasureSchema.optional(),
  diagnosis: diagnosisMeasureSchema.optional(),
});
export type CollectorSiteToolResult = z.output<typeof collectorSiteToolResultSchema>;
