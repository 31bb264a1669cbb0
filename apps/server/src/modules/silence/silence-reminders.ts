import { silenceLimits } from "@ondine/domain";
import type { Database } from "../../db";
import { findSitesWithOrganisms } from "../locations";
import type { MailRequest } from "../mail";
import { findMailRecipients } from "../users";
import { lockSilenceWindowsToRemind, markSilenceWindowsReminded } from "./silence-windows.repository";

/** The hourly job that reminds authors of windows about to end (docs/alerts.md#jobs). */
export const silenceRemindersKind = "silence.reminders";
export const silenceRemindersIntervalMs = 3_600_000;

const hourMs = 3_600_000;
/** Windows handled in one transaction. */
const batchSize = 100;
/** Batches in one run: a backlog beyond it is reminded at the next hour's. */
const maxBatchesPerRun = 20;

export type SilenceRemindersDependencies = {
  db: Database;
  now: Date;
  /** The console's address, which the mail's link starts with. */
  publicUrl: string;
  /** Writes a mail to the outbox in the given transaction (`app.mail.sendMail`). */
  queueMail: (db: Database, mail: MailRequest<"silence_reminder">) => Promise<unknown>;
};

/**
 * Mails its author once when a window extended at least twice ends within
 * the next 24 hours (docs/alerts.md#silent-mode "Reminder"): each window is
 * marked reminded in the transaction that queues its mail, so however often
 * (and on however many instances) the job runs, one mail goes. A window
 * whose author is gone or deactivated is marked all the same.
 */
export async function sendSilenceReminders(deps: SilenceRemindersDependencies): Promise<{ reminded: number }> {
  const until = new Date(deps.now.getTime() + silenceLimits.remindBeforeEndHours * hourMs);
  let reminded = 0;
  for (let batch = 0; batch < maxBatchesPerRun; batch++) {
    const { handled, mailed } = await deps.db.transaction(async (tx) => {
      const windows = await lockSilenceWindowsToRemind(
        tx,
        deps.now,
        until,
        silenceLimits.remindAfterExtensions,
        batchSize,
      );
      const authorIds = [
        ...new Set(windows.flatMap((window) => (window.createdById === null ? [] : [window.createdById]))),
      ];
      const authors = await findMailRecipients(tx, authorIds);
      const sites = await findSitesWithOrganisms(
        tx,
        windows.map((window) => window.siteId),
      );
      const authorById = new Map(authors.map((author) => [author.id, author]));
      let mailed = 0;
      for (const window of windows) {
        const author = window.createdById === null ? undefined : authorById.get(window.createdById);
        const site = sites.get(window.siteId);
        if (!author || !site) continue;
        await deps.queueMail(tx, {
          to: author.email,
          language: author.language,
          template: "silence_reminder",
          params: {
            firstName: author.firstName,
            siteName: site.siteName,
            organismName: site.organismName,
            endsAt: window.endsAt,
            extensions: window.extensions,
            link: `${deps.publicUrl}/silent_mode`,
          },
        });
        mailed += 1;
      }
      await markSilenceWindowsReminded(
        tx,
        windows.map((window) => window.id),
        deps.now,
      );
      return { handled: windows.length, mailed };
    });
    reminded += mailed;
    if (handled < batchSize) break;
  }
  return { reminded };
}
