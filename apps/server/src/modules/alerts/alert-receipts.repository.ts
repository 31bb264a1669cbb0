import type { AlertLevel } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { alertReceipts } from "../../db/schema";
import { unnestItems } from "../../db/sql-arrays";

/** Someone told of a site's outstanding outage (docs/alerts.md#noise), and at which level. */
export type AlertReceipt = { userId: number; siteId: number; level: AlertLevel };

const writeChunk = 1000;

/** Who was told of these sites' outstanding outages, in one query. */
export function findReceiptsOfSites(db: Database, siteIds: readonly number[]): Promise<AlertReceipt[]> {
  if (siteIds.length === 0) return Promise.resolve([]);
  return db
    .select({ userId: alertReceipts.userId, siteId: alertReceipts.siteId, level: alertReceipts.level })
    .from(alertReceipts)
    .where(sql`${alertReceipts.siteId} = any(${sql.param([...siteIds])}::integer[])`);
}

/** Records that these people were told of these sites at these levels (the last telling wins), a statement per thousand. */
export async function recordReceipts(db: Database, receipts: readonly AlertReceipt[], toldAt: Date): Promise<void> {
  for (let start = 0; start < receipts.length; start += writeChunk) {
    const chunk = receipts.slice(start, start + writeChunk);
    await db.execute(sql`
      insert into ${alertReceipts} (user_id, site_id, level, told_at)
      select user_id, site_id, level, ${toldAt.toISOString()}::timestamptz
      from ${unnestItems(chunk, [
        [(row) => row.userId, "integer"],
        [(row) => row.siteId, "integer"],
        [(row) => row.level, "text"],
      ])} as receipt(user_id, site_id, level)
      on conflict (user_id, site_id) do update set level = excluded.level, told_at = excluded.told_at`);
  }
}

/** Forgets who was told of these sites' outages: their recovery was announced. */
export async function deleteReceiptsOfSites(db: Database, siteIds: readonly number[]): Promise<void> {
  if (siteIds.length === 0) return;
  await db.delete(alertReceipts).where(sql`${alertReceipts.siteId} = any(${sql.param([...siteIds])}::integer[])`);
}
