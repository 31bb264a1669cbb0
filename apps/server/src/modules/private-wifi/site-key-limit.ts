import type { Database } from "../../db";
import type { ScopedSite } from "../../scope/in-scope";
import { countLiveKeys } from "./private-space-list.repository";
import { keyLimitReached } from "./private-wifi-errors";

/** The site's keys out there now, and how many more its limit lets it hold. */
export type SiteKeyRoom = { keyLimit: number; keysInUse: number; freeKeys: number };

export async function siteKeyRoom(db: Database, site: ScopedSite, keyLimit: number): Promise<SiteKeyRoom> {
  const keysInUse = await countLiveKeys(db, site);
  return { keyLimit, keysInUse, freeKeys: Math.max(0, keyLimit - keysInUse) };
}

/**
 * docs/private-wifi.md#commands "The key limit": `adding` more live keys
 * (spaces created, expired ones brought back) must keep the site within its
 * limit, else 422 `key_limit` saying the limit and the keys in use. Checked
 * in the transaction that would pass it, the site locked
 * (`lockPrivateWifiSite`), before anything is queued.
 */
export async function assertKeysFree(tx: Database, site: ScopedSite, keyLimit: number, adding: number): Promise<void> {
  if (adding === 0) return;
  const room = await siteKeyRoom(tx, site, keyLimit);
  if (adding > room.freeKeys) throw keyLimitReached(keyLimit, room.keysInUse);
}
