import {
  type Actor,
  canRunSiteTools,
  type SiteToolKind,
  type SiteToolRun,
  type SiteToolsAnswer,
  type SpeedTestStartBody,
  siteToolLimits,
} from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { ModuleDependencies } from "../../module-dependencies";
import type { ScopedSite } from "../../scope/in-scope";
import type { Scope } from "../../scope/scope";
import { queueIotCommand } from "../iot";
import { findSiteLines, resolveMonitoredSite } from "../monitoring";
import { presentSiteToolRun } from "./site-tool-run.presenter";
import {
  findLatestSiteToolRuns,
  findRunningSiteToolRun,
  findSiteToolRunInScope,
  insertSiteToolRun,
  lockSiteTools,
  setSiteToolRunRequester,
} from "./site-tool-runs.repository";
import { settleSiteToolRuns } from "./site-tool-settle";

/** Who calls the site tools: what the permissions read of them, and their scope. */
export type SiteToolsCaller = { actor: Actor & { impersonatorId?: number | null }; scope: Scope };

/** docs/site-tools.md#roles: the `speedtest` role or an admin, else 403 before anything is read. */
export function assertMayRunSiteTools(caller: SiteToolsCaller): void {
  if (!canRunSiteTools(caller.actor)) throw new AppError("NOT_ALLOWED", "Site tools need the speedtest role.");
}

/** A start's answer: the run, and whether this call made it (201) or found it running (200). */
export type SiteToolStart = { run: SiteToolRun; created: boolean };

const noSuchRun = () => new AppError("NOT_FOUND", "No such site tool run.");

/**
 * `GET /monitoring/sites/{id}/tools` (docs/site-tools.md#calls): the site's
 * lines, each with its latest speed tests, and its latest diagnoses, newest
 * first. Runs whose command is over are settled first, so none reads as
 * running past its time.
 */
export async function getSiteTools(
  deps: ModuleDependencies,
  caller: SiteToolsCaller,
  siteId: number,
): Promise<SiteToolsAnswer> {
  const { db } = deps;
  const site = await resolveMonitoredSite(db, caller.scope, siteId);
  await settleSiteToolRuns(db, deps.now(), site.id);
  const limit = siteToolLimits.historyLength;
  const lines = await findSiteLines(db, site);
  const [speedTests, diagnoses] = await Promise.all([
    Promise.all(lines.map((line) => findLatestSiteToolRuns(db, site, "speed_test", line.lineId, limit))),
    findLatestSiteToolRuns(db, site, "diagnosis", null, limit),
  ]);
  return {
    site_id: site.id,
    lines: lines.map((line, index) => ({
      id: line.lineId,
      name: line.name,
      state: line.state,
      contracted_download: line.bandwidthMax,
      speed_tests: (speedTests[index] ?? []).map(presentSiteToolRun),
    })),
    diagnoses: diagnoses.map(presentSiteToolRun),
  };
}

/** `GET /monitoring/site_tools/runs/{id}`: one run of a site in scope; another's, or none, 404. */
export async function getSiteToolRun(
  deps: ModuleDependencies,
  caller: SiteToolsCaller,
  id: number,
): Promise<SiteToolRun> {
  const found = await findSiteToolRunInScope(deps.db, caller.scope, id);
  if (!found) throw noSuchRun();
  if (found.state !== "running") return presentSiteToolRun(found);
  await settleSiteToolRuns(deps.db, deps.now(), found.siteId);
  const run = await findSiteToolRunInScope(deps.db, caller.scope, id);
  if (!run) throw noSuchRun();
  return presentSiteToolRun(run);
}

/**
 * `POST /monitoring/sites/{id}/tools/speed_tests` (docs/site-tools.md#speed-test):
 * one line of the site measured alone. A line the site does not have is 422
 * `errors.line_id`. The line's name and contracted rate are kept on the run.
 */
export function startSpeedTest(
  deps: ModuleDependencies,
  caller: SiteToolsCaller,
  siteId: number,
  body: SpeedTestStartBody,
): Promise<SiteToolStart> {
  return startSiteTool(deps, caller, siteId, "speed_test", async (tx, site) => {
    const line = (await findSiteLines(tx, site)).find((candidate) => candidate.lineId === body.line_id);
    if (!line) {
      throw new AppError("INVALID_PARAMETERS", "This site has no such line.", { line_id: ["formErrors.invalid"] });
    }
    return { lineId: line.lineId, name: line.name, contractedDownload: line.bandwidthMax };
  });
}

/** `POST /monitoring/sites/{id}/tools/diagnoses` (docs/site-tools.md#diagnosis): the site's Internet access and Wi-Fi. */
export function startDiagnosis(
  deps: ModuleDependencies,
  caller: SiteToolsCaller,
  siteId: number,
): Promise<SiteToolStart> {
  return startSiteTool(deps, caller, siteId, "diagnosis", async () => null);
}

/**
 * docs/site-tools.md#model: in one transaction, under the site's lock, the
 * run already running on that target (then nothing more), or a new run and
 * its command to the site's collector, naming who asked.
 */
async function startSiteTool(
  deps: ModuleDependencies,
  caller: SiteToolsCaller,
  siteId: number,
  kind: SiteToolKind,
  lineOf: (
    tx: Database,
    site: ScopedSite,
  ) => Promise<{ lineId: string; name: string; contractedDownload: number | null } | null>,
): Promise<SiteToolStart> {
  const site = await resolveMonitoredSite(deps.db, caller.scope, siteId);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await lockSiteTools(tx, site);
    const line = await lineOf(tx, site);
    // A run whose command expired no longer holds its target.
    await settleSiteToolRuns(tx, now, site.id);
    const running = await findRunningSiteToolRun(tx, site, kind, line?.lineId ?? null);
    if (running) return { run: presentSiteToolRun(running), created: false };
    const run = await insertSiteToolRun(tx, { site, kind, line, createdAt: now });
    const command = await queueIotCommand(tx, {
      site,
      actor: { id: caller.actor.id, impersonatorId: caller.actor.impersonatorId ?? null },
      now,
      kind,
      siteToolRunId: run.id,
    });
    const named = await setSiteToolRunRequester(tx, run.id, {
      userId: command.actorUserId,
      name: command.actorName,
    });
    return { run: presentSiteToolRun(named), created: true };
  });
}
