import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { changeLogPruningIntervalMs, EquipmentChangeFeed, pruneChangeLog } from "../modules/maps";

declare module "fastify" {
  interface FastifyInstance {
    /** The process's LISTEN on equipment changes, fanned out to the open live maps. */
    equipmentChanges: EquipmentChangeFeed;
  }
}

/** Deleting the change log's old rows, as a job (docs/operations.md#background-jobs). */
export const changeLogPruningKind = "maps.prune-change-log";

/**
 * The live maps' feed: listens when the app is ready; ends the open streams
 * before the server closes (`preClose`: an open stream would keep
 * `app.close()` waiting), then stops listening. Deletes the changes older
 * than an hour every few minutes, as a job that one instance runs
 * (`app.jobs`).
 */
export const liveEquipmentPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    const logger = app.log.child({ component: "live-equipment" });
    const feed = new EquipmentChangeFeed(app.database, logger);
    app.decorate("equipmentChanges", feed);
    app.addHook("onReady", () => feed.start());
    app.addHook("preClose", async () => feed.endAll());
    app.addHook("onClose", () => feed.stop());
    app.jobs.handle(changeLogPruningKind, async () => {
      const deleted = await pruneChangeLog(app.database.db, app.clock.now());
      if (deleted > 0) logger.debug({ deleted }, "Equipment change log pruned");
    });
    app.jobs.every(changeLogPruningKind, changeLogPruningIntervalMs);
  },
  { name: "ondine-live-equipment", dependencies: ["ondine-app-context", "ondine-database", "ondine-jobs"] },
);
