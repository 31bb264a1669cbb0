import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { userLocations, users } from "../../db/schema";
import { unnestItems } from "../../db/sql-arrays";

/** A person who might be told of a site, with the site's organism (which the scope reads). */
export type SiteHolderCandidate = { userId: number; siteId: number; organismId: number };

/**
 * Those of these (person, site) pairs whose account is not deactivated and
 * whose scope holds the site, in one query however many: the scope as
 * `scopeOf` computes it (docs/decisions.md#tenancy), an admin holding every
 * site, others the sites assigned to them and every site of an organism
 * assigned to them. For work that has user ids rather than a request (the
 * alerts' fan-out, docs/alerts.md#subscriptions).
 */
export async function findSiteHolders(
  db: Database,
  candidates: readonly SiteHolderCandidate[],
): Promise<{ userId: number; siteId: number }[]> {
  if (candidates.length === 0) return [];
  const { rows } = await db.execute<{ user_id: number; site_id: number }>(sql`
    select candidate.user_id, candidate.site_id
    from ${unnestItems(candidates, [
      [(item) => item.userId, "integer"],
      [(item) => item.siteId, "integer"],
      [(item) => item.organismId, "integer"],
    ])} as candidate(user_id, site_id, organism_id)
    join ${users} on ${users.id} = candidate.user_id and ${users.deletedAt} is null
    where ${users.admin} or exists (
      select 1 from ${userLocations}
      where ${userLocations.userId} = candidate.user_id
        and (${userLocations.siteId} = candidate.site_id or ${userLocations.organismId} = candidate.organism_id)
    )`);
  return rows.map((row) => ({ userId: Number(row.user_id), siteId: Number(row.site_id) }));
}
