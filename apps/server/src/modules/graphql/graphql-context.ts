import type { SiteStatusFigures, TicketDetail } from "@ondine/domain";
import type DataLoader from "dataloader";
import type { Database } from "../../db";
import type { Scope } from "../../scope/scope";
import type { AdvertisementsDependencies } from "../advertisements";
import type { CouponsDependencies } from "../coupons";
import type { IotDependencies } from "../iot";
import type { PrivateWifiDependencies } from "../private-wifi";
import type { SearchDeps } from "../search";
import type { RequestActor } from "../sessions";
import type { TicketsDependencies } from "../tickets";
import type { OrganismNode } from "./resolvers/location-nodes";

// Types only: what builds the loaders (graphql-loaders.ts) reads the search connection, which reads this
// context, so keeping them apart keeps the import graph free of loops.

/** What every resolver of one request reads: who asks, what they may touch, and the services behind the REST calls. */
export type GraphqlContext = {
  actor: RequestActor;
  scope: Scope;
  language: string;
  /** The caller's address, for the security log's lines of the changes it audits (announcements). */
  ip: string;
  /** The request's instant: every status and window of one answer is read as of it. */
  now: Date;
  db: Database;
  search: SearchDeps;
  coupons: CouponsDependencies;
  tickets: TicketsDependencies;
  privateWifi: PrivateWifiDependencies;
  /** The IoT calls' services, with the room keys a private Wi-Fi space shares (as app.ts wires `iotRoutes`). */
  iot: IotDependencies;
  advertisements: AdvertisementsDependencies;
  loaders: GraphqlLoaders;
};

export type GraphqlLoaders = {
  /** An organism by id, when the caller holds it as a whole; one search however many. */
  organism: DataLoader<number, OrganismNode | undefined>;
  /** A site's status by id; the sites of one answer are read together (3 queries however many). */
  siteStatus: DataLoader<number, SiteStatusFigures | undefined>;
  /** A ticket with its conversation, as the caller may read it (notes for the desk only), for a list's item asked its messages. */
  ticketDetail: DataLoader<number, TicketDetail>;
};
