import type { PrivateSpaceSelection } from "@ondine/domain";
import type { Database } from "../../db";
import type { ScopedSite } from "../../scope/in-scope";
import { spaceSearchCondition } from "./private-space-list.repository";
import { findSiteSpaces, findSpacesWhere, type PrivateSpaceRow } from "./private-spaces.repository";
import { noSuchSpace } from "./private-wifi-errors";

/**
 * The site's spaces a bulk call or the cards name (docs/private-wifi.md#roles):
 * `ids`, every one the site's (one that is not, another customer's included:
 * 404 for the whole call), or every space the search `matching` finds at
 * `today`. By id; locked for a change when asked.
 */
export async function findSelectedSpaces(
  db: Database,
  site: ScopedSite,
  selection: PrivateSpaceSelection,
  today: string,
  options: { forUpdate?: boolean } = {},
): Promise<PrivateSpaceRow[]> {
  if ("ids" in selection) {
    const ids = [...new Set(selection.ids)];
    const rows = await findSiteSpaces(db, site, ids, options);
    if (rows.length !== ids.length) throw noSuchSpace();
    return rows;
  }
  return findSpacesWhere(db, spaceSearchCondition(site, selection.matching, today), options);
}
