import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from "fastify";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db";
import { errorHandlerPlugin } from "./errors/error-handler";
import { logFormatFor, loggerOptions, requestIdFor } from "./logger";
import { advertisementsRoutes, portalAnnouncementsRoutes } from "./modules/advertisements";
import { alertsRoutes } from "./modules/alerts";
import { auditRoutes } from "./modules/audit";
import { authRoutes } from "./modules/auth";
import { availabilityRoutes } from "./modules/availability";
import { betaHandoffRoutes } from "./modules/beta-handoff";
import { couponsRoutes } from "./modules/coupons";
import { exportsRoutes } from "./modules/exports";
import { graphqlRoutes } from "./modules/graphql";
import { healthProbesRoutes, healthRoutes } from "./modules/health";
import { ingestRoutes } from "./modules/ingest";
import { iotRoutes } from "./modules/iot";
import { legalRoutes } from "./modules/legal";
import { locationsRoutes } from "./modules/locations";
import { type MailTransport, outboxRoutes } from "./modules/mail";
import { liveEquipmentRoutes, mapsRoutes } from "./modules/maps";
import { metricsRoutes } from "./modules/metrics";
import { monitoringRoutes } from "./modules/monitoring";
import { MemberAddressCheck, organismSecurityRoutes } from "./modules/organism-security";
import { privateWifiRoomKeys, privateWifiRoutes } from "./modules/private-wifi";
import { publicConfigRoutes } from "./modules/public-config";
import { searchRoutes } from "./modules/search";
import { silenceRoutes } from "./modules/silence";
import { siteToolsRoutes } from "./modules/site-tools";
import type { SmsTransport } from "./modules/sms";
import { sponsorsRoutes } from "./modules/sponsors";
import { ssoRoutes } from "./modules/sso";
import { castingRoutes, reportingRoutes, statisticsOverviewRoutes } from "./modules/statistics";
import { ticketsExportRoutes, ticketsRoutes } from "./modules/tickets";
import { logAsRoutes, usersRoutes } from "./modules/users";
import { webhooksRoutes } from "./modules/webhooks";
import { answerSerializerCompiler } from "./openapi/answer-serialization";
import { declaredAnswerCheck } from "./openapi/declared-answer";
import { validatedInHandler } from "./openapi/handler-validation";
import { openApiRoutes } from "./openapi/openapi.routes";
import { openApiPlugin } from "./openapi/openapi-plugin";
import { referencePageRoutes } from "./openapi/reference-page.routes";
import { answerCompressionPlugin } from "./plugins/answer-compression";
import { appContextPlugin, type Clock, systemClock } from "./plugins/app-context";
import { authenticationPlugin } from "./plugins/authentication";
import { databasePlugin } from "./plugins/database";
import { iotCommandsPlugin } from "./plugins/iot-commands";
import { jobsPlugin } from "./plugins/jobs";
import { liveEquipmentPlugin } from "./plugins/live-equipment";
import { loadSheddingPlugin } from "./plugins/load-shedding";
import { mailPlugin } from "./plugins/mail";
import { metricsPlugin } from "./plugins/metrics";
import { monitoringStoragePlugin } from "./plugins/monitoring-storage";
import { rateLimitsPlugin } from "./plugins/rate-limits";
import { readCachePlugin } from "./plugins/read-cache";
import { requestContextPlugin } from "./plugins/request-context";
import { requestIdPlugin } from "./plugins/request-id";
import { requestLanguagePlugin } from "./plugins/request-language";
import { requestLogPlugin } from "./plugins/request-log";
import { securityHeadersPlugin } from "./plugins/security-headers";
import { smsPlugin } from "./plugins/sms";
import { ticketMailPlugin } from "./plugins/ticket-mail";
import { webConsolePlugin } from "./plugins/web-console";
import { webhooksPlugin } from "./plugins/webhooks";
import { scopePlugin } from "./scope/scope-plugin";

/** Requests larger than this answer 400 WRONG_PARAMETERS; calls that take files raise it for themselves. */
export const defaultBodyLimitBytes = 1_048_576;

export type BuildAppOptions = {
  config: Config;
  /** Opened (and later closed) by the caller: the app only uses it. */
  database: DatabaseHandle;
  /** A pino logger to share; by default the app makes one from the config. */
  logger?: FastifyBaseLogger;
  /** The time services read; tests pass one they move. */
  clock?: Clock;
  /** main.ts sends held mail and SMS in the background (with SMTP_URL, SMS_URL); tests and tools do not. */
  runOutboxWorker?: boolean;
  /** Replaces the SMTP transport made from SMTP_URL (tests). */
  mailTransport?: MailTransport;
  /** Replaces the HTTP SMS provider made from SMS_URL and SMS_TOKEN (tests). */
  smsTransport?: SmsTransport;
  /**
   * main.ts makes this and next month's monitoring partitions and applies the retention when the
   * app is ready, before it serves (the daily runs are a job: `runJobs`); tests and tools do not.
   */
  runMonitoringStorageMaintenance?: boolean;
  /**
   * main.ts runs the background jobs (the job worker and the recurring schedules: monitoring
   * storage, the live maps' change log, IoT command expiry, pruning; docs/operations.md#background-jobs);
   * tests and tools do not.
   */
  runJobs?: boolean;
  /** main.ts listens for replies to ticket mail (with TICKET_SMTP_PORT; docs/tickets.md#mail); tests and tools do not. */
  runTicketSmtpListener?: boolean;
};

