import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { expireIotCommands, IotCommandWaiter, iotCommandSweepIntervalMs } from "../modules/iot";
import { createDailyTask } from "../modules/monitoring-storage";

declare module "fastify" {
  interface FastifyInstance {
    /** The process's LISTEN on new IoT commands, waking the collectors' waiting requests. */
    iotCommandWaiter: IotCommandWaiter;
  }
}

/**
 * The IoT commands' delivery: listens when the app is ready; answers the
 * collectors' waiting requests before the server closes (`preClose`: a
 * waiting request would keep `app.close()` waiting), then stops listening.
 * With `sweepExpired` (main.ts), marks expired the commands whose time is up,
 * at start and every minute (the console's reads never show one as pending
 * anyway); a failed run is logged, not fatal.
 */
export const iotCommandsPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: { sweepExpired: boolean }) => {
    const logger = app.log.child({ component: "iot-commands" });
    const waiter = new IotCommandWaiter(app.database, logger);
    app.decorate("iotCommandWaiter", waiter);
    app.addHook("onReady", () => waiter.start());
    app.addHook("preClose", async () => waiter.endAll());
    app.addHook("onClose", () => waiter.stop());
    if (!options.sweepExpired) return;
    const sweep = createDailyTask({
      run: async () => {
        const expired = await expireIotCommands(app.database.db, app.clock.now());
        if (expired > 0) logger.info({ expired }, "IoT commands expired without a result");
      },
      onError: (error) => logger.error({ err: error }, "IoT command expiry failed"),
      intervalMs: iotCommandSweepIntervalMs,
    });
    app.addHook("onReady", () => sweep.start());
    app.addHook("onClose", () => sweep.stop());
  },
  { name: "ondine-iot-commands", dependencies: ["ondine-app-context", "ondine-database"] },
);
