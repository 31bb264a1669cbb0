import type { CollectorSiteTool, DiagnosisMeasure, SpeedTestMeasure } from "@ondine/domain";
import type { Database } from "../../../db";

/** What became of a `speed_test` or `diagnosis` command, for its run (docs/site-tools.md#model). */
export type SiteToolCommandOutcome =
  | { state: "done"; speedTest: SpeedTestMeasure | null; diagnosis: DiagnosisMeasure | null }
  | { state: "failed"; failure: string | null }
  | { state: "expired" };

/**
 * Where the command delivery meets the site tools' runs (docs/site-tools.md#commands), which
 * this module does not own: the site-tools module builds on iot's `queueIotCommand`, so iot
 * imports none of it and the ingest's wiring hands this port in.
 */
export interface SiteToolRunsPort {
  /** The `site_tool` field of these runs' commands, as the collector receives it, by run id. */
  describeSiteToolRuns(db: Database, runIds: readonly number[]): Promise<ReadonlyMap<number, CollectorSiteTool>>;
  /**
   * In the result's transaction: the command's run takes its outcome (`finishedAt`: when the
   * collector says it finished, or the command's `expires_at`). A run already settled stays as it is.
   */
  settleSiteToolRun(
    tx: Database,
    values: { runId: number; siteId: number; finishedAt: Date; outcome: SiteToolCommandOutcome },
  ): Promise<void>;
}
