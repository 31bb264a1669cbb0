import { type AlertNoiseRules, isAlertGroupReady, paths } from "@ondine/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db";
import { findLocationNames } from "../locations";
import type { MailRequest } from "../mail";
import { findMailRecipients } from "../users";
import {
  deletePendingNotificationsOf,
  findPendingAlertGroups,
  findPendingNotifications,
  markNotificationsMailed,
  type PendingAlertNotification,
} from "./alert-notifications.repository";

export type AlertGroupMailDependencies = {
  now: Date;
  rules: AlertNoiseRules;
  /** The console's address, which the mail's links start with. */
  publicUrl: string;
  /** Writes a mail to the outbox in the given transaction (`app.mail.sendMail`); returns its id. */
  queueMail: (db: Database, mail: MailRequest<"site_alert">) => Promise<number>;
  logger: Pick<FastifyBaseLogger, "info">;
};

/** The site's monitoring in the console, the site selected (docs/product.md#locations-selection). */
function siteMonitoringLink(publicUrl: string, site: { siteId: number; organismId: number }): string {
  return `${publicUrl}${paths.networkMonitoring}?location_site=${site.siteId}&location_organism=${site.organismId}`;
}

/**
 * Mails each person whose group is ready (docs/alerts.md#noise: the oldest
 * pending notification has waited the group wait, and the group interval has
 * passed since their last alert mail) one mail listing all their pending
 * notifications, newest first, in their language, in the caller's
 * transaction; marks them mailed with the mail's outbox id. The pending
 * notifications of a deactivated account are deleted. Returns how many
 * mails were written.
 */
export async function mailReadyAlertGroups(db: Database, deps: AlertGroupMailDependencies): Promise<number> {
  const groups = await findPendingAlertGroups(db);
  const readyIds = groups
    .filter((group) => isAlertGroupReady(group, deps.now, deps.rules))
    .map((group) => group.userId);
  if (readyIds.length === 0) return 0;

  const pending = await findPendingNotifications(db, readyIds);
  const recipients = await findMailRecipients(db, readyIds);
  const names = await findLocationNames(db, {
    organismIds: [...new Set(pending.map((item) => item.organismId))],
    siteIds: [...new Set(pending.map((item) => item.siteId))],
  });
  const pendingByUser = new Map<number, PendingAlertNotification[]>();
  for (const item of pending) {
    const items = pendingByUser.get(item.userId);
    if (items) items.push(item);
    else pendingByUser.set(item.userId, [item]);
  }

  const mailed: { id: number; outboxMessageId: number }[] = [];
  let mails = 0;
  for (const recipient of recipients) {
    const items = pendingByUser.get(recipient.id) ?? [];
    if (items.length === 0) continue;
    const outboxMessageId = await deps.queueMail(db, {
      to: recipient.email,
      language: recipient.language,
      template: "site_alert",
      params: {
        firstName: recipient.firstName,
        alerts: items.map((item) => ({
          kind: item.kind,
          level: item.level,
          reason: item.reason,
          siteName: names.sites.get(item.siteId) ?? "",
          organismName: names.organisms.get(item.organismId) ?? "",
          since: item.since,
          link: siteMonitoringLink(deps.publicUrl, item),
        })),
        subscriptionsLink: `${deps.publicUrl}${paths.account}`,
      },
    });
    mails += 1;
    for (const item of items) mailed.push({ id: item.id, outboxMessageId });
  }
  await markNotificationsMailed(db, mailed, deps.now);

  const reachable = new Set(recipients.map((recipient) => recipient.id));
  const gone = readyIds.filter((userId) => !reachable.has(userId));
  const dropped = await deletePendingNotificationsOf(db, gone);
  if (dropped > 0) deps.logger.info({ dropped, accounts: gone.length }, "Alerts of deactivated accounts dropped");
  return mails;
}
