import { Registry } from "prom-client";
import type { PoolStats } from "../../db";
import {
  type JobKindBacklog,
  type OutboxChannelBacklog,
  registerJobQueueMetrics,
  registerOutboxMetrics,
} from "./backlog-metrics";
import { type AnsweredRequest, registerHttpMetrics } from "./http-metrics";
import { type IngestItemCount, registerIngestMetrics } from "./ingest-metrics";
import { registerPoolMetrics } from "./pool-metrics";
import { processMetrics } from "./process-metrics";
import { type RuntimeSources, registerRuntimeMetrics } from "./runtime-metrics";

/** What an app's metrics read at each scrape (plugins/metrics.ts hands them from the app). */
export type MetricsSources = RuntimeSources & {
  /** pg only; PGlite has no pool. */
  poolStats?: (() => PoolStats) | undefined;
  readOutboxBacklog: () => Promise<readonly OutboxChannelBacklog[]>;
  readJobQueue: () => Promise<readonly JobKindBacklog[]>;
  logger: { warn: (details: object, message: string) => void };
};

/** One app's metrics (docs/operations.md#metrics): what it counts, and its scrape. */
export type AppMetrics = {
  countRequest(request: AnsweredRequest): void;
  countIngestItems(counts: readonly IngestItemCount[]): void;
  /** Prometheus' text format: the process's metrics, then the app's. */
  scrape(): Promise<string>;
  readonly contentType: string;
};

/**
 * The app's own registry (not prom-client's global one: tests build many apps
 * in one process, and each counts its own requests), with the process's
 * default metrics read beside it. `processMetrics` starts those when asked
 * to (`collectProcessMetrics`: METRICS_TOKEN is set), or at the first scrape.
 */
export function createAppMetrics(sources: MetricsSources, options: { collectProcessMetrics: boolean }): AppMetrics {
  const registry = new Registry();
  const countRequest = registerHttpMetrics(registry);
  const countIngestItems = registerIngestMetrics(registry);
  if (sources.poolStats) registerPoolMetrics(registry, sources.poolStats);
  registerOutboxMetrics(registry, sources.readOutboxBacklog, sources.logger);
  registerJobQueueMetrics(registry, sources.readJobQueue, sources.logger);
  registerRuntimeMetrics(registry, sources);
  if (options.collectProcessMetrics) processMetrics();
  return {
    countRequest,
    countIngestItems,
    scrape: async () => `${await processMetrics().metrics()}\n${await registry.metrics()}`,
    contentType: registry.contentType,
  };
}
