import type { Database } from "./db";
import { sendConfirmationInstructions } from "./modules/auth";
import { createMailService } from "./modules/mail";
// Tools that build the app (benchmarks) see `app.readCache` through this plugin's type augmentation.
import "./plugins/read-cache";

// What the tools (tools/seed) use of the server, beside its db and config.
export { demoSignIn } from "./demo-sign-in";
export { createCollector, rotateCollectorTokens } from "./modules/ingest";
// The derived state the monitoring module keeps (site status, organisms' traffic days), recomputed after
// the tools' bulk inserts.
export {
  rebuildOrganismTrafficDays,
  recordLatestSpeedtest,
  recordLatestTraffic,
  refreshSiteStatus,
} from "./modules/monitoring";
export { applyMonitoringRetention, ensureMonthPartitions, retentionCutoff } from "./modules/monitoring-storage";
// The support desk's calendar from the settings: the seed reads its tickets' SLA with the server's clock.
export { ticketBusinessCalendar } from "./modules/tickets";
// What tools/start runs: the server itself, the demo data seeded on the database it opened
// (docs/performance.md#cold-start).
export { runServer, type ServerStartHooks } from "./run-server";
export { hashPassword } from "./security/passwords";
// What tools/bench/graphql uses to store an API token as POST /api/generate_api_token does.
export { randomToken, sha256Hex } from "./security/secret-tokens";

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
// What tools/bench/alerts measures: an outage's periodic check, the alert evaluation and its mails
// (docs/performance.md#alerts), the mails written to the outbox as the jobs write them.
export { runAlertEvaluation } from "./modules/alerts";
export { evaluateSiteAvailability } from "./modules/availability";
export { createMailService } from "./modules/mail";
// What tools/bench/ingest measures: the traffic read of GET /api/monitoring/traffic, without HTTP; its
// target resolved once, with the admin's scope.
export { readFloorPlanImage } from "./modules/maps";
export { readTraffic, resolveSeriesTarget, type SeriesTarget } from "./modules/monitoring";
// What tools/bench/search measures: the search proxy's service, with the scope of an account, and the
// figures kept between code searches.
export { createSearchLimits, listenToCodeChanges, SearchFiguresCache, searchIndex } from "./modules/search";
// What tools/bench/casting measures: each casting statistic's service, with the scope of an account.
export { readCastingStatistic } from "./modules/statistics";
// What tools/bench/webhooks measures: events recorded as the producers record them, delivered by the app's jobs.
export { recordWebhookEvents } from "./modules/webhooks";
export { unscoped } from "./scope/scope";
export { scopeOf } from "./scope/scope-of";
