import { type AlertChoice, type AlertLogEntry, type AlertSubscriptionAnswer, alertChoices } from "@ondine/domain";
import type { LocationNames, SiteWithOrganism } from "../locations";
import type { AlertLogRow } from "./alert-announcements.repository";

/** One site of the caller's scope with their choices, in the order `alertChoices` lists them. */
export function presentAlertSubscription(
  site: SiteWithOrganism,
  levels: readonly AlertChoice[] | undefined,
): AlertSubscriptionAnswer {
  return {
    site_id: site.siteId,
    site_name: site.siteName,
    organism_id: site.organismId,
    organism_name: site.organismName,
    levels: alertChoices.filter((choice) => levels?.includes(choice) ?? false),
  };
}

/** One announcement of the log, named with its site and organism. */
export function presentAlertLogEntry(row: AlertLogRow, names: LocationNames): AlertLogEntry {
  return {
    id: row.id,
    site_id: row.siteId,
    site_name: names.sites.get(row.siteId) ?? "",
    organism_name: names.organisms.get(row.organismId) ?? "",
    kind: row.kind,
    level: row.level,
    reason: row.reason,
    since: row.since.toISOString(),
    announced_at: row.announcedAt.toISOString(),
    recipients: row.recipients,
  };
}
