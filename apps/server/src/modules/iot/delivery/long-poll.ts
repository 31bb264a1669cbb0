import type { CollectorIotCommand } from "@ondine/domain";
import type { Database } from "../../../db";
import type { IotCommandWaiter } from "./command-waiter";
import { type CommandCollector, takePendingIotCommands } from "./delivery.service";
import type { SiteToolRunsPort } from "./site-tool-runs-port";

/**
 * `GET /ingest/v1/commands?wait=`: the collector's pending commands now, or,
 * when there are none, the first ones made within `waitSeconds`; none when
 * the time is up, the request closes or the server closes. `siteToolRuns`
 * describes the site tools' commands (docs/site-tools.md#commands).
 */
export async function waitForIotCommands(options: {
  db: Database;
  waiter: IotCommandWaiter;
  collector: CommandCollector;
  waitSeconds: number;
  now: () => Date;
  signal?: AbortSignal;
  siteToolRuns?: SiteToolRunsPort;
}): Promise<CollectorIotCommand[]> {
  const { db, waiter, collector, siteToolRuns } = options;
  if (options.waitSeconds <= 0 || collector.siteIds.size === 0) {
    return takePendingIotCommands(db, collector, options.now(), siteToolRuns);
  }
  const deadline = Date.now() + options.waitSeconds * 1000;
  const watch = waiter.watch(collector.siteIds);
  try {
    for (;;) {
      const commands = await takePendingIotCommands(db, collector, options.now(), siteToolRuns);
      const left = deadline - Date.now();
      if (commands.length > 0 || left <= 0) return commands;
      const why = await watch.wait(left, options.signal);
      if (why === "aborted" || why === "closing") return [];
    }
  } finally {
    watch.close();
  }
}
