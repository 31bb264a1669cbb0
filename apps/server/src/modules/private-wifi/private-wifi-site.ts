import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import type { ScopedSite } from "../../scope/in-scope";
import { findPrivateSsids } from "../iot";
import { resolveMonitoredSite } from "../monitoring";
import type { PrivateWifiCaller } from "./private-wifi-caller";
import { noPrivateSsid } from "./private-wifi-errors";

/** A site a private Wi-Fi call acts on, found in the caller's scope, with its name (the cards print it). */
export type PrivateWifiSite = ScopedSite & { readonly name: string };

/** The site asked for, in the caller's scope as the monitoring calls find it; unknown or another customer's: 404. */
export function resolvePrivateWifiSite(
  db: Database,
  caller: PrivateWifiCaller,
  siteId: number,
): Promise<PrivateWifiSite> {
  return resolveMonitoredSite(db, caller.scope, siteId);
}

/** The site's private SSID (its `RAN` wlan, docs/private-wifi.md#model), null when it has none. */
export async function findSiteSsid(db: Database, site: ScopedSite): Promise<string | null> {
  return (await findPrivateSsids(db, [site.id])).get(site.id) ?? null;
}

/** The site's private SSID, or 422 `no_private_ssid`: nothing can be put on a site without one. */
export async function requireSiteSsid(db: Database, site: ScopedSite): Promise<string> {
  const ssid = await findSiteSsid(db, site);
  if (ssid === null) throw noPrivateSsid();
  return ssid;
}

// Any constant would do: the first key of the private Wi-Fi sites' advisory locks, the second a site's id ("ONPW").
const privateWifiSiteLockClass = 0x4f4e_5057;

/**
 * Makes the site's key changes wait for each other until their transaction
 * ends (docs/private-wifi.md#commands "The key limit", #import): the key
 * limit, the names and the keys a change reads stay what it read, so two
 * imports of one file at once are decided one after the other. An advisory
 * lock rather than the site's row, which the rows pointing at the site
 * (their foreign keys) would otherwise wait on.
 */
export async function lockPrivateWifiSite(tx: Database, site: ScopedSite | { readonly id: number }): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${privateWifiSiteLockClass}::int, ${site.id}::int)`);
}
