import type { SiteStatusFigures } from "@ondine/domain";
import DataLoader from "dataloader";
import type { Database } from "../../db";
import type { Scope } from "../../scope/scope";
import type { CouponsDependencies } from "../coupons";
import { getSiteStatuses } from "../monitoring";
import type { SearchDeps } from "../search";
import type { RequestActor } from "../sessions";
import { locationSource, type OrganismNode, organismNode } from "./resolvers/location-nodes";
import { searchMany } from "./search-connection";

/** What every resolver of one request reads: who asks, what they may touch, and the services behind the REST calls. */
export type GraphqlContext = {
  actor: RequestActor;
  scope: Scope;
  language: string;
  /** The request's instant: every status and window of one answer is read as of it. */
  now: Date;
  db: Database;
  search: SearchDeps;
  coupons: CouponsDependencies;
  loaders: GraphqlLoaders;
};

export type GraphqlLoaders = {
  /** An organism by id, when the caller holds it as a whole; one search however many. */
  organism: DataLoader<number, OrganismNode | undefined>;
  /** A site's status by id; the sites of one answer are read together (3 queries however many). */
  siteStatus: DataLoader<number, SiteStatusFigures | undefined>;
};

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
