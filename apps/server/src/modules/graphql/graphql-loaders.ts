import DataLoader from "dataloader";
import { getSiteStatuses } from "../monitoring";
import { getTicket } from "../tickets";
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
    // One read per ticket (its messages, attachments and SLA): a list's items were found readable just before.
    ticketDetail: new DataLoader((ticketIds) =>
      Promise.all(
        ticketIds.map((id) =>
          getTicket(context.tickets, { actor: context.actor, scope }, id, now).catch((error: Error) => error),
        ),
      ),
    ),
  };
}
