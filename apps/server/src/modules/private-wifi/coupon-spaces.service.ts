import { type CouponPresentation, calendarDayOf, formatCalendarDay, privateSpaceStateAt } from "@ondine/domain";
import type { Database } from "../../db";
import type { ScopedSite } from "../../scope/in-scope";
import type { IotCommandActor } from "../iot";
import { findCouponSpace, linkSpacesToCoupons } from "./coupon-spaces.repository";
import { beginSiteKeyChange, createSpaces, deleteSpaces } from "./private-space-key-changes";
import { deleteSpaceRows, updateSpaces } from "./private-spaces.repository";
import { noPrivateSsid } from "./private-wifi-errors";
import type { PrivateWifiSite } from "./private-wifi-site";

// Guest codes with private access (docs/private-wifi.md#codes): the coupons
// module calls these in its own transactions, with the code's site, which it
// found in the caller's scope.

/** What a code's answer says of its space. */
export type CouponPrivateSpace = NonNullable<CouponPresentation["private_space"]>;

/** A code just made `with_ran_access`: its id, its 8 characters, and the last moment it can be used. */
export type PrivateAccessCode = { id: number; code: string; endsAt: Date };

/** A key change for the coupons' sake: who asks, when, and the site's key limit (PRIVATE_WIFI_SITE_KEY_LIMIT). */
type CouponSpaceChange = { site: PrivateWifiSite; actor: IotCommandActor; now: Date; keyLimit: number };

/** The space's name: the code itself, after a word every interface language reads ("Code ABCD2345"). */
export function couponSpaceName(code: string): string {
  return `Code ${code}`;
}

/**
 * One space per code on the codes' site, in the codes' transaction: named
 * after the code, no comment, a fresh key, expiring on the code's last day
 * (Paris), all pushed in one change. The site's key limit refuses the whole
 * batch (422 `key_limit`), as does a site without a private SSID (422
 * `no_private_ssid`). Each code's space, by code id.
 */
export async function createCouponSpaces(
  tx: Database,
  change: CouponSpaceChange,
  codes: readonly PrivateAccessCode[],
): Promise<Map<number, CouponPrivateSpace>> {
  if (codes.length === 0) return new Map();
  const keyChange = await beginSiteKeyChange(tx, change);
  if (keyChange.ssid === null) throw noPrivateSsid();
  const spaces = codes.map((code) => ({
    name: couponSpaceName(code.code),
    comment: "",
    expiresOn: formatCalendarDay(calendarDayOf(code.endsAt)),
  }));
  const rows = await createSpaces(tx, keyChange, spaces);
  // Each space is its code's by name: a code names one space of the site.
  const codeOfName = new Map(codes.map((code) => [couponSpaceName(code.code), code]));
  const links = rows.map((row) => {
    const code = codeOfName.get(row.name);
    if (!code) throw new Error(`createCouponSpaces: no code named ${row.name}`);
    return { spaceId: row.id, couponId: code.id, couponCode: code.code, space: row };
  });
  await linkSpacesToCoupons(tx, links);
  return new Map(
    links.map(({ couponId, space }) => [
      couponId,
      { id: space.id, state: privateSpaceStateAt(space.expiresOn, change.now) },
    ]),
  );
}

/**
 * A disabled code's space is deleted, its key withdrawn (a tombstone until
 * the site applies the withdrawal, docs/private-wifi.md#model). `forgetCode`
 * when the code itself goes: the tombstone stops naming it, so it outlives the
 * code's row. On a site that lost its private SSID there is nothing to
 * withdraw: the row goes at once, and the code's change is never refused.
 */
export async function withdrawCouponSpace(
  tx: Database,
  change: CouponSpaceChange,
  couponId: number,
  options: { forgetCode?: boolean } = {},
): Promise<void> {
  // Most codes have no space: they do not wait on the site's key changes.
  if (!(await findCouponSpace(tx, change.site, couponId))) return;
  const keyChange = await beginSiteKeyChange(tx, change);
  const space = await findCouponSpace(tx, change.site, couponId, { forUpdate: true });
  if (!space) return;
  if (keyChange.ssid === null) {
    await deleteSpaceRows(tx, [space.id]);
    return;
  }
  await deleteSpaces(tx, keyChange, [space]);
  if (options.forgetCode) await updateSpaces(tx, [space.id], { couponId: null });
}

/** The code's space as its answer shows it (its state at `now`), or null when it has none. */
export async function findCouponPrivateSpace(
  db: Database,
  site: ScopedSite,
  couponId: number,
  now: Date,
): Promise<CouponPrivateSpace | null> {
  const space = await findCouponSpace(db, site, couponId);
  return space ? { id: space.id, state: privateSpaceStateAt(space.expiresOn, now) } : null;
}
