import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { privateSpaces } from "../../db/schema";
import { unnestItems } from "../../db/sql-arrays";
import type { ScopedSite } from "../../scope/in-scope";
import type { PrivateSpaceRow } from "./private-spaces.repository";

// The spaces of guest codes with private access (docs/private-wifi.md#codes):
// each carries its code's id, and its 8 characters to name it without asking
// the coupons module.

/** Each space of `links` becomes its code's, in one statement whatever their number. */
export async function linkSpacesToCoupons(
  tx: Database,
  links: readonly { spaceId: number; couponId: number; couponCode: string }[],
): Promise<void> {
  if (links.length === 0) return;
  await tx.execute(sql`
    update private_spaces set coupon_id = link.coupon_id, coupon_code = link.coupon_code
    from ${unnestItems(links, [
      [(link) => link.spaceId, "integer"],
      [(link) => link.couponId, "bigint"],
      [(link) => link.couponCode, "text"],
    ])} as link (space_id, coupon_id, coupon_code)
    where private_spaces.id = link.space_id`);
}

/** The code's space on its site (deleted ones aside); `forUpdate` locks it for a change. */
export async function findCouponSpace(
  db: Database,
  site: ScopedSite,
  couponId: number,
  options: { forUpdate?: boolean } = {},
): Promise<PrivateSpaceRow | undefined> {
  const query = db
    .select()
    .from(privateSpaces)
    .where(
      and(eq(privateSpaces.siteId, site.id), eq(privateSpaces.couponId, couponId), isNull(privateSpaces.deletedAt)),
    );
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row;
}
