import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { expireIotCommands, IotCommandWaiter, iotCommandSweepIntervalMs } from "../modules/iot";
import { settlePrivateKeyCommands } from "../modules/private-wifi";
import { settleSiteToolRuns } from "../modules/site-tools";

declare module "fastify" {
  interface FastifyInstance {
    /** The process's LISTEN on new IoT commands, waking the collectors' waiting requests. */
    iotCommandWaiter: IotCommandWaiter;
  }
}

/** Marking expired the IoT commands whose time is up, as a job (docs/operations.md#background-jobs). */
export const iotCommandExpiryKind = "iot.expire-commands";

/**
 * The IoT commands' delivery: listens when the app is ready; answers the
 * collectors' waiting requests before the server closes (`preClose`: a
 * waiting request would keep `app.close()` waiting), then stops listening.
 * Marks expired the commands whose time is up every minute, as a job that
 * one instance runs (`app.jobs`; the console's reads never show one as
 * pending anyway), then settles the private keys they carried
 * (docs/private-wifi.md#commands) and the site tools' runs whose command is
 * over, however it expired (docs/site-tools.md#commands).
 */
export const iotCommandsPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    const logger = app.log.child({ component: "iot-commands" });
    const waiter = new IotCommandWaiter(app.database, logger);
    app.decorate("iotCommandWaiter", waiter);
    app.addHook("onReady", () => waiter.start());
    app.addHook("preClose", async () => waiter.endAll());
    app.addHook("onClose", () => waiter.stop());
    app.jobs.handle(iotCommandExpiryKind, async () => {
      const now = app.clock.now();
      const expired = await expireIotCommands(app.database.db, now);
      // Every minute: a collector's call may have marked its site's commands expired before this sweep.
      const runs = await settleSiteToolRuns(app.database.db, now);
      if (runs > 0) logger.info({ runs }, "Site tool runs whose command ended without a result settled");
      if (expired === 0) return;
      logger.info({ expired }, "IoT commands expired without a result");
      const settled = await settlePrivateKeyCommands(app.database.db, now);
      if (settled.failed > 0) logger.info(settled, "Private Wi-Fi keys whose command expired turned failed");
    });
    app.jobs.every(iotCommandExpiryKind, iotCommandSweepIntervalMs);
  },
  { name: "ondine-iot-commands", dependencies: ["ondine-app-context", "ondine-database", "ondine-jobs"] },
);
