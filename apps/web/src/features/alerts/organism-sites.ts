import { type AlertSubscriptionAnswer, matchesSearchWords, normaliseSearchText } from "@ondine/domain";

// The subscription list's sites, searched, paged and grouped by organism
// (docs/alerts.md#subscriptions): a chain has dozens, an admin thousands, so
// the list shows one page of them at a time.

/** Sites on one page of the list. */
export const subscriptionSitesPerPage = 50;

/** An organism's sites as one page shows them (an organism may run over two pages). */
export interface OrganismSites {
  organismId: number;
  organismName: string;
  sites: AlertSubscriptionAnswer[];
}

/** The sites whose name or organism's name holds every word of the search, accents and case aside. */
export function sitesMatching(
  sites: readonly AlertSubscriptionAnswer[],
  search: string,
): readonly AlertSubscriptionAnswer[] {
  const words = normaliseSearchText(search);
  if (words === "") return sites;
  return sites.filter((site) =>
    matchesSearchWords(normaliseSearchText(`${site.organism_name} ${site.site_name}`), words),
  );
}

export function pageCount(siteCount: number): number {
  return Math.max(1, Math.ceil(siteCount / subscriptionSitesPerPage));
}

/** One page of the sites (from 1), grouped by organism in the server's order (organism, then site name). */
export function organismsOnPage(sites: readonly AlertSubscriptionAnswer[], page: number): OrganismSites[] {
  const start = (page - 1) * subscriptionSitesPerPage;
  const groups: OrganismSites[] = [];
  for (const site of sites.slice(start, start + subscriptionSitesPerPage)) {
    const last = groups.at(-1);
    if (last?.organismId === site.organism_id) last.sites.push(site);
    else groups.push({ organismId: site.organism_id, organismName: site.organism_name, sites: [site] });
  }
  return groups;
}

/** Every site id of each organism, for the "every site of this organism" boxes, whatever the page or the search. */
export function siteIdsByOrganism(sites: readonly AlertSubscriptionAnswer[]): ReadonlyMap<number, readonly number[]> {
  const byOrganism = new Map<number, number[]>();
  for (const site of sites) {
    const siteIds = byOrganism.get(site.organism_id);
    if (siteIds) siteIds.push(site.site_id);
    else byOrganism.set(site.organism_id, [site.site_id]);
  }
  return byOrganism;
}
