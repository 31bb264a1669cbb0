import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import {
  dispatchWebhooks,
  pruneWebhookHistory,
  webhookDispatchKind,
  webhookPruneIntervalMs,
  webhookPruneKind,
} from "../modules/webhooks";

/** How often the dispatcher looks for deliveries falling due (retries), beside the wake at each event's commit. */
export const webhookDispatchIntervalMs = 5_000;

/** Runs of the dispatcher at once in an instance: one busy with a long backlog leaves room for the next wake. */
const webhookDispatchConcurrency = 2;

/**
 * The webhooks' delivery (docs/webhooks.md#delivery), as jobs of `app.jobs`: `webhooks.dispatch`,
 * woken when an event's transaction commits (`recordWebhookEvents` enqueues it) and every 5 seconds,
 * fans the outbox out and sends what is due; `webhooks.prune` deletes the history past 30 days, daily.
 * When the app closes, a run under way claims nothing more and ends with its attempts (15 s at most).
 */
export const webhooksPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    const logger = app.log.child({ component: "webhooks" });
    let stopping = false;
    app.addHook("preClose", async () => {
      stopping = true;
    });
    app.jobs.handle(
      webhookDispatchKind,
      async () => {
        const report = await dispatchWebhooks(
          {
            db: app.database.db,
            now: () => app.clock.now(),
            publicUrl: app.config.publicUrl,
            queueMail: (db, mail) => app.mail.sendMail(db, mail),
            allowLocal: app.config.webhooksAllowLocal,
            logger,
          },
          { stopping: () => stopping },
        );
        if (report.attempts > 0) logger.debug(report, "Webhook deliveries attempted");
      },
      { concurrency: webhookDispatchConcurrency },
    );
    app.jobs.every(webhookDispatchKind, webhookDispatchIntervalMs);
    app.jobs.handle(webhookPruneKind, async () => {
      const deleted = await pruneWebhookHistory(app.database.db, app.clock.now());
      if (deleted > 0) logger.info({ events: deleted }, "Webhook events past their retention deleted");
    });
    app.jobs.every(webhookPruneKind, webhookPruneIntervalMs);
  },
  { name: "ondine-webhooks", dependencies: ["ondine-app-context", "ondine-database", "ondine-jobs", "ondine-mail"] },
);
