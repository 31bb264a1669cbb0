import {
  type PrivateImportHistory,
  type PrivateSpaceDetail,
  type PrivateSpaceList,
  type PrivateSpaceQuery,
  privateWifiLimits,
  privateWifiToday,
  totalPages,
} from "@ondine/domain";
import { findRoomNames } from "../iot";
import { findPeopleByIds } from "../users";
import { presentPrivateSpace, presentPrivateSpaceDetail } from "./private-space.presenter";
import { findSpaceImports } from "./private-space-imports.repository";
import {
  countSpaces,
  findSiteSpaceFigures,
  findSpacePage,
  spaceSearchCondition,
} from "./private-space-list.repository";
import { findCallerSpace } from "./private-space-lookup";
import { findSpaceDevices } from "./private-spaces.repository";
import { assertMayManagePrivateWifi, type PrivateWifiCaller } from "./private-wifi-caller";
import type { PrivateWifiDependencies } from "./private-wifi-dependencies";
import { findSiteSsid, resolvePrivateWifiSite } from "./private-wifi-site";

const { pageSize } = privateWifiLimits;

/**
 * `GET /ran/sites/{site_id}/spaces` (docs/private-wifi.md#calls): a page of
 * the site's spaces the search finds, their count, and the site's figures
 * (its SSID, its keys against its limit, the spaces by state and push).
 */
export async function listPrivateSpaces(
  deps: PrivateWifiDependencies,
  caller: PrivateWifiCaller,
  siteId: number,
  query: PrivateSpaceQuery,
): Promise<PrivateSpaceList> {
  assertMayManagePrivateWifi(caller);
  const now = deps.now();
  const site = await resolvePrivateWifiSite(deps.db, caller, siteId);
  const today = privateWifiToday(now);
  const condition = spaceSearchCondition(site, query, today);
  const [rows, total, figures, ssid] = await Promise.all([
    findSpacePage(deps.db, condition, query, { offset: (query.page - 1) * pageSize, limit: pageSize }),
    countSpaces(deps.db, condition),
    findSiteSpaceFigures(deps.db, site, today),
    findSiteSsid(deps.db, site),
  ]);
  const roomNames = await findRoomNames(
    deps.db,
    site,
    rows.flatMap((row) => (row.iotRoomId === null ? [] : [row.iotRoomId])),
  );
  return {
    items: rows.map((row) => presentPrivateSpace(row, roomNames, now)),
    total_count: total,
    current_page: query.page,
    total_pages: totalPages(total, pageSize),
    figures: {
      ssid,
      key_limit: deps.keyLimit,
      keys_in_use: figures.keysInUse,
      active: figures.active,
      expired: figures.expired,
      with_devices: figures.withDevices,
      devices: figures.devices,
      waiting: figures.waiting,
      failed: figures.failed,
    },
  };
}

/** `GET /ran/spaces/{id}`: the space with the devices of the latest report; another customer's: 404. */
export async function getPrivateSpace(
  deps: PrivateWifiDependencies,
  caller: PrivateWifiCaller,
  id: number,
): Promise<PrivateSpaceDetail> {
  assertMayManagePrivateWifi(caller);
  const { space, site } = await findCallerSpace(deps.db, caller, id);
  const [devices, roomNames] = await Promise.all([
    findSpaceDevices(deps.db, space),
    findRoomNames(deps.db, site, space.iotRoomId === null ? [] : [space.iotRoomId]),
  ]);
  return presentPrivateSpaceDetail(space, devices, roomNames, deps.now());
}

/** `GET /ran/sites/{site_id}/imports`: the site's past imports, newest first, with who made them. */
export async function listPrivateImports(
  deps: PrivateWifiDependencies,
  caller: PrivateWifiCaller,
  siteId: number,
): Promise<PrivateImportHistory> {
  assertMayManagePrivateWifi(caller);
  const site = await resolvePrivateWifiSite(deps.db, caller, siteId);
  const rows = await findSpaceImports(deps.db, site);
  const people = await findPeopleByIds(deps.db, [
    ...new Set(rows.flatMap((row) => (row.actorUserId === null ? [] : [row.actorUserId]))),
  ]);
  return {
    items: rows.map((row) => {
      const person = row.actorUserId === null ? undefined : people.get(row.actorUserId);
      return {
        id: row.id,
        file_name: row.fileName,
        created: row.created,
        by: person ? `${person.firstName} ${person.lastName}`.trim() : null,
        at: row.createdAt.toISOString(),
      };
    }),
  };
}
