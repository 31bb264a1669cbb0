import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { createDailyTask, maintainMonitoringStorage } from "../modules/monitoring-storage";

/**
 * With `runMaintenance` (main.ts), keeps the monitoring time series: when
 * the app is ready and then daily, makes this and next month's partitions
 * and applies the retention (MONITORING_RETENTION_MONTHS); stops, after a
 * run under way, when the app closes. A failed run is logged, not fatal.
 */
export const monitoringStoragePlugin = fastifyPlugin(
  async (app: FastifyInstance, options: { runMaintenance: boolean }) => {
    if (!options.runMaintenance) return;
    const logger = app.log.child({ component: "monitoring-storage" });
    const task = createDailyTask({
      run: async () => {
        const report = await maintainMonitoringStorage(
          app.database.db,
          app.clock.now(),
          app.config.monitoringRetentionMonths,
        );
        logger.info(report, "Monitoring partitions and retention applied");
      },
      onError: (error) => logger.error({ err: error }, "Monitoring storage maintenance failed"),
    });
    app.addHook("onReady", () => task.start());
    app.addHook("onClose", () => task.stop());
  },
  { name: "ondine-monitoring-storage", dependencies: ["ondine-app-context", "ondine-database"] },
);
