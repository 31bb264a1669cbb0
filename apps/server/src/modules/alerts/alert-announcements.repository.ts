import type { AlertKind, AlertLevel, SiteAvailabilityReason } from "@ondine/domain";
import { and, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { alertAnnouncements, alertNotifications } from "../../db/schema";
import { unnestItems } from "../../db/sql-arrays";
import type { Scope } from "../../scope/scope";
import { siteInScope } from "../../scope/scope-conditions";

/** What is announced of a site (docs/alerts.md#noise), as the alert log keeps it. */
export type NewAlertAnnouncement = {
  siteId: number;
  organismId: number;
  kind: AlertKind;
  level: AlertLevel;
  reason: SiteAvailabilityReason | null;
  since: Date;
  announcedAt: Date;
};

const writeChunk = 1000;

/** Records these announcements, at most one a site, in a statement per thousand; their ids by site. */
export async function insertAnnouncements(
  db: Database,
  announcements: readonly NewAlertAnnouncement[],
): Promise<ReadonlyMap<number, number>> {
  const ids = new Map<number, number>();
  for (let start = 0; start < announcements.length; start += writeChunk) {
    const chunk = announcements.slice(start, start + writeChunk);
    const { rows } = await db.execute<{ id: number | string; site_id: number }>(sql`
      insert into ${alertAnnouncements} (site_id, organism_id, kind, level, reason, since, announced_at)
      select * from ${unnestItems(chunk, [
        [(row) => row.siteId, "integer"],
        [(row) => row.organismId, "integer"],
        [(row) => row.kind, "text"],
        [(row) => row.level, "text"],
        [(row) => row.reason, "text"],
        [(row) => row.since, "timestamptz"],
        [(row) => row.announcedAt, "timestamptz"],
      ])}
      returning id, site_id`);
    for (const row of rows) ids.set(Number(row.site_id), Number(row.id));
  }
  return ids;
}

/** One announcement of the log, with how many people it was mailed to. */
export type AlertLogRow = NewAlertAnnouncement & { id: number; recipients: number };

/** The log's filter: the caller's scope (an admin's holds every site), and one site when asked. */
function logConditions(scope: Scope, siteId: number | undefined): SQL | undefined {
  return and(
    siteInScope(scope, alertAnnouncements.siteId),
    siteId === undefined ? undefined : eq(alertAnnouncements.siteId, siteId),
  );
}

/** A page of the announcements on the scope's sites, newest first. */
export function findAlertLogPage(
  db: Database,
  scope: Scope,
  filter: { siteId: number | undefined; limit: number; offset: number },
): Promise<AlertLogRow[]> {
  // Each person counts once per announcement; a pending notification is not mailed yet.
  const recipients = db
    .select({ count: sql<number>`count(distinct ${alertNotifications.userId})::int` })
    .from(alertNotifications)
    .where(and(eq(alertNotifications.announcementId, alertAnnouncements.id), isNotNull(alertNotifications.mailedAt)));
  return db
    .select({
      id: alertAnnouncements.id,
      siteId: alertAnnouncements.siteId,
      organismId: alertAnnouncements.organismId,
      kind: alertAnnouncements.kind,
      level: alertAnnouncements.level,
      reason: alertAnnouncements.reason,
      since: alertAnnouncements.since,
      announcedAt: alertAnnouncements.announcedAt,
      recipients: sql<number>`(${recipients})`.mapWith(Number),
    })
    .from(alertAnnouncements)
    .where(logConditions(scope, filter.siteId))
    .orderBy(desc(alertAnnouncements.announcedAt), desc(alertAnnouncements.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** How many announcements the log's filter holds. */
export async function countAlertLog(db: Database, scope: Scope, siteId: number | undefined): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(alertAnnouncements)
    .where(logConditions(scope, siteId));
  return Number(row?.count ?? 0);
}
