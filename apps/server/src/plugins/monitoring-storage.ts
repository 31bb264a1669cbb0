import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { maintainMonitoringStorage, storageMaintenanceIntervalMs } from "../modules/monitoring-storage";

/** The daily care of the monitoring series, as a job (docs/operations.md#background-jobs). */
export const monitoringStorageMaintenanceKind = "monitoring-storage.maintain";

/**
 * Keeps the monitoring time series: makes this and next month's partitions
 * and applies the retention (MONITORING_RETENTION_MONTHS) daily, as a job
 * that one instance runs (`app.jobs`). With `runMaintenance` (main.ts), also
 * once inline when the app is ready, before it serves, so a fresh database
 * has this month's partitions before the first ingest. A failed run is
 * logged, not fatal; the job is retried.
 */
export const monitoringStoragePlugin = fastifyPlugin(
  async (app: FastifyInstance, options: { runMaintenance: boolean }) => {
    const logger = app.log.child({ component: "monitoring-storage" });
    const maintain = async () => {
      const report = await maintainMonitoringStorage(
        app.database.db,
        app.clock.now(),
        app.config.monitoringRetentionMonths,
      );
      logger.info(report, "Monitoring partitions and retention applied");
    };
    app.jobs.handle(monitoringStorageMaintenanceKind, maintain);
    app.jobs.every(monitoringStorageMaintenanceKind, storageMaintenanceIntervalMs);
    if (!options.runMaintenance) return;
    // Partitions are made with CREATE ... IF NOT EXISTS and old ones dropped IF EXISTS, so this
    // run and the day's job (here or on another instance) may overlap harmlessly.
    app.addHook("onReady", () =>
      maintain().catch((error: unknown) => logger.error({ err: error }, "Monitoring storage maintenance failed")),
    );
  },
  { name: "ondine-monitoring-storage", dependencies: ["ondine-app-context", "ondine-database", "ondine-jobs"] },
);
