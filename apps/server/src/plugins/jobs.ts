import { alertNoiseDefaults } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { alertEvaluationIntervalMs, alertEvaluationKind, runAlertEvaluation } from "../modules/alerts";
import {
  availabilityCheckIntervalMs,
  availabilityCheckKind,
  availabilityPruneIntervalMs,
  availabilityPruneKind,
  evaluateSiteAvailability,
  pruneAvailabilityEvents,
} from "../modules/availability";
import {
  createJobRegistry,
  createJobScheduler,
  createJobWorker,
  type JobRegistry,
  pruneFinishedJobs,
  pruneFinishedJobsIntervalMs,
  pruneFinishedJobsKind,
} from "../modules/jobs";
import {
  expirePrivateSpaces,
  privateWifiExpireIntervalMs,
  privateWifiExpireKind,
  privateWifiRetryIntervalMs,
  privateWifiRetryKind,
  retryPrivateKeyPushes,
} from "../modules/private-wifi";
import {
  applySilenceWindows,
  sendSilenceReminders,
  silenceApplyIntervalMs,
  silenceApplyKind,
  silenceRemindersIntervalMs,
  silenceRemindersKind,
} from "../modules/silence";
import {
  checkOverdueTickets,
  ticketBusinessCalendar,
  ticketSlaCheckIntervalMs,
  ticketSlaCheckKind,
} from "../modules/tickets";

declare module "fastify" {
  interface FastifyInstance {
    /** Where plugins register the job kinds this instance runs and the recurring ones (`handle`, `every`). */
    jobs: JobRegistry;
  }
}

/**
 * Background jobs that run once across the instances sharing the database
 * (docs/operations.md#background-jobs). `app.jobs` is there in every app, so
 * plugins register their handlers and schedules unconditionally; with
 * `runJobs` (main.ts) this instance also runs them: the worker and the
 * scheduler start when the app is ready, and stop, after the jobs under way,
 * when it closes. Registers the pruning of finished jobs and the tickets'
 * SLA reminders (docs/tickets.md#sla-clock).
 */
export const jobsPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: { runJobs: boolean }) => {
    const registry = createJobRegistry();
    app.decorate("jobs", registry);
    const logger = app.log.child({ component: "jobs" });
    const now = () => app.clock.now();

    registry.handle(pruneFinishedJobsKind, async () => {
      const deleted = await pruneFinishedJobs(app.database.db, now());
      if (deleted > 0) logger.debug({ deleted }, "Finished jobs pruned");
    });
    registry.every(pruneFinishedJobsKind, pruneFinishedJobsIntervalMs);

    // The holidays' settings are checked here, at start-up (an unknown country stops the server); the calendar is
    // the one the ticket services' SLA reads (one per settings).
    const ticketCalendar = ticketBusinessCalendar(app.config);
    registry.handle(ticketSlaCheckKind, async () => {
      const { notified } = await checkOverdueTickets({
        db: app.database.db,
        calendar: ticketCalendar,
        now: now(),
        publicUrl: app.config.publicUrl,
        queueMail: (db, mail) => app.mail.sendMail(db, mail),
      });
      if (notified > 0) logger.info({ notified }, "Overdue tickets told to the support desk");
    });
    registry.every(ticketSlaCheckKind, ticketSlaCheckIntervalMs);

    // Availability (docs/alerts.md#jobs): every site evaluated each minute (a silent collector's sites turn down),
    // the changes past their retention deleted each day.
    registry.handle(availabilityCheckKind, async () => {
      const { evaluated, changed } = await evaluateSiteAvailability(app.database.db, "all", now());
      if (changed > 0) logger.info({ evaluated, changed }, "Sites' availability changed");
    });
    registry.every(availabilityCheckKind, availabilityCheckIntervalMs);
    registry.handle(availabilityPruneKind, async () => {
      const deleted = await pruneAvailabilityEvents(app.database.db, now());
      if (deleted > 0) logger.info({ deleted }, "Availability changes past their retention deleted");
    });
    registry.every(availabilityPruneKind, availabilityPruneIntervalMs);

    // Silent mode (docs/alerts.md#jobs): the muted flags from the windows on now, and the reminders before an end.
    registry.handle(silenceApplyKind, async () => {
      const { changedSiteIds } = await app.database.db.transaction((tx) => applySilenceWindows(tx, now()));
      if (changedSiteIds.length > 0) logger.info({ sites: changedSiteIds.length }, "Silence windows applied");
    });
    registry.every(silenceApplyKind, silenceApplyIntervalMs);
    registry.handle(silenceRemindersKind, async () => {
      const { reminded } = await sendSilenceReminders({
        db: app.database.db,
        now: now(),
        publicUrl: app.config.publicUrl,
        queueMail: (db, mail) => app.mail.sendMail(db, mail),
      });
      if (reminded > 0) logger.info({ reminded }, "Silence windows' authors reminded of their end");
    });
    registry.every(silenceRemindersKind, silenceRemindersIntervalMs);

    // Private Wi-Fi (docs/private-wifi.md#expiry, #commands): the keys whose day is over withdrawn, the finished
    // pushes settled and the failed ones tried again.
    registry.handle(privateWifiExpireKind, async () => {
      const { withdrawn } = await expirePrivateSpaces(app.database.db, now());
      if (withdrawn > 0) logger.info({ withdrawn }, "Private Wi-Fi keys past their expiry day withdrawn");
    });
    registry.every(privateWifiExpireKind, privateWifiExpireIntervalMs);
    registry.handle(privateWifiRetryKind, async () => {
      const { settled, retried } = await retryPrivateKeyPushes(app.database.db, now());
      if (settled + retried > 0) logger.info({ settled, retried }, "Private Wi-Fi key pushes settled and retried");
    });
    registry.every(privateWifiRetryKind, privateWifiRetryIntervalMs);

    // Alerts (docs/alerts.md#jobs): the unseen availability changes through the noise rules, the ready groups mailed.
    const alertRules = { ...alertNoiseDefaults, ...app.config.alertNoise };
    registry.handle(alertEvaluationKind, async () => {
      const report = await runAlertEvaluation({
        db: app.database.db,
        now: now(),
        rules: alertRules,
        publicUrl: app.config.publicUrl,
        queueMail: (db, mail) => app.mail.sendMail(db, mail),
        logger,
      });
      if (report.announcements > 0 || report.mails > 0) logger.info(report, "Site alerts announced and mailed");
    });
    registry.every(alertEvaluationKind, alertEvaluationIntervalMs);

    if (!options.runJobs) return;
    const worker = createJobWorker({ database: app.database, registry, now, logger });
    const scheduler = createJobScheduler({ db: app.database.db, registry, now, logger });
    app.addHook("onReady", async () => {
      await worker.start();
      await scheduler.start();
    });
    app.addHook("onClose", async () => {
      await scheduler.stop();
      await worker.stop();
    });
  },
  { name: "ondine-jobs", dependencies: ["ondine-app-context", "ondine-database", "ondine-mail"] },
);
