import type { LocationDocument } from "@ondine/domain";

/** A location of the caller (its search text is made on the first search: filter-locations.ts). */
export type DirectoryEntry = LocationDocument;

/** The caller's organisms and sites, sorted by name and indexed for the screens that read them. */
export interface LocationDirectory {
  all: DirectoryEntry[];
  organisms: DirectoryEntry[];
  sites: DirectoryEntry[];
  organismById: ReadonlyMap<number, DirectoryEntry>;
  siteById: ReadonlyMap<number, DirectoryEntry>;
  /** Each organism's sites, by name; also for organisms the caller holds only some sites of. */
  sitesByOrganism: ReadonlyMap<number, DirectoryEntry[]>;
}

// Names sort as people read them: "Hôtel" beside "Hotel", case aside, "Site 2" before "Site 10".
const byName = new Intl.Collator("fr", { sensitivity: "base", numeric: true });

export function buildLocationDirectory(documents: readonly LocationDocument[]): LocationDirectory {
  const all = [...documents].sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
  const organisms = all.filter((entry) => entry.type === "Organism");
  const sites = all.filter((entry) => entry.type === "Site");
  const sitesByOrganism = new Map<number, DirectoryEntry[]>();
  for (const site of sites) {
    const list = sitesByOrganism.get(site.organism_id);
    if (list) list.push(site);
    else sitesByOrganism.set(site.organism_id, [site]);
  }
  return {
    all,
    organisms,
    sites,
    organismById: new Map(organisms.map((entry) => [entry.id, entry])),
    siteById: new Map(sites.map((entry) => [entry.id, entry])),
    sitesByOrganism,
  };
}
