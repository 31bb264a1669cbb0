import { locationQuerySize, monitoredSiteState } from "@ondine/domain";
import { searchIndex, sourcesOf } from "../../../api/search-proxy";

/** A site as the network-status screens list it. */
export interface ProductionSite {
  id: number;
  name: string;
}

/** An organism's production sites by name, from the search proxy's locations index (docs/search.md). */
export async function findProductionSites(organismId: number, signal?: AbortSignal): Promise<ProductionSite[]> {
  const response = await searchIndex<ProductionSite>(
    "locations",
    {
      size: locationQuerySize,
      _source: ["id", "name"],
      sort: [{ name: { order: "asc" } }],
      query: {
        bool: {
          filter: [
            { term: { type: "Site" } },
            { term: { organism_id: organismId } },
            { term: { state: monitoredSiteState } },
          ],
        },
      },
    },
    signal,
  );
  return sourcesOf(response);
}
