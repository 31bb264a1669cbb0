import {
  type PrivateSpaceCards,
  type PrivateSpaceCardsAnswer,
  type PrivateSpaceKey,
  privateWifiToday,
} from "@ondine/domain";
import { findCallerSpace } from "./private-space-lookup";
import { findSelectedSpaces } from "./private-space-selection";
import { recordPrivateWifiAudit } from "./private-wifi-audit";
import { assertMayManagePrivateWifi, type PrivateWifiCaller } from "./private-wifi-caller";
import type { PrivateWifiDependencies } from "./private-wifi-dependencies";
import { requireSiteSsid, resolvePrivateWifiSite } from "./private-wifi-site";

// The calls that show keys (docs/private-wifi.md#keys): each writes to the
// audit log, in the transaction that reads them, who saw how many keys of
// which site.

/** `POST /ran/spaces/{id}/reveal`: the space's key (audited `private_wifi.key_revealed`); another customer's: 404. */
export async function revealPrivateSpaceKey(
  deps: PrivateWifiDependencies,
  caller: PrivateWifiCaller,
  id: number,
): Promise<PrivateSpaceKey> {
  assertMayManagePrivateWifi(caller);
  return deps.db.transaction(async (tx) => {
    const { space } = await findCallerSpace(tx, caller, id);
    await recordPrivateWifiAudit(tx, caller, "private_wifi.key_revealed", {
      site_id: space.siteId,
      keys: 1,
      space_id: space.id,
    });
    return { id: space.id, psk: space.psk };
  });
}

/**
 * `POST /ran/sites/{site_id}/spaces/cards` (docs/private-wifi.md#cards): the
 * selection's names, keys and expiry days by name, with the site's name and
 * SSID (422 `no_private_ssid` without one), audited `private_wifi.cards_printed`.
 */
export async function printPrivateSpaceCards(
  deps: PrivateWifiDependencies,
  caller: PrivateWifiCaller,
  siteId: number,
  input: PrivateSpaceCards,
): Promise<PrivateSpaceCardsAnswer> {
  assertMayManagePrivateWifi(caller);
  const now = deps.now();
  const site = await resolvePrivateWifiSite(deps.db, caller, siteId);
  const ssid = await requireSiteSsid(deps.db, site);
  return deps.db.transaction(async (tx) => {
    const rows = await findSelectedSpaces(tx, site, input.selection, privateWifiToday(now));
    rows.sort((a, b) => a.nameKey.localeCompare(b.nameKey) || a.id - b.id);
    await recordPrivateWifiAudit(tx, caller, "private_wifi.cards_printed", { site_id: site.id, keys: rows.length });
    return {
      ssid,
      site_name: site.name,
      cards: rows.map((row) => ({ id: row.id, name: row.name, psk: row.psk, expires_on: row.expiresOn })),
    };
  });
}
