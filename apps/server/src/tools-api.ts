import type { Database } from "./db";
import { sendConfirmationInstructions } from "./modules/auth/confirmation.service";
import { createMailService } from "./modules/mail/mail.service";
// Tools that build the app (benchmarks) see `app.readCache` through this plugin's type augmentation.
import "./plugins/read-cache";

// What the tools (tools/seed) use of the server, beside its db and config.
export { demoSignIn } from "./demo-sign-in";
export { createCollector, rotateCollectorTokens } from "./modules/ingest/collectors.service";
export {
  recordLatestSpeedtest,
  recordLatestTraffic,
  refreshSiteStatus,
} from "./modules/ingest/site-status.repository";
export { rebuildOrganismTrafficDays } from "./modules/ingest/traffic.repository";
export { ensureMonthPartitions } from "./modules/monitoring-storage/month-partitions";
export { applyMonitoringRetention, retentionCutoff } from "./modules/monitoring-storage/retention";
export { hashPassword } from "./security/passwords";

/**
 * Writes the confirmation mail of an unconfirmed account to the outbox, as
 * account creation does (the running server delivers it, or lists it on the
 * admin outbox page).
 */
export async function mailConfirmationInstructions(
  db: Database,
  user: { id: number; email: string; firstName: string; language: string },
  settings: { publicUrl: string; now?: () => Date },
): Promise<void> {
  const now = settings.now ?? (() => new Date());
  await sendConfirmationInstructions(
    {
      db,
      now,
      // Written only: the server's worker sends it.
      mail: createMailService({ logger: { info: () => {} }, isDeliveryConfigured: true, now }),
      config: {
        publicUrl: settings.publicUrl,
        staffEmailDomain: undefined,
        oidcIssuer: undefined,
        betaConsoleUrl: undefined,
      },
    },
    user,
  );
}

// What tools/bench/codes measures: code creation through the whole app (POST /api/coupons by app.inject).
export { buildApp } from "./app";
// What tools/bench/ingest measures: the traffic read of GET /api/monitoring/traffic, without HTTP; its
// target resolved once, with the admin's scope.
export { resolveSeriesTarget } from "./modules/monitoring/monitored-location.service";
export type { SeriesTarget } from "./modules/monitoring/series-target";
export { readTraffic } from "./modules/monitoring/traffic.service";
// What tools/bench/search measures: the search proxy's service, with the scope of an account.
export { searchIndex } from "./modules/search/search.service";
export { createSearchLimits } from "./modules/search/search-limits";
export { unscoped } from "./scope/scope";
export { scopeOf } from "./scope/scope-of";
