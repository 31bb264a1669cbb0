import type { LocationType } from "@ondine/domain";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db";
import { organisms, sites } from "../../db/schema";
import type { Scope } from "../../scope/scope";
import { organismInScope, siteInScope } from "../../scope/scope-conditions";

/** Where codes are made: an organism as a whole, or one of its sites. */
export type CouponLocation = {
  type: LocationType;
  organismId: number;
  organismName: string;
  siteId: number | null;
  siteName: string | null;
};

/** The location when it exists within the scope (an organism only when assigned as a whole), else undefined. */
export async function findCouponLocationInScope(
  db: Database,
  scope: Scope,
  location: { type: LocationType; id: number },
): Promise<CouponLocation | undefined> {
  if (location.type === "Site") {
    const [row] = await db
      .select({ siteId: sites.id, siteName: sites.name, organismId: organisms.id, organismName: organisms.name })
      .from(sites)
      .innerJoin(organisms, eq(organisms.id, sites.organismId))
      .where(and(eq(sites.id, location.id), siteInScope(scope, sites.id)));
    return row ? { type: "Site", ...row } : undefined;
  }
  const [row] = await db
    .select({ organismId: organisms.id, organismName: organisms.name })
    .from(organisms)
    .where(and(eq(organisms.id, location.id), organismInScope(scope, organisms.id)));
  return row ? { type: "Organism", ...row, siteId: null, siteName: null } : undefined;
}
