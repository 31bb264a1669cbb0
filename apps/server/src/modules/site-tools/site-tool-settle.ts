import { type CollectorSiteTool, diagnosisChecks, diagnosisPings } from "@ondine/domain";
import type { Database } from "../../db";
import { findFinishedSiteToolCommands, type SiteToolRunsPort } from "../iot";
import { readSiteAccessPointsNow } from "../monitoring";
import { findRunningSiteToolRunIds, findSiteToolRunTargets, finishSiteToolRun } from "./site-tool-runs.repository";

/**
 * What the iot delivery asks of the runs (docs/site-tools.md#commands), given
 * to it by the ingest's wiring: the `site_tool` of each run's command, and the
 * run's outcome in its result's transaction. A diagnosis done takes the access
 * points as monitoring counts them at that moment (muted ones left out).
 */
export const siteToolRunsPort: SiteToolRunsPort = {
  async describeSiteToolRuns(db, runIds) {
    const targets = await findSiteToolRunTargets(db, runIds);
    return new Map(
      targets.map((run): [number, CollectorSiteTool] => [
        run.id,
        run.kind === "speed_test"
          ? { run_id: run.id, kind: run.kind, line_id: run.lineId, ports: null, pings: null }
          : {
              run_id: run.id,
              kind: run.kind,
              line_id: null,
              ports: diagnosisChecks.map((check) => check.port),
              pings: diagnosisPings,
            },
      ]),
    );
  },

  async settleSiteToolRun(tx, { runId, siteId, finishedAt, outcome }) {
    if (outcome.state !== "done") {
      await finishSiteToolRun(tx, runId, finishedAt, outcome);
      return;
    }
    const accessPoints = outcome.diagnosis ? await readSiteAccessPointsNow(tx, siteId) : null;
    await finishSiteToolRun(tx, runId, finishedAt, {
      state: "done",
      speedTest: outcome.speedTest,
      diagnosis: outcome.diagnosis,
      accessPoints,
    });
  },
};

/**
 * The running runs (of `siteId`, or all) whose command is over at `now`
 * without their result having settled them: expired, the same minute check
 * as every command (docs/site-tools.md#commands), or, should it ever be,
 * failed. Called by the minute sweep, and before a site's tools are read or
 * started, so no run reads as running past its command's `expires_at`.
 * Returns how many it settled.
 */
export async function settleSiteToolRuns(db: Database, now: Date, siteId?: number): Promise<number> {
  const running = await findRunningSiteToolRunIds(db, siteId);
  const finished = await findFinishedSiteToolCommands(db, running, now);
  let settled = 0;
  for (const command of finished) {
    // An acknowledged command settled its run with its measure, in its result's transaction.
    if (command.state === "acknowledged") continue;
    const end =
      command.state === "failed"
        ? { state: "failed" as const, failure: command.failure }
        : { state: "expired" as const };
    if (await finishSiteToolRun(db, command.runId, command.finishedAt, end)) settled += 1;
  }
  return settled;
}
