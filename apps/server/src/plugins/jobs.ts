import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
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
