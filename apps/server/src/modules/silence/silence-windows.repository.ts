import { and, desc, eq, gt, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { silenceWindows } from "../../db/schema";
import type { Scope } from "../../scope/scope";
import { siteInScope } from "../../scope/scope-conditions";

export type SilenceWindowRow = typeof silenceWindows.$inferSelect;
export type NewSilenceWindow = typeof silenceWindows.$inferInsert;

/** What applying the windows reads of one (docs/alerts.md#silent-mode "Applying windows"). */
export type SilenceWindowCover = Pick<
  SilenceWindowRow,
  "id" | "siteId" | "target" | "buildingId" | "equipmentIds" | "startsAt" | "endsAt" | "rrule" | "endedEarlyAt"
>;

/** Where a caller's windows are read: the sites of their scope, optionally one of them. */
export type SilenceWindowFilter = { scope: Scope; siteId?: number };

/**
 * Over at `now`: ended early (always at or before now), or its last
 * occurrence ended. Exactly the domain's `past` state, since `last_ends_at`
 * is `silenceLastEnd` of the row.
 */
const pastAt = (now: Date) =>
  sql`(${silenceWindows.endedEarlyAt} is not null or ${silenceWindows.lastEndsAt} <= ${now})`;

function visibleTo(filter: SilenceWindowFilter): SQL | undefined {
  return and(
    siteInScope(filter.scope, silenceWindows.siteId),
    filter.siteId === undefined ? undefined : eq(silenceWindows.siteId, filter.siteId),
  );
}

const newestFirst = [desc(silenceWindows.startsAt), desc(silenceWindows.id)];

export async function insertSilenceWindow(db: Database, values: NewSilenceWindow): Promise<number> {
  const [row] = await db.insert(silenceWindows).values(values).returning({ id: silenceWindows.id });
  if (!row) throw new Error("insertSilenceWindow: no row returned");
  return row.id;
}

/** A window on a site of the scope, locked until the transaction ends; undefined when unknown or another's. */
export async function lockVisibleSilenceWindow(
  db: Database,
  scope: Scope,
  id: number,
): Promise<SilenceWindowRow | undefined> {
  const [row] = await db
    .select()
    .from(silenceWindows)
    .where(and(eq(silenceWindows.id, id), siteInScope(scope, silenceWindows.siteId)))
    .for("update");
  return row;
}

export async function getSilenceWindow(db: Database, id: number): Promise<SilenceWindowRow | undefined> {
  const [row] = await db.select().from(silenceWindows).where(eq(silenceWindows.id, id));
  return row;
}

export async function updateSilenceWindow(
  db: Database,
  id: number,
  values: Partial<Pick<NewSilenceWindow, "endsAt" | "lastEndsAt" | "endedEarlyAt" | "extensions">> & {
    updatedAt: Date;
  },
): Promise<void> {
  await db.update(silenceWindows).set(values).where(eq(silenceWindows.id, id));
}

/**
 * The caller's windows not over at `now` (current and planned), newest
 * first: few (each ends within 30 days, a series within a year), so the
 * service sorts them by state itself.
 */
export function findLiveSilenceWindows(db: Database, filter: SilenceWindowFilter, now: Date) {
  return db
    .select()
    .from(silenceWindows)
    .where(and(visibleTo(filter), isNull(silenceWindows.endedEarlyAt), gt(silenceWindows.lastEndsAt, now)))
    .orderBy(...newestFirst);
}

/** A page of the caller's windows over at `now`, newest first. */
export function findPastSilenceWindows(
  db: Database,
  filter: SilenceWindowFilter,
  now: Date,
  page: { limit: number; offset: number },
) {
  return db
    .select()
    .from(silenceWindows)
    .where(and(visibleTo(filter), pastAt(now)))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPastSilenceWindows(db: Database, filter: SilenceWindowFilter, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(silenceWindows)
    .where(and(visibleTo(filter), pastAt(now)));
  return row?.count ?? 0;
}

/**
 * The windows that may be on at `now` or ended since `endedSince` (started,
 * last occurrence ending after it), on these sites or on every site: the
 * few rows applying the windows reads, by the `last_ends_at` index.
 */
export function findSilenceWindowsAround(
  db: Database,
  now: Date,
  endedSince: Date,
  siteIds?: readonly number[],
): Promise<SilenceWindowCover[]> {
  return db
    .select({
      id: silenceWindows.id,
      siteId: silenceWindows.siteId,
      target: silenceWindows.target,
      buildingId: silenceWindows.buildingId,
      equipmentIds: silenceWindows.equipmentIds,
      startsAt: silenceWindows.startsAt,
      endsAt: silenceWindows.endsAt,
      rrule: silenceWindows.rrule,
      endedEarlyAt: silenceWindows.endedEarlyAt,
    })
    .from(silenceWindows)
    .where(
      and(
        lte(silenceWindows.startsAt, now),
        gt(silenceWindows.lastEndsAt, endedSince),
        siteIds === undefined ? undefined : sql`${silenceWindows.siteId} = any(${sql.param([...siteIds])}::integer[])`,
      ),
    );
}

// Any constant would do: applying the windows takes this lock ("ONSI").
const silenceApplyLockKey = 0x4f4e_5349;

/**
 * Makes applications of the windows wait for each other until their
 * transaction ends: the minute's run and a window's creation, end or
 * extension each read the windows after the other's flags are written, so
 * the last to commit never writes flags read before the other's window.
 */
export async function lockSilenceApplication(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${silenceApplyLockKey})`);
}

/** A window whose author is reminded of its end (docs/alerts.md#silent-mode "Reminder"). */
export type SilenceWindowToRemind = Pick<SilenceWindowRow, "id" | "siteId" | "endsAt" | "extensions" | "createdById">;

/**
 * Windows extended `minExtensions` times or more, not ended early, not
 * reminded yet, whose end falls in (now, until], locked (others' runs skip
 * them) until the transaction that marks them ends.
 */
export function lockSilenceWindowsToRemind(
  db: Database,
  now: Date,
  until: Date,
  minExtensions: number,
  limit: number,
): Promise<SilenceWindowToRemind[]> {
  return db
    .select({
      id: silenceWindows.id,
      siteId: silenceWindows.siteId,
      endsAt: silenceWindows.endsAt,
      extensions: silenceWindows.extensions,
      createdById: silenceWindows.createdById,
    })
    .from(silenceWindows)
    .where(
      and(
        gt(silenceWindows.lastEndsAt, now),
        lte(silenceWindows.lastEndsAt, until),
        isNull(silenceWindows.endedEarlyAt),
        isNull(silenceWindows.remindedAt),
        sql`${silenceWindows.extensions} >= ${minExtensions}`,
      ),
    )
    .orderBy(silenceWindows.lastEndsAt, silenceWindows.id)
    .limit(limit)
    .for("update", { skipLocked: true });
}

export async function markSilenceWindowsReminded(db: Database, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(silenceWindows)
    .set({ remindedAt: now, updatedAt: now })
    .where(sql`${silenceWindows.id} = any(${sql.param([...ids])}::integer[])`);
}
