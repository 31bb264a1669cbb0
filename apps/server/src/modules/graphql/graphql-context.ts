import type { SiteStatusFigures } from "@ondine/domain";
import type DataLoader from "dataloader";
import type { Database } from "../../db";
import type { Scope } from "../../scope/scope";
import type { CouponsDependencies } from "../coupons";
import type { SearchDeps } from "../search";
import type { RequestActor } from "../sessions";
import type { OrganismNode } from "./resolvers/location-nodes";

// Types only: what builds the loaders (graphql-loaders.ts) reads the search connection, which reads this
// context, so keeping them apart keeps the import graph free of loops.

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
