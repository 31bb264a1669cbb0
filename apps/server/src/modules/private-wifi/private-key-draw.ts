import { randomInt } from "node:crypto";
import { drawFreshPrivateKey } from "@ondine/domain";
import type { Database } from "../../db";
import { isUniqueViolationOf } from "../../errors/database-error";
import type { ScopedSite } from "../../scope/in-scope";
import { findSiteKeys } from "./private-spaces.repository";
import { noFreshKey } from "./private-wifi-errors";

// A site's new keys (docs/private-wifi.md#keys): drawn with node:crypto's
// randomInt, none of the site's keys (tombstones included), read in the
// caller's transaction. The unique index on (site_id, psk) has the last word.

const siteKeyIndex = "private_spaces_site_id_psk_idx";

/** How many times a write whose keys collided with a concurrent one's draws them all again. */
const keyWriteAttempts = 3;

/** `count` new keys, distinct, none of the site's: 422 `no_fresh_key` when the draws keep colliding. */
export async function drawSiteKeys(tx: Database, site: ScopedSite, count: number): Promise<string[]> {
  const taken = await findSiteKeys(tx, site);
  const keys: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const key = drawFreshPrivateKey(
      (max) => randomInt(max),
      (candidate) => taken.has(candidate),
    );
    if (key === undefined) throw noFreshKey();
    taken.add(key);
    keys.push(key);
  }
  return keys;
}

/**
 * Runs `write` with `count` fresh keys of the site in a savepoint of `tx`;
 * when a concurrent write took one of them first (the unique index refuses
 * it), draws them all again, at most `keyWriteAttempts` times.
 */
export async function writeWithFreshKeys<T>(
  tx: Database,
  site: ScopedSite,
  count: number,
  write: (savepoint: Database, keys: string[]) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const keys = await drawSiteKeys(tx, site, count);
    try {
      return await tx.transaction((savepoint) => write(savepoint, keys));
    } catch (error) {
      if (!isUniqueViolationOf(error, siteKeyIndex)) throw error;
      if (attempt >= keyWriteAttempts) throw noFreshKey();
    }
  }
}
