import {
  type ExportColumn,
  exportRowLimit,
  isPrivateSpaceExpired,
  type PrivateSpaceExportQuery,
  privateWifiToday,
} from "@ondine/domain";
import type { ExportRow, ExportRows } from "../search";
import { countSpaces, findSpacePage, spaceSearchCondition } from "./private-space-list.repository";
import type { PrivateSpaceRow } from "./private-spaces.repository";
import { recordPrivateWifiAudit } from "./private-wifi-audit";
import { assertMayManagePrivateWifi, type PrivateWifiCaller } from "./private-wifi-caller";
import type { PrivateWifiDependencies } from "./private-wifi-dependencies";
import { resolvePrivateWifiSite } from "./private-wifi-site";

// `GET /ran/sites/{site_id}/spaces/export` (docs/private-wifi.md#calls): the
// list's spaces (its search and state, by name) as a file through the
// exports' writer; the keys only when asked, each such file audited.

const column = (key: string, kind: ExportColumn["kind"], width: number): ExportColumn => ({
  key,
  kind,
  fields: [key],
  width,
});

/** The file's columns, the list's: name, comment, expired or not, last day, devices, creation; the key when asked. */
export function privateSpaceExportColumns(withKeys: boolean): ExportColumn[] {
  return [
    column("name", "text", 28),
    column("comment", "text", 40),
    column("expired", "yes_no", 10),
    column("expires_on", "text", 12),
    column("devices", "text", 10),
    column("created_at", "date", 17),
    ...(withKeys ? [column("key", "text", 16)] : []),
  ];
}

function exportRow(row: PrivateSpaceRow, withKeys: boolean, now: Date): ExportRow {
  return {
    name: row.name,
    comment: row.comment,
    expired: isPrivateSpaceExpired(row.expiresOn, now),
    expires_on: row.expiresOn,
    devices: String(row.devicesCount),
    created_at: row.createdAt,
    ...(withKeys ? { key: row.psk } : {}),
  };
}

/** Spaces read per query while the file is written. */
const exportPageSize = 1000;

/**
 * The file's rows: the site's spaces the search finds, counted first (more
 * than the exports' limit is refused before anything is written), then read
 * a page at a time. With the keys, the export is written to the audit log
 * (`private_wifi.keys_exported`: the site, how many keys, the format).
 */
export async function privateSpaceExportRows(
  deps: PrivateWifiDependencies,
  caller: PrivateWifiCaller,
  siteId: number,
  query: PrivateSpaceExportQuery,
): Promise<ExportRows> {
  assertMayManagePrivateWifi(caller);
  const now = deps.now();
  const site = await resolvePrivateWifiSite(deps.db, caller, siteId);
  const withKeys = query.with_keys === "1";
  const condition = spaceSearchCondition(site, query, privateWifiToday(now));
  const total = await countSpaces(deps.db, condition);
  if (withKeys && total <= exportRowLimit) {
    await recordPrivateWifiAudit(deps.db, caller, "private_wifi.keys_exported", {
      site_id: site.id,
      keys: total,
      format: query.format,
    });
  }
  async function* pages() {
    for (let offset = 0; offset < total; offset += exportPageSize) {
      const limit = Math.min(exportPageSize, total - offset);
      const rows = await findSpacePage(deps.db, condition, { sort: "name", order: "asc" }, { offset, limit });
      if (rows.length === 0) return;
      yield rows.map((row) => exportRow(row, withKeys, now));
    }
  }
  return { total, pages: pages() };
}
