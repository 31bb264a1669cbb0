import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db";
import { siteLines } from "../../db/schema";
import type { ScopedSite } from "../../scope/in-scope";

/** A site's Internet line as its collector last reported it; `bandwidthMax` is its contracted rate, bit/s. */
export type SiteLineRow = { lineId: string; name: string; state: string; bandwidthMax: number };

/** The site's lines, by line id (the site tools' panel, docs/site-tools.md#speed-test). */
export function findSiteLines(db: Database, site: ScopedSite): Promise<SiteLineRow[]> {
  return db
    .select({
      lineId: siteLines.lineId,
      name: siteLines.name,
      state: siteLines.state,
      bandwidthMax: siteLines.bandwidthMax,
    })
    .from(siteLines)
    .where(eq(siteLines.siteId, site.id))
    .orderBy(asc(siteLines.lineId));
}
