import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db";
import { privateSpaceImports } from "../../db/schema";
import type { ScopedSite } from "../../scope/in-scope";

// The site's CSV imports (docs/private-wifi.md#import): each file's name, how
// many spaces it created, who and when.

export type PrivateSpaceImportRow = typeof privateSpaceImports.$inferSelect;

/** How many past imports the history shows, newest first. */
export const importHistoryLimit = 100;

export async function insertSpaceImport(
  tx: Database,
  values: { site: ScopedSite; fileName: string; created: number; actorUserId: number; now: Date },
): Promise<PrivateSpaceImportRow> {
  const [row] = await tx
    .insert(privateSpaceImports)
    .values({
      siteId: values.site.id,
      fileName: values.fileName,
      created: values.created,
      actorUserId: values.actorUserId,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error("insertSpaceImport: no row returned");
  return row;
}

/** The site's last imports, newest first. */
export function findSpaceImports(db: Database, site: ScopedSite): Promise<PrivateSpaceImportRow[]> {
  return db
    .select()
    .from(privateSpaceImports)
    .where(eq(privateSpaceImports.siteId, site.id))
    .orderBy(desc(privateSpaceImports.id))
    .limit(importHistoryLimit);
}
