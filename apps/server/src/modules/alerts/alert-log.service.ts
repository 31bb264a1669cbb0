import { type AlertLogAnswer, type AlertLogQuery, alertLogPageSize, totalPages } from "@ondine/domain";
import type { Database } from "../../db";
import type { Scope } from "../../scope/scope";
import { findLocationNames } from "../locations";
import { countAlertLog, findAlertLogPage } from "./alert-announcements.repository";
import { presentAlertLogEntry } from "./alert-presenters";

/**
 * A page of the announcements on the scope's sites (an admin's: all), newest
 * first, optionally one site's (docs/alerts.md#calls); a site outside the
 * scope lists nothing.
 */
export async function listAlertLog(db: Database, scope: Scope, query: AlertLogQuery): Promise<AlertLogAnswer> {
  const rows = await findAlertLogPage(db, scope, {
    siteId: query.site_id,
    limit: alertLogPageSize,
    offset: (query.page - 1) * alertLogPageSize,
  });
  const total = await countAlertLog(db, scope, query.site_id);
  const names = await findLocationNames(db, {
    organismIds: [...new Set(rows.map((row) => row.organismId))],
    siteIds: [...new Set(rows.map((row) => row.siteId))],
  });
  return {
    items: rows.map((row) => presentAlertLogEntry(row, names)),
    current_page: query.page,
    total_pages: totalPages(total, alertLogPageSize),
  };
}
