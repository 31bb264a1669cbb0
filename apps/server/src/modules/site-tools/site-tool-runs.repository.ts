import type { DiagnosisAccessPoints, DiagnosisMeasure, SiteToolKind, SpeedTestMeasure } from "@ondine/domain";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { siteToolRuns } from "../../db/schema";
import type { ScopedSite } from "../../scope/in-scope";
import type { Scope } from "../../scope/scope";
import { siteInScope } from "../../scope/scope-conditions";

export type SiteToolRunRow = typeof siteToolRuns.$inferSelect;

// Any constant would do: the first key of the site tools' advisory locks, the second a site's id ("ONST").
const siteToolsLockClass = 0x4f4e_5354;

/**
 * Makes the starts of a site's tools wait for each other until their
 * transaction ends (docs/site-tools.md#model): two starts of the same line's
 * speed test at once find, the second, the run the first made. An advisory
 * lock rather than the site's row, which the rows pointing at the site would wait on.
 */
export async function lockSiteTools(tx: Database, site: ScopedSite): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${siteToolsLockClass}::int, ${site.id}::int)`);
}

/** The run of that kind (and line) running on the site, if any. */
export async function findRunningSiteToolRun(
  db: Database,
  site: ScopedSite,
  kind: SiteToolKind,
  lineId: string | null,
): Promise<SiteToolRunRow | undefined> {
  const [row] = await db
    .select()
    .from(siteToolRuns)
    .where(
      and(
        eq(siteToolRuns.siteId, site.id),
        eq(siteToolRuns.kind, kind),
        lineId === null ? isNull(siteToolRuns.lineId) : eq(siteToolRuns.lineId, lineId),
        eq(siteToolRuns.state, "running"),
      ),
    )
    .orderBy(desc(siteToolRuns.id))
    .limit(1);
  return row;
}

export async function insertSiteToolRun(
  tx: Database,
  values: {
    site: ScopedSite;
    kind: SiteToolKind;
    line: { lineId: string; name: string; contractedDownload: number | null } | null;
    createdAt: Date;
  },
): Promise<SiteToolRunRow> {
  const [row] = await tx
    .insert(siteToolRuns)
    .values({
      siteId: values.site.id,
      kind: values.kind,
      state: "running",
      lineId: values.line?.lineId ?? null,
      lineName: values.line?.name ?? null,
      contractedDownload: values.line?.contractedDownload ?? null,
      createdAt: values.createdAt,
    })
    .returning();
  if (!row) throw new Error("the site tool run insert returned nothing");
  return row;
}

/** Who asked, as the run's command names them (an admin logged in as someone is themself). */
export async function setSiteToolRunRequester(
  tx: Database,
  id: number,
  requester: { userId: number | null; name: string | null },
): Promise<SiteToolRunRow> {
  const [row] = await tx
    .update(siteToolRuns)
    .set({ requestedByUserId: requester.userId, requestedByName: requester.name })
    .where(eq(siteToolRuns.id, id))
    .returning();
  if (!row) throw new Error("the site tool run is gone");
  return row;
}

/** The site's latest runs of a kind (and line), newest first, at most `limit`. */
export function findLatestSiteToolRuns(
  db: Database,
  site: ScopedSite,
  kind: SiteToolKind,
  lineId: string | null,
  limit: number,
): Promise<SiteToolRunRow[]> {
  return db
    .select()
    .from(siteToolRuns)
    .where(
      and(
        eq(siteToolRuns.siteId, site.id),
        eq(siteToolRuns.kind, kind),
        lineId === null ? isNull(siteToolRuns.lineId) : eq(siteToolRuns.lineId, lineId),
      ),
    )
    .orderBy(desc(siteToolRuns.id))
    .limit(limit);
}

/** The run, when its site is in the scope. */
export async function findSiteToolRunInScope(
  db: Database,
  scope: Scope,
  id: number,
): Promise<SiteToolRunRow | undefined> {
  const [row] = await db
    .select()
    .from(siteToolRuns)
    .where(and(eq(siteToolRuns.id, id), siteInScope(scope, siteToolRuns.siteId)));
  return row;
}

/** The running runs, of one site or of all: those whose command may have ended without a result. */
export async function findRunningSiteToolRunIds(db: Database, siteId?: number): Promise<number[]> {
  const rows = await db
    .select({ id: siteToolRuns.id })
    .from(siteToolRuns)
    .where(and(eq(siteToolRuns.state, "running"), siteId === undefined ? undefined : eq(siteToolRuns.siteId, siteId)));
  return rows.map((row) => row.id);
}

/** What a collector is told to run, read from the runs (the iot delivery's `site_tool`). */
export function findSiteToolRunTargets(
  db: Database,
  ids: readonly number[],
): Promise<{ id: number; kind: SiteToolKind; lineId: string | null }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: siteToolRuns.id, kind: siteToolRuns.kind, lineId: siteToolRuns.lineId })
    .from(siteToolRuns)
    .where(inArray(siteToolRuns.id, [...ids]));
}

export type SiteToolRunEnd =
  | {
      state: "done";
      speedTest: SpeedTestMeasure | null;
      diagnosis: DiagnosisMeasure | null;
      accessPoints: DiagnosisAccessPoints | null;
    }
  | { state: "failed"; failure: string | null }
  | { state: "expired" };

/** The run ends at `finishedAt`, if it is still running; whether it did. */
export async function finishSiteToolRun(
  db: Database,
  id: number,
  finishedAt: Date,
  end: SiteToolRunEnd,
): Promise<boolean> {
  const rows = await db
    .update(siteToolRuns)
    .set({
      state: end.state,
      finishedAt,
      failure: end.state === "failed" ? end.failure : null,
      speedTest: end.state === "done" ? end.speedTest : null,
      diagnosis: end.state === "done" ? end.diagnosis : null,
      accessPoints: end.state === "done" ? end.accessPoints : null,
    })
    .where(and(eq(siteToolRuns.id, id), eq(siteToolRuns.state, "running")))
    .returning({ id: siteToolRuns.id });
  return rows.length > 0;
}