/** The API modules, each under /api with its own routes, and their OpenAPI document. */
async function apiModules(api: FastifyInstance) {
  // Routes declare zod schemas and validate them in their handlers (openapi/handler-validation.ts).
  api.setValidatorCompiler(validatedInHandler);
  await api.register(healthRoutes);
  await api.register(healthProbesRoutes);
  await api.register(metricsRoutes);
  await api.register(publicConfigRoutes);
  await api.register(legalRoutes);
  await api.register(authRoutes);
  await api.register(ssoRoutes);
  await api.register(betaHandoffRoutes);
  await api.register(auditRoutes);
  await api.register(outboxRoutes);
  await api.register(usersRoutes);
  await api.register(logAsRoutes);
  await api.register(locationsRoutes);
  await api.register(organismSecurityRoutes);
  await api.register(ingestRoutes);
  await api.register(searchRoutes);
  await api.register(exportsRoutes);
  await api.register(monitoringRoutes);
  await api.register(availabilityRoutes);
  await api.register(alertsRoutes);
  await api.register(mapsRoutes);
  await api.register(liveEquipmentRoutes);
  // A checkout of a room linked to a private Wi-Fi space changes the space's key (docs/private-wifi.md#rooms).
  await api.register(iotRoutes, { roomKeys: privateWifiRoomKeys });
  await api.register(castingRoutes);
  await api.register(statisticsOverviewRoutes);
  await api.register(reportingRoutes);
  await api.register(couponsRoutes);
  await api.register(sponsorsRoutes);
  await api.register(advertisementsRoutes);
  await api.register(portalAnnouncementsRoutes);
  await api.register(ticketsRoutes);
  await api.register(ticketsExportRoutes);
  await api.register(silenceRoutes);
  await api.register(privateWifiRoutes);
  await api.register(siteToolsRoutes);
  await api.register(webhooksRoutes);
  await api.register(graphqlRoutes);
  await api.register(openApiRoutes);
  await api.register(referencePageRoutes);
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest N hops", as proxy-addr reads it. */
function trustProxyOption(
  setting: Config["trustProxy"],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return setting;
}

/**
 * The Fastify app: plugins that cross modules, then the modules. Not started
 * and not ready: main.ts listens, tests call `app.inject` (and may add test
 * routes first).
 */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { config, database } = options;
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: loggerOptions(config) }),
    // requestIdFor reads (and vets) x-request-id itself.
    requestIdHeader: false,
    genReqId: requestIdFor,
    // plugins/request-log.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: defaultBodyLimitBytes,
    // request.ip (rate limits, audit) reads X-Forwarded-For only from the proxies TRUST_PROXY names.
    trustProxy: trustProxyOption(config.trustProxy),
  });

  app.setSerializerCompiler(answerSerializerCompiler);

  // Outside production, each JSON answer is checked against the schema its route declares (docs/api.md).
  if (config.nodeEnv !== "production") {
    app.addHook("preSerialization", declaredAnswerCheck({ echo: config.nodeEnv === "test" }));
  }
  app.register(errorHandlerPlugin);
  app.register(requestIdPlugin);
  app.register(requestContextPlugin);
  app.register(requestLogPlugin, { format: logFormatFor(config) });
  app.register(loadSheddingPlugin, { maxEventLoopDelayMs: config.maxEventLoopDelayMs });
  app.register(securityHeadersPlugin, { config });
  app.register(requestLanguagePlugin);
  app.register(answerCompressionPlugin);
  app.register(databasePlugin, { database });
  app.register(appContextPlugin, { config, clock: options.clock ?? systemClock });
  app.register(mailPlugin, {
    runDeliveryWorker: options.runOutboxWorker ?? false,
    ...(options.mailTransport ? { transport: options.mailTransport } : {}),
  });
  app.register(smsPlugin, {
    runDeliveryWorker: options.runOutboxWorker ?? false,
    ...(options.smsTransport ? { transport: options.smsTransport } : {}),
  });
  app.register(jobsPlugin, { runJobs: options.runJobs ?? false });
  app.register(ticketMailPlugin, { runListener: options.runTicketSmtpListener ?? false });
  app.register(monitoringStoragePlugin, { runMaintenance: options.runMonitoringStorageMaintenance ?? false });
  app.register(rateLimitsPlugin);
  app.register(readCachePlugin);
  app.register(authenticationPlugin, { addressCheck: (principals) => new MemberAddressCheck(principals) });
  app.register(scopePlugin);
  app.register(liveEquipmentPlugin);
  app.register(iotCommandsPlugin);
  app.register(webhooksPlugin);
  app.register(metricsPlugin);
  app.register(openApiPlugin);
  app.register(apiModules, { prefix: "/api" });
  app.register(webConsolePlugin, { webDistDir: config.webDistDir });
  return app;
}
