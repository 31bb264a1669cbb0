import type { LocationType } from "@ondine/domain";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db";
import { organisms, sites } from "../../db/schema";
import { type InScope, markInScope, type ScopedSite } from "../../scope/in-scope";
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

/** A coupon location found in the caller's scope: what creating codes and reading offers take. */
export type ScopedCouponLocation = InScope<"coupon-location", CouponLocation>;

/** The location when it exists within the scope (an organism only when assigned as a whole), else undefined. */
export async function findCouponLocationInScope(
  db: Database,
  scope: Scope,
  location: { type: LocationType; id: number },
): Promise<ScopedCouponLocation | undefined> {
  if (location.type === "Site") {
    const [row] = await db
      .select({ siteId: sites.id, siteName: sites.name, organismId: organisms.id, organismName: organisms.name })
      .from(sites)
      .innerJoin(organisms, eq(organisms.id, sites.organismId))
      .where(and(eq(sites.id, location.id), siteInScope(scope, sites.id)));
    return row ? markInScope("coupon-location", { type: "Site" as const, ...row }) : undefined;
  }
  const [row] = await db
    .select({ organismId: organisms.id, organismName: organisms.name })
    .from(organisms)
    .where(and(eq(organisms.id, location.id), organismInScope(scope, organisms.id)));
  return row
    ? markInScope("coupon-location", { type: "Organism" as const, ...row, siteId: null, siteName: null })
    : undefined;
}

/**
 * The site a codes location or a code found in scope is on, in scope with it
 * (with its name); undefined for an organism's. What the private Wi-Fi spaces
 * of codes with private access take (docs/private-wifi.md#codes).
 */
export function siteOfScopedCodes(
  scoped: InScope<"coupon-location" | "coupon", { readonly siteId: number | null }>,
  siteName: string | null,
): (ScopedSite & { readonly name: string }) | undefined {
  if (scoped.siteId === null || siteName === null) return undefined;
  return markInScope("site", { id: scoped.siteId, name: siteName });
}
