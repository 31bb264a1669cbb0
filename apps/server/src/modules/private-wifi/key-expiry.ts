import { privateWifiToday } from "@ondine/domain";
import type { Database } from "../../db";
import { findPrivateSsids } from "../iot";
import { pushKeyChanges } from "./key-push.repository";
import { lockPrivateWifiSite } from "./private-wifi-site";
import { findSitesWithExpiredSpaces, withdrawExpiredSpaces } from "./push-states.repository";

/** The job that withdraws the keys whose expiry day is over (docs/private-wifi.md#expiry). */
export const privateWifiExpireKind = "private-wifi.expire";
export const privateWifiExpireIntervalMs = 60_000;

/**
 * Withdraws, at `now`, the keys of the spaces whose expiry day is over
 * (`privateSpaceExpiryInstant` passed: the day is before today, Paris) and
 * that are neither withdrawn nor deleted: each is marked `withdrawn_at` and
 * its withdrawal queued to its site's collector by the server (no actor),
 * one transaction a site, locked as the console's changes lock it. A site
 * without its private SSID has nowhere to take the keys out of: its spaces
 * wait for one (their state reads expired meanwhile).
 */
export async function expirePrivateSpaces(db: Database, now: Date): Promise<{ withdrawn: number }> {
  const today = privateWifiToday(now);
  const siteIds = await findSitesWithExpiredSpaces(db, today);
  const ssids = await findPrivateSsids(db, siteIds);
  let withdrawn = 0;
  for (const siteId of siteIds) {
    const ssid = ssids.get(siteId);
    if (ssid === undefined) continue;
    withdrawn += await db.transaction(async (tx) => {
      await lockPrivateWifiSite(tx, { id: siteId });
      const spaces = await withdrawExpiredSpaces(tx, siteId, today, now);
      await pushKeyChanges(tx, {
        site: { id: siteId },
        ssid,
        actor: null,
        now,
        changes: spaces.map((space) => ({ spaceId: space.id, name: space.name, action: "withdraw", psk: space.psk })),
      });
      return spaces.length;
    });
  }
  return { withdrawn };
}
