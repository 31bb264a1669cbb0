/**
 * The locations index's documents of one organism and its sites in
 * production, as the location directory reads them (docs/search.md):
 * what a test's `POST /es_proxy/locations/_search` answers with.
 */
export function organismLocationDocuments(
  organism: { id: number; name: string },
  sites: readonly { id: number; name: string }[],
) {
  const organismDocument = {
    ...organism,
    type: "Organism",
    organism_id: organism.id,
    organism_name: organism.name,
    state: null,
    coord: null,
  };
  const siteDocuments = sites.map((site) => ({
    ...site,
    type: "Site",
    organism_id: organism.id,
    organism_name: organism.name,
    state: "En production",
    coord: { latitude: 47.2, longitude: -1.55 },
  }));
  return [organismDocument, ...siteDocuments];
}
