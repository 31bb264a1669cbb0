import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { expireIotCommands, IotCommandWaiter, iotCommandSweepIntervalMs } from "../modules/iot";
import { settlePrivateKeyCommands } from "../modules/private-wifi";

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
 * (docs/private-wifi.md#commands).
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
      if (expired === 0) return;
      logger.info({ expired }, "IoT commands expired without a result");
      const settled = await settlePrivateKeyCommands(app.database.db, now);
      if (settled.failed > 0) logger.info(settled, "Private Wi-Fi keys whose command expired turned failed");
    });
    app.jobs.every(iotCommandExpiryKind, iotCommandSweepIntervalMs);
  },
  { name: "ondine-iot-commands", dependencies: ["ondine-app-context", "ondine-database", "ondine-jobs"] },
);
