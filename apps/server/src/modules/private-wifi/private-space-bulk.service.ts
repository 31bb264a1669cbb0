import { type PrivateSpaceBulk, privateWifiToday } from "@ondine/domain";
import { beginSiteKeyChange, deleteSpaces, resetSpaces, setSpacesExpiry } from "./private-space-key-changes";
import { expiryErrors } from "./private-space-rules";
import { findSelectedSpaces } from "./private-space-selection";
import { assertMayManagePrivateWifi, commandActorOf, type PrivateWifiCaller } from "./private-wifi-caller";
import type { PrivateWifiDependencies } from "./private-wifi-dependencies";
import { refuseBrokenRules, selectionChanged } from "./private-wifi-errors";
import { resolvePrivateWifiSite } from "./private-wifi-site";

/**
 * `POST /ran/sites/{site_id}/spaces/bulk` (docs/private-wifi.md#calls):
 * deletes, resets or sets the expiry of the selection, all in one
 * transaction, the site locked, or nothing: an id not the site's answers
 * 404, a selection of another count than `expected` (what the confirmation
 * said) 409 `CONFLICT`. A reset leaves the expired spaces as they are (their
 * key is withdrawn): `affected` says how many changed.
 */
export async function bulkChangePrivateSpaces(
  deps: PrivateWifiDependencies,
  caller: PrivateWifiCaller,
  siteId: number,
  input: PrivateSpaceBulk,
): Promise<{ affected: number }> {
  assertMayManagePrivateWifi(caller);
  const now = deps.now();
  const site = await resolvePrivateWifiSite(deps.db, caller, siteId);
  const expiresOn = input.expires_on ?? null;
  if (input.action === "set_expiry") refuseBrokenRules(expiryErrors(expiresOn, undefined, now));
  return deps.db.transaction(async (tx) => {
    const change = await beginSiteKeyChange(tx, { site, actor: commandActorOf(caller), now, keyLimit: deps.keyLimit });
    const rows = await findSelectedSpaces(tx, site, input.selection, privateWifiToday(now), { forUpdate: true });
    if (rows.length !== input.expected) throw selectionChanged(input.expected, rows.length);
    switch (input.action) {
      case "delete":
        await deleteSpaces(tx, change, rows);
        return { affected: rows.length };
      case "reset":
        return { affected: (await resetSpaces(tx, change, rows)).length };
      case "set_expiry":
        await setSpacesExpiry(tx, change, rows, expiresOn);
        return { affected: rows.length };
    }
  });
}
