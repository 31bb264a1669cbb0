import type { AlertKind, AlertLevel, SiteAvailabilityReason } from "@ondine/domain";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { alertAnnouncements, alertNotifications } from "../../db/schema";
import { unnestItems } from "../../db/sql-arrays";

const writeChunk = 1000;

/** Any of these people, in one parameter however many. */
const userIdIn = (userIds: readonly number[]) =>
  sql`${alertNotifications.userId} = any(${sql.param([...userIds])}::integer[])`;

/** Writes a notification for each (announcement, person), pending until their group is mailed, in a statement per thousand. */
export async function insertNotifications(
  db: Database,
  notifications: readonly { announcementId: number; userId: number }[],
  createdAt: Date,
): Promise<void> {
  for (let start = 0; start < notifications.length; start += writeChunk) {
    const chunk = notifications.slice(start, start + writeChunk);
    await db.execute(sql`
      insert into ${alertNotifications} (announcement_id, user_id, created_at)
      select announcement_id, user_id, ${createdAt.toISOString()}::timestamptz
      from ${unnestItems(chunk, [
        [(row) => row.announcementId, "bigint"],
        [(row) => row.userId, "integer"],
      ])} as notification(announcement_id, user_id)`);
  }
}

/** A person's pending notifications as the grouping sees them (docs/alerts.md#noise). */
export type PendingAlertGroup = { userId: number; oldestPendingAt: Date; lastMailedAt: Date | null };

/**
 * Every person with pending notifications: when their oldest pending one was
 * written and when they were last mailed alerts, in one query.
 */
export async function findPendingAlertGroups(db: Database): Promise<PendingAlertGroup[]> {
  const { rows } = await db.execute<{
    user_id: number;
    oldest_pending_at: string | Date;
    last_mailed_at: string | Date | null;
  }>(sql`
    select ${alertNotifications.userId} as user_id,
      min(${alertNotifications.createdAt}) filter (where ${alertNotifications.mailedAt} is null) as oldest_pending_at,
      max(${alertNotifications.mailedAt}) as last_mailed_at
    from ${alertNotifications}
    where ${alertNotifications.userId} in (
      select distinct ${alertNotifications.userId} from ${alertNotifications} where ${alertNotifications.mailedAt} is null
    )
    group by ${alertNotifications.userId}`);
  return rows.map((row) => ({
    userId: Number(row.user_id),
    oldestPendingAt: new Date(row.oldest_pending_at),
    lastMailedAt: row.last_mailed_at === null ? null : new Date(row.last_mailed_at),
  }));
}

/** A pending notification with what its announcement says. */
export type PendingAlertNotification = {
  id: number;
  userId: number;
  siteId: number;
  organismId: number;
  kind: AlertKind;
  level: AlertLevel;
  reason: SiteAvailabilityReason | null;
  since: Date;
  announcedAt: Date;
};

/** These people's pending notifications, each person's newest first, in one query. */
export function findPendingNotifications(
  db: Database,
  userIds: readonly number[],
): Promise<PendingAlertNotification[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: alertNotifications.id,
      userId: alertNotifications.userId,
      siteId: alertAnnouncements.siteId,
      organismId: alertAnnouncements.organismId,
      kind: alertAnnouncements.kind,
      level: alertAnnouncements.level,
      reason: alertAnnouncements.reason,
      since: alertAnnouncements.since,
      announcedAt: alertAnnouncements.announcedAt,
    })
    .from(alertNotifications)
    .innerJoin(alertAnnouncements, eq(alertAnnouncements.id, alertNotifications.announcementId))
    .where(and(userIdIn(userIds), isNull(alertNotifications.mailedAt)))
    .orderBy(alertNotifications.userId, desc(alertAnnouncements.announcedAt), desc(alertNotifications.id));
}

/** Marks these notifications mailed, each with its mail in the outbox, in a statement per thousand. */
export async function markNotificationsMailed(
  db: Database,
  mailed: readonly { id: number; outboxMessageId: number }[],
  mailedAt: Date,
): Promise<void> {
  for (let start = 0; start < mailed.length; start += writeChunk) {
    const chunk = mailed.slice(start, start + writeChunk);
    await db.execute(sql`
      update ${alertNotifications} set mailed_at = ${mailedAt.toISOString()}::timestamptz, outbox_message_id = mail.outbox_message_id
      from ${unnestItems(chunk, [
        [(row) => row.id, "bigint"],
        [(row) => row.outboxMessageId, "integer"],
      ])} as mail(id, outbox_message_id)
      where ${alertNotifications.id} = mail.id`);
  }
}

/** Deletes these people's pending notifications: their account is deactivated, nobody is left to mail. */
export async function deletePendingNotificationsOf(db: Database, userIds: readonly number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const deleted = await db
    .delete(alertNotifications)
    .where(and(userIdIn(userIds), isNull(alertNotifications.mailedAt)))
    .returning({ id: alertNotifications.id });
  return deleted.length;
}
