import { z } from "zod";
import { textSchema } from "../inputs/text-schema";
import { diagnosisCheckNames, siteToolKinds, siteToolRunStates } from "./site-tool-codes";

// What the collector sends back and what the console reads (docs/site-tools.md#calls). The collector's
// texts (a target, an error, the test server) come in a request and are kept: the text schema reads them.

const instant = z.iso.datetime({ offset: true });
const bitsPerSecond = z.number().int().min(0).max(1e12);
const milliseconds = z.number().min(0).max(600_000);

/** A speed test's measure on one line, as the collector reports it. */
export const speedTestMeasureSchema = z.object({
  /** Bits per second, as measured at the collector (before the correction). */
  download: bitsPerSecond,
  upload: bitsPerSecond,
  latency_ms: milliseconds,
  jitter_ms: milliseconds.optional(),
  /** The test server the collector used, its own words. */
  server: textSchema(200).optional(),
});
export type SpeedTestMeasure = z.infer<typeof speedTestMeasureSchema>;

/** One port check of a diagnosis. */
export const diagnosisCheckMeasureSchema = z.object({
  name: z.enum(diagnosisCheckNames),
  port: z.number().int().min(1).max(65_535),
  /** The host or address tried. */
  target: textSchema(200),
  reachable: z.boolean(),
  /** Time to answer; null when it did not. */
  latency_ms: milliseconds.nullable(),
  /** The collector's words when it failed (time-out, refused, no answer to the DNS query...). */
  error: textSchema(200).nullable().optional(),
});
export type DiagnosisCheckMeasure = z.infer<typeof diagnosisCheckMeasureSchema>;

/** A diagnosis as the collector reports it: the three port checks and a ping series. */
export const diagnosisMeasureSchema = z.object({
  checks: z.array(diagnosisCheckMeasureSchema).min(1).max(10),
  /** The ping series toward the Internet: how many were sent and lost, and the average round trip. */
  ping: z.object({
    target: textSchema(200),
    sent: z.number().int().min(1).max(1000),
    lost: z.number().int().min(0).max(1000),
    average_ms: milliseconds.nullable(),
  }),
});
export type DiagnosisMeasure = z.infer<typeof diagnosisMeasureSchema>;

/** Access points' state at the moment of the diagnosis, read from monitoring by the server. */
export const diagnosisAccessPointsSchema = z.object({
  total: z.number().int(),
  unreachable: z.number().int(),
  /** Unreachable access points grouped where they are: building and floor names, null when not placed. */
  unreachable_places: z.array(
    z.object({ building: z.string().nullable(), floor: z.string().nullable(), count: z.number().int() }),
  ),
});
export type DiagnosisAccessPoints = z.infer<typeof diagnosisAccessPointsSchema>;

/** A run as the console reads it. */
export const siteToolRunSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  kind: z.enum(siteToolKinds),
  state: z.enum(siteToolRunStates),
  /** speed_test: the line measured; null for a diagnosis. */
  line: z
    .object({
      id: z.string(),
      name: z.string(),
      /** The line's contracted rate (its `bandwidth_max`) when the test was asked, bits per second. */
      contracted_download: z.number().int().nullable(),
    })
    .nullable(),
  requested_by: z.string().nullable(),
  created_at: instant,
  finished_at: instant.nullable(),
  /** The collector's words when it failed. */
  failure: z.string().nullable(),
  /** speed_test when done: the measure as reported. */
  speed_test: speedTestMeasureSchema.nullable(),
  /** diagnosis when done: the measure as reported, and the access points as monitoring saw them then. */
  diagnosis: diagnosisMeasureSchema.extend({ access_points: diagnosisAccessPointsSchema }).nullable(),
});
export type SiteToolRun = z.infer<typeof siteToolRunSchema>;

/** `GET /api/monitoring/sites/{id}/tools`: the site's lines and the latest runs. */
export const siteToolsAnswerSchema = z.object({
  site_id: z.number().int(),
  lines: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      state: z.string(),
      /** Contracted rate, bits per second (the line's `bandwidth_max`). */
      contracted_download: z.number().int(),
      /** The line's speed tests, newest first (at most siteToolLimits.historyLength). */
      speed_tests: z.array(siteToolRunSchema),
    }),
  ),
  /** The site's diagnoses, newest first (at most siteToolLimits.historyLength). */
  diagnoses: z.array(siteToolRunSchema),
});
export type SiteToolsAnswer = z.infer<typeof siteToolsAnswerSchema>;

/** What a start answers: the run, `running`. */
export const siteToolStartAnswerSchema = siteToolRunSchema;
