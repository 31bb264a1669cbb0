import type { Database } from "../../db";
import { findSpaceInScope, type PrivateSpaceRow } from "./private-spaces.repository";
import type { PrivateWifiCaller } from "./private-wifi-caller";
import { noSuchSpace } from "./private-wifi-errors";
import { type PrivateWifiSite, resolvePrivateWifiSite } from "./private-wifi-site";

/**
 * The space `id` of a site in the caller's scope, with its site: another
 * customer's, a deleted one or none at all answers 404 alike
 * (docs/private-wifi.md#roles). `forUpdate` locks the row (once the site is locked).
 */
export async function findCallerSpace(
  db: Database,
  caller: PrivateWifiCaller,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<{ space: PrivateSpaceRow; site: PrivateWifiSite }> {
  const space = await findSpaceInScope(db, caller.scope, id, options);
  if (!space) throw noSuchSpace();
  return { space, site: await resolvePrivateWifiSite(db, caller, space.siteId) };
}
