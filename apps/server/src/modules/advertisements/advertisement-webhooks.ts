import type { Advertisement } from "@ondine/domain";
import type { Database } from "../../db";
import { findSitesWithOrganisms } from "../locations";
import { recordWebhookEvents, type WebhookEventToRecord } from "../webhooks";

type OrganismShown = {
  name: string;
  wholeOrganism: boolean;
  sites: { id: number; name: string }[];
};

/**
 * `announcement.published` (docs/webhooks.md#events), in the save's
 * transaction: one event per organism among the announcement's locations,
 * saying whether it is shown on the whole organism or on which of its sites.
 * One statement to name the sites' organisms (none without a site), one for
 * the outbox.
 */
export async function recordAnnouncementWebhooks(
  deps: { db: Database; now: () => Date },
  announcement: Advertisement,
  change: "created" | "updated",
): Promise<void> {
  const siteIds = announcement.locations
    .filter((location) => location.location_type === "Site")
    .map((location) => location.location_id);
  const sites = await findSitesWithOrganisms(deps.db, siteIds);
  const shown = new Map<number, OrganismShown>();
  const organismOf = (id: number, name: string) => {
    let organism = shown.get(id);
    if (!organism) {
      organism = { name, wholeOrganism: false, sites: [] };
      shown.set(id, organism);
    }
    return organism;
  };
  for (const location of announcement.locations) {
    if (location.location_type === "Organism") {
      organismOf(location.location_id, location.name).wholeOrganism = true;
      continue;
    }
    const site = sites.get(location.location_id);
    if (site) organismOf(site.organismId, site.organismName).sites.push({ id: site.siteId, name: site.siteName });
  }
  const events = [...shown].map(
    ([organismId, organism]): WebhookEventToRecord<"announcement.published"> => ({
      organismId,
      type: "announcement.published",
      data: {
        organism: { id: organismId, name: organism.name },
        announcement: {
          id: announcement.id,
          internal_title: announcement.internal_title,
          starts_on: announcement.starts_at,
          ends_on: announcement.ends_at,
          whole_organism: organism.wholeOrganism,
          sites: organism.sites,
        },
        change,
      },
    }),
  );
  await recordWebhookEvents(deps, events);
}
