import type { AlertChoice, SiteAvailabilityLevel, SiteAvailabilityReason } from "@ondine/domain";
import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db";
import {
  alertAnnouncements,
  alertNotifications,
  alertReceipts,
  alertSubscriptions,
  outboxMessages,
  siteAvailability,
  siteAvailabilityEvents,
} from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { insertSite } from "../../test/site-factory";
import { insertUser } from "../../test/user-factory";
import { queueMail } from "../mail";
import { type AlertEvaluationReport, runAlertEvaluation } from "./alert-evaluation";

/** Tuesday 16 June 2026, 10:00 in Paris. */
export const alertsStart = new Date("2026-06-16T08:00:00.000Z");

export const minuteMs = 60_000;

/** The console's address in the alert mails' links. */
export const alertsPublicUrl = "https://console.ondine.test";

/**
 * Two customers: ours, an organism with two sites, a person holding one of
 * them (Léa) and one holding the organism (Paul); theirs, another organism,
 * its site and its manager (Marc). An admin holds every site.
 */
export async function insertAlertsWorld(db: Database) {
  const organism = await insertOrganism(db, { name: "Hôtels du Port" });
  const phare = await insertSite(db, { organismId: organism.id, name: "Le Phare" });
  const plage = await insertSite(db, { organismId: organism.id, name: "La Plage" });
  const theirOrganism = await insertOrganism(db, { name: "Campings Rivaux" });
  const pins = await insertSite(db, { organismId: theirOrganism.id, name: "Les Pins" });
  return {
    organism,
    phare,
    plage,
    theirOrganism,
    pins,
    lea: await insertUser(db, { firstName: "Léa", locations: [{ type: "Site", id: phare.id }] }),
    paul: await insertUser(db, { firstName: "Paul", locations: [{ type: "Organism", id: organism.id }] }),
    marc: await insertUser(db, { firstName: "Marc", locations: [{ type: "Organism", id: theirOrganism.id }] }),
    admin: await insertUser(db, { firstName: "Ada", admin: true }),
  };
}

export type AlertsWorld = Awaited<ReturnType<typeof insertAlertsWorld>>;

/** A site's availability as the server evaluates it. */
export type AvailabilityChange = {
  level: SiteAvailabilityLevel;
  reason?: SiteAvailabilityReason | null;
  since: Date;
  muted?: boolean;
};

/**
 * What an availability evaluation that finds another level writes
 * (docs/alerts.md#availability): the site's current row, and one event.
 */
export async function recordAvailability(db: Database, siteId: number, change: AvailabilityChange): Promise<void> {
  const row = {
    siteId,
    level: change.level,
    reason: change.reason ?? null,
    since: change.since,
    muted: change.muted ?? false,
  };
  await db
    .insert(siteAvailability)
    .values({ ...row, evaluatedAt: change.since })
    .onConflictDoUpdate({
      target: siteAvailability.siteId,
      set: { level: row.level, reason: row.reason, since: row.since, muted: row.muted, evaluatedAt: change.since },
    });
  await db.insert(siteAvailabilityEvents).values({
    siteId,
    level: row.level,
    reason: row.reason,
    muted: row.muted,
    at: change.since,
    recordedAt: change.since,
  });
}

export async function subscribe(
  db: Database,
  userId: number,
  siteId: number,
  levels: readonly AlertChoice[],
): Promise<void> {
  await db.insert(alertSubscriptions).values({ userId, siteId, levels: [...levels] });
}

/** One run of the alert evaluation at `now`, its mails written to the outbox. */
export function evaluateAlertsAt(db: Database, now: Date): Promise<AlertEvaluationReport> {
  return runAlertEvaluation({
    db,
    now,
    publicUrl: alertsPublicUrl,
    queueMail: async (tx, mail) => (await queueMail(tx, mail, now)).id,
    logger: { info: () => {} },
  });
}

/** The mails in the outbox, oldest first. */
export function findOutboxMails(db: Database) {
  return db
    .select({
      id: outboxMessages.id,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      text: outboxMessages.bodyText,
      language: outboxMessages.language,
    })
    .from(outboxMessages)
    .orderBy(asc(outboxMessages.id));
}

/** The announcements of a site, oldest first. */
export function findAnnouncementsOf(db: Database, siteId: number) {
  return db
    .select({ id: alertAnnouncements.id, kind: alertAnnouncements.kind, level: alertAnnouncements.level })
    .from(alertAnnouncements)
    .where(eq(alertAnnouncements.siteId, siteId))
    .orderBy(asc(alertAnnouncements.id));
}

/** Who holds a receipt for a site's outage. */
export async function findReceiptHolders(db: Database, siteId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: alertReceipts.userId })
    .from(alertReceipts)
    .where(eq(alertReceipts.siteId, siteId))
    .orderBy(asc(alertReceipts.userId));
  return rows.map((row) => row.userId);
}

/** How many notifications were written, and how many of them are mailed. */
export async function countNotifications(db: Database): Promise<{ written: number; mailed: number }> {
  const [row] = await db
    .select({
      written: sql<number>`count(*)::int`,
      mailed: sql<number>`(count(*) filter (where ${alertNotifications.mailedAt} is not null))::int`,
    })
    .from(alertNotifications);
  return { written: Number(row?.written ?? 0), mailed: Number(row?.mailed ?? 0) };
}
