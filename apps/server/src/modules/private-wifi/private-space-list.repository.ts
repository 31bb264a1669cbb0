import { type PrivateSpaceSort, type PrivateSpaceState, privateSpaceNameKey } from "@ondine/domain";
import { and, asc, count, desc, eq, gte, ilike, isNull, like, lt, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { containsPattern } from "../../db/like-pattern";
import { privateSpaces } from "../../db/schema";
import type { ScopedSite } from "../../scope/in-scope";
import type { PrivateSpaceRow } from "./private-spaces.repository";

// The site's list of spaces (docs/private-wifi.md#calls): a search by name or
// comment and a state, read by the list, a bulk call's "matching", the export
// and the cards alike. Deleted spaces (tombstones) are never listed.

/** What the list searches: `q` in the name (case, accents and spacing aside) or the comment, and one state. */
export type PrivateSpaceSearch = { q?: string | undefined; state?: PrivateSpaceState | undefined };

/**
 * The site's spaces (not deleted) the search finds. The state is read from
 * the expiry day against `today` (Paris, YYYY-MM-DD), never a job's lag:
 * expired when the day is before today (docs/private-wifi.md#expiry).
 */
export function spaceSearchCondition(site: ScopedSite, search: PrivateSpaceSearch, today: string): SQL {
  const q = search.q?.trim() ?? "";
  return and(
    eq(privateSpaces.siteId, site.id),
    isNull(privateSpaces.deletedAt),
    q === ""
      ? undefined
      : or(
          like(privateSpaces.nameKey, containsPattern(privateSpaceNameKey(q))),
          ilike(privateSpaces.comment, containsPattern(q)),
        ),
    search.state === "expired" ? lt(privateSpaces.expiresOn, today) : undefined,
    search.state === "active" ? or(isNull(privateSpaces.expiresOn), gte(privateSpaces.expiresOn, today)) : undefined,
  ) as SQL;
}

const sortColumns = {
  name: privateSpaces.nameKey,
  created_at: privateSpaces.createdAt,
  // Ascending, no expiry day (null) comes last: it never ends.
  expires_on: privateSpaces.expiresOn,
  devices: privateSpaces.devicesCount,
} as const;

/** A page of the spaces the search finds, in the order asked, the id breaking ties. */
export function findSpacePage(
  db: Database,
  condition: SQL,
  order: { sort: PrivateSpaceSort; order: "asc" | "desc" },
  window: { offset: number; limit: number },
): Promise<PrivateSpaceRow[]> {
  const direction = order.order === "asc" ? asc : desc;
  return db
    .select()
    .from(privateSpaces)
    .where(condition)
    .orderBy(direction(sortColumns[order.sort]), direction(privateSpaces.id))
    .offset(window.offset)
    .limit(window.limit);
}

export async function countSpaces(db: Database, condition: SQL): Promise<number> {
  const [row] = await db.select({ total: count() }).from(privateSpaces).where(condition);
  return row?.total ?? 0;
}

/**
 * A key still out on the site (docs/private-wifi.md#commands "The key limit"):
 * a space neither withdrawn nor deleted, or one whose withdrawal the
 * collector has not applied yet.
 */
export const liveKeyCondition = sql`((${privateSpaces.withdrawnAt} is null and ${privateSpaces.deletedAt} is null) or ${privateSpaces.pushState} <> 'applied')`;

/** The site's keys out there now: what the key limit counts. */
export async function countLiveKeys(db: Database, site: ScopedSite): Promise<number> {
  return countSpaces(db, and(eq(privateSpaces.siteId, site.id), liveKeyCondition) as SQL);
}

/** The site's figures above the list, in one pass over its spaces. */
export type SiteSpaceFigures = {
  keysInUse: number;
  active: number;
  expired: number;
  withDevices: number;
  devices: number;
  waiting: number;
  failed: number;
};

export async function findSiteSpaceFigures(db: Database, site: ScopedSite, today: string): Promise<SiteSpaceFigures> {
  const listed = sql`${privateSpaces.deletedAt} is null`;
  const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      keysInUse: counted(liveKeyCondition),
      active: counted(
        sql`${listed} and (${privateSpaces.expiresOn} is null or ${privateSpaces.expiresOn} >= ${today})`,
      ),
      expired: counted(sql`${listed} and ${privateSpaces.expiresOn} < ${today}`),
      withDevices: counted(sql`${listed} and ${privateSpaces.devicesCount} > 0`),
      devices: sql<number>`coalesce(sum(${privateSpaces.devicesCount}) filter (where ${listed}), 0)`.mapWith(Number),
      waiting: counted(sql`${listed} and ${privateSpaces.pushState} = 'waiting'`),
      failed: counted(sql`${listed} and ${privateSpaces.pushState} = 'failed'`),
    })
    .from(privateSpaces)
    .where(eq(privateSpaces.siteId, site.id));
  return row ?? { keysInUse: 0, active: 0, expired: 0, withDevices: 0, devices: 0, waiting: 0, failed: 0 };
}
