import {
  type CollectorCommandResult,
  type CollectorIotCommand,
  canMoveIotCommand,
  type IotCommandResultAnswer,
  isPendingIotCommand,
} from "@ondine/domain";
import type { Database } from "../../../db";
import { AppError } from "../../../errors/app-error";
import {
  collectorIotCommands,
  expirePendingIotCommands,
  finishIotCommand,
  giveRoomKey,
  type IotCommandRow,
  isSiteToolCommand,
  lockIotCommand,
  markDeliverableIotCommandsSent,
  releaseSpares,
  swapInSpare,
} from "./delivery.repository";
import type { SiteToolCommandOutcome, SiteToolRunsPort } from "./site-tool-runs-port";

/** The collector asking: who it is and the sites whose commands it runs (the ingest's collector fits). */
export type CommandCollector = { id: number; siteIds: ReadonlySet<number> };

/**
 * `GET /ingest/v1/commands`, once: in one transaction, expires the collector's
 * commands whose time is up, then takes its deliverable ones (queued, or sent
 * too long ago without a result), oldest first, at most 100, and marks them
 * sent to it. A command may thus come twice: the collector keys them by id.
 * `siteToolRuns` describes the site tools' commands (docs/site-tools.md#commands).
 */
export async function takePendingIotCommands(
  db: Database,
  collector: CommandCollector,
  now: Date,
  siteToolRuns?: SiteToolRunsPort,
): Promise<CollectorIotCommand[]> {
  const siteIds = [...collector.siteIds];
  if (siteIds.length === 0) return [];
  return db.transaction(async (tx) => {
    await expirePendingIotCommands(tx, now, siteIds);
    const sent = await markDeliverableIotCommandsSent(tx, siteIds, collector.id, now);
    return collectorIotCommands(tx, sent, siteToolRuns);
  });
}

const finishedError = () =>
  new AppError("INVALID_PARAMETERS", "This command is already finished.", {
    command: ["iots.command.errors.finished"],
  });

/**
 * `POST /ingest/v1/commands/{id}/result`: what became of a command sent to
 * the collector, and its effects, in one transaction. Another site's command
 * (or none) is 404; a finished one, or one whose time is up (then marked
 * expired), is 422. A `speed_test` or `diagnosis` command's run takes its
 * outcome through `siteToolRuns` (docs/site-tools.md#commands); acknowledged
 * without the measure of its kind, it is 422 and nothing is recorded.
 */
export async function recordIotCommandResult(
  db: Database,
  collector: CommandCollector,
  id: number,
  result: CollectorCommandResult,
  now: Date,
  siteToolRuns?: SiteToolRunsPort,
): Promise<IotCommandResultAnswer> {
  const outcome = await db.transaction(async (tx) => {
    const command = await lockIotCommand(tx, id);
    if (!command || !collector.siteIds.has(command.siteId)) return "not_found" as const;
    if (!isPendingIotCommand(command.state)) return "finished" as const;
    const settleRun = (finishedAt: Date, runOutcome: SiteToolCommandOutcome) =>
      settleSiteToolRunOf(tx, command, finishedAt, runOutcome, siteToolRuns);
    if (command.expiresAt <= now) {
      await finishIotCommand(tx, command.id, { state: "expired", finishedAt: command.expiresAt });
      if (command.kind === "replace") await releaseSpares(tx, [command.id]);
      await settleRun(command.expiresAt, { state: "expired" });
      return "finished" as const;
    }
    // Queued: never delivered, so no result can be known of it.
    if (!canMoveIotCommand(command.state, result.status)) return "not_sent" as const;
    const missing = missingMeasure(command, result);
    if (missing) return { id: command.id, state: "missing_measure", measure: missing } as const;
    // The collector's stamp, when it is a believable one; else the time it tells us.
    const finishedAt = result.stamp && result.stamp >= command.createdAt && result.stamp <= now ? result.stamp : now;
    if (result.status === "failed") {
      const failure = result.message?.trim() || null;
      await finishIotCommand(tx, command.id, { state: "failed", finishedAt, failure });
      if (command.kind === "replace") await releaseSpares(tx, [command.id]);
      await settleRun(finishedAt, { state: "failed", failure });
      return { id: command.id, state: "failed" } as const;
    }
    await finishIotCommand(tx, command.id, { state: "acknowledged", finishedAt });
    if (command.kind === "replace") await swapInSpare(tx, command, now);
    if (command.kind === "checkout") await giveRoomKey(tx, command, now);
    await settleRun(finishedAt, {
      state: "done",
      speedTest: command.kind === "speed_test" ? (result.speed_test ?? null) : null,
      diagnosis: command.kind === "diagnosis" ? (result.diagnosis ?? null) : null,
    });
    return { id: command.id, state: "acknowledged" } as const;
  });
  if (outcome === "not_found") throw new AppError("NOT_FOUND", "No such command.");
  if (outcome === "finished") throw finishedError();
  if (outcome === "not_sent") {
    throw new AppError("INVALID_PARAMETERS", "This command was never sent.", { command: ["formErrors.invalid"] });
  }
  if (outcome.state === "missing_measure") {
    const field: string = outcome.measure;
    throw new AppError("INVALID_PARAMETERS", `An acknowledged ${field} needs its measure.`, {
      [field]: ["formErrors.required"],
    });
  }
  return { id: outcome.id, state: outcome.state };
}

/** docs/site-tools.md#commands: an acknowledged speed test or diagnosis carries the measure of its kind. */
function missingMeasure(command: IotCommandRow, result: CollectorCommandResult): "speed_test" | "diagnosis" | null {
  if (result.status !== "acknowledged") return null;
  if (command.kind === "speed_test" && !result.speed_test) return "speed_test";
  if (command.kind === "diagnosis" && !result.diagnosis) return "diagnosis";
  return null;
}

/** A site tool command's run takes its outcome, in the result's transaction; other kinds have none. */
async function settleSiteToolRunOf(
  tx: Database,
  command: IotCommandRow,
  finishedAt: Date,
  outcome: SiteToolCommandOutcome,
  siteToolRuns: SiteToolRunsPort | undefined,
): Promise<void> {
  if (!isSiteToolCommand(command) || command.siteToolRunId === null) return;
  // Never recorded without its run: the transaction rolls back and the collector may report again.
  if (!siteToolRuns) throw new Error("site tool commands need the site tools' port");
  await siteToolRuns.settleSiteToolRun(tx, {
    runId: command.siteToolRunId,
    siteId: command.siteId,
    finishedAt,
    outcome,
  });
}

/** The expiry sweep's run: every site's commands whose time is up. */
export function expireIotCommands(db: Database, now: Date): Promise<number> {
  return db.transaction((tx) => expirePendingIotCommands(tx, now));
}
