import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { collectorSites, collectors } from "../../db/schema";

/** A collector as the ingest sees it: who it is and which sites it may report. */
export type IngestCollector = { id: number; name: string; siteIds: ReadonlySet<number> };

export async function findCollectorByTokenHash(db: Database, tokenHash: string): Promise<IngestCollector | undefined> {
  const rows = await db
    .select({ id: collectors.id, name: collectors.name, siteId: collectorSites.siteId })
    .from(collectors)
    .leftJoin(collectorSites, eq(collectorSites.collectorId, collectors.id))
    .where(eq(collectors.tokenHash, tokenHash));
  const first = rows[0];
  if (!first) return undefined;
  const siteIds = new Set(rows.flatMap((row) => (row.siteId === null ? [] : [row.siteId])));
  return { id: first.id, name: first.name, siteIds };
}

export async function insertCollector(
  db: Database,
  values: { name: string; tokenHash: string; siteIds: readonly number[] },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(collectors)
      .values({ name: values.name, tokenHash: values.tokenHash })
      .returning({ id: collectors.id });
    if (!row) throw new Error("insertCollector: no row returned");
    if (values.siteIds.length > 0) {
      await tx.insert(collectorSites).values(values.siteIds.map((siteId) => ({ collectorId: row.id, siteId })));
    }
    return row.id;
  });
}

/** Replaces a collector's token hash: the old token stops working at once. */
export async function updateCollectorTokenHash(db: Database, collectorId: number, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(collectors)
    .set({ tokenHash })
    .where(eq(collectors.id, collectorId))
    .returning({ id: collectors.id });
  return rows.length > 0;
}

/** The collectors whose name starts with `prefix`, with their sites. */
export async function findCollectorsByNamePrefix(
  db: Database,
  prefix: string,
): Promise<{ id: number; name: string; siteIds: number[] }[]> {
  const rows = await db
    .select({ id: collectors.id, name: collectors.name, siteId: collectorSites.siteId })
    .from(collectors)
    .leftJoin(collectorSites, eq(collectorSites.collectorId, collectors.id))
    .where(sql`starts_with(${collectors.name}, ${prefix})`)
    .orderBy(collectors.id, collectorSites.siteId);
  const found = new Map<number, { id: number; name: string; siteIds: number[] }>();
  for (const row of rows) {
    const collector = found.get(row.id) ?? { id: row.id, name: row.name, siteIds: [] };
    if (row.siteId !== null) collector.siteIds.push(row.siteId);
    found.set(row.id, collector);
  }
  return [...found.values()];
}
