import DataLoader from "dataloader";
import { getSiteStatuses } from "../monitoring";
import type { GraphqlContext, GraphqlLoaders } from "./graphql-context";
import { locationSource, organismNode } from "./resolvers/location-nodes";
import { searchMany } from "./search-connection";

/** The request's loaders: a cache that lives as long as its answer. */
export function createGraphqlLoaders(context: Omit<GraphqlContext, "loaders">): GraphqlLoaders {
  const { db, scope, now } = context;
  return {
    organism: new DataLoader(async (organismIds) => {
      const found = await searchMany(context, {
        index: "locations",
        source: locationSource,
        toNode: organismNode,
        filter: [{ term: { type: "Organism" } }, { terms: { id: [...organismIds] } }],
      });
      const byId = new Map(found.map((organism) => [organism.id, organism]));
      return organismIds.map((id) => byId.get(id));
    }),
    siteStatus: new DataLoader(async (siteIds) => {
      const statuses = await getSiteStatuses(db, scope, siteIds, now);
      return siteIds.map((id) => statuses.get(id));
    }),
  };
}
