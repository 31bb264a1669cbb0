import { and, count, eq, gt } from "drizzle-orm";
import type { Database } from "../../db";
import { sites, sponsorRequests } from "../../db/schema";
import { markInScope } from "../../scope/in-scope";
import type { CodesLocation } from "../coupons";

export type SponsorRequestRow = typeof sponsorRequests.$inferSelect;
export type NewSponsorRequest = Omit<typeof sponsorRequests.$inferInsert, "id">;
export type SponsorRequestView = {
  request: SponsorRequestRow;
  site: { id: number; name: string; organismId: number };
  /** Where the sponsored code is made: the link's site, which its token vouches for (a public call, no scope). */
  codesLocation: CodesLocation;
};

export async function insertSponsorRequest(db: Database, request: NewSponsorRequest): Promise<SponsorRequestRow> {
  const [row] = await db.insert(sponsorRequests).values(request).returning();
  if (!row) throw new Error("insert into sponsor_requests returned no row");
  return row;
}

/**
 * The request behind a token's hash, with its site. `forUpdate` locks the
 * row until the transaction ends, so a link is used once even when two
 * submissions race.
 */
export async function findSponsorRequestByTokenHash(
  db: Database,
  tokenHash: string,
  options: { forUpdate?: boolean } = {},
): Promise<SponsorRequestView | undefined> {
  const query = db
    .select({
      request: sponsorRequests,
      site: { id: sites.id, name: sites.name, organismId: sites.organismId },
    })
    .from(sponsorRequests)
    .innerJoin(sites, eq(sites.id, sponsorRequests.siteId))
    .where(eq(sponsorRequests.tokenHash, tokenHash));
  const [row] = await (options.forUpdate ? query.for("update", { of: sponsorRequests }) : query);
  if (!row) return undefined;
  const codesLocation = markInScope("coupon-location", { organismId: row.site.organismId, siteId: row.site.id });
  return { ...row, codesLocation };
}

export async function markSponsorRequestUsed(
  db: Database,
  id: number,
  use: { usedAt: Date; couponId: number },
): Promise<void> {
  await db.update(sponsorRequests).set(use).where(eq(sponsorRequests.id, id));
}

/** Requests made since `since` naming this sponsor, and from this address (the hourly caps). */
export async function countRecentSponsorRequests(
  db: Database,
  options: { sponsorEmail: string; requestIp: string; since: Date },
): Promise<{ bySponsor: number; byAddress: number }> {
  const countWhere = async (condition: ReturnType<typeof and>) => {
    const [row] = await db.select({ total: count() }).from(sponsorRequests).where(condition);
    return row?.total ?? 0;
  };
  const [bySponsor, byAddress] = await Promise.all([
    countWhere(
      and(eq(sponsorRequests.sponsorEmail, options.sponsorEmail), gt(sponsorRequests.createdAt, options.since)),
    ),
    countWhere(and(eq(sponsorRequests.requestIp, options.requestIp), gt(sponsorRequests.createdAt, options.since))),
  ]);
  return { bySponsor, byAddress };
}

export async function findSite(db: Database, id: number) {
  const [row] = await db
    .select({ id: sites.id, name: sites.name, organismId: sites.organismId })
    .from(sites)
    .where(eq(sites.id, id));
  return row;
}
