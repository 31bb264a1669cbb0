import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { changeLogPruningIntervalMs, EquipmentChangeFeed, pruneChangeLog } from "../modules/maps";
import { createDailyTask } from "../modules/monitoring-storage";

declare module "fastify" {
  interface FastifyInstance {
    /** The process's LISTEN on equipment changes, fanned out to the open live maps. */
    equipmentChanges: EquipmentChangeFeed;
  }
}

/**
 * The live maps' feed: listens when the app is ready; ends the open streams
 * before the server closes (`preClose`: an open stream would keep
 * `app.close()` waiting), then stops listening. With `pruneChangeLog`
 * (main.ts), deletes the changes older than an hour, at start and every few
 * minutes; a failed run is logged, not fatal.
 */
export const liveEquipmentPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: { pruneChangeLog: boolean }) => {
    const logger = app.log.child({ component: "live-equipment" });
    const feed = new EquipmentChangeFeed(app.database, logger);
    app.decorate("equipmentChanges", feed);
    app.addHook("onReady", () => feed.start());
    app.addHook("preClose", async () => feed.endAll());
    app.addHook("onClose", () => feed.stop());
    if (!options.pruneChangeLog) return;
    const pruning = createDailyTask({
      run: async () => {
        const deleted = await pruneChangeLog(app.database.db, app.clock.now());
        if (deleted > 0) logger.debug({ deleted }, "Equipment change log pruned");
      },
      onError: (error) => logger.error({ err: error }, "Equipment change log pruning failed"),
      intervalMs: changeLogPruningIntervalMs,
    });
    app.addHook("onReady", () => pruning.start());
    app.addHook("onClose", () => pruning.stop());
  },
  { name: "ondine-live-equipment", dependencies: ["ondine-app-context", "ondine-database"] },
);
