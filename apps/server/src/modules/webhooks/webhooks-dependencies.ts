import type { FastifyInstance } from "fastify";
import { type ModuleDependencies, moduleDependencies } from "../../module-dependencies";
import type { WebhookOwnerMailDependencies } from "./webhook-owner-mail";

/**
 * What the webhook calls' services need beyond the database and the clock:
 * whether plain http and the loopback are allowed (`WEBHOOKS_ALLOW_LOCAL`,
 * docs/webhooks.md#guard), and what the owners' mail needs (the console's
 * address, the app's outbox). `{ ...deps, db: tx }` runs a service, or the
 * owners' mail, inside the caller's transaction.
 */
export type WebhooksDependencies = ModuleDependencies &
  Required<Pick<WebhookOwnerMailDependencies, "publicUrl" | "queueMail">> & { allowLocal: boolean };

export function webhooksDependencies(app: FastifyInstance): WebhooksDependencies {
  return {
    ...moduleDependencies(app),
    allowLocal: app.config.webhooksAllowLocal,
    publicUrl: app.config.publicUrl,
    queueMail: (db, mail) => app.mail.sendMail(db, mail),
  };
}
