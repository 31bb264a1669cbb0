import type { IResolvers } from "mercurius";
import { requireWriteAccess } from "../sessions";
import { dateTimeScalar } from "./date-time-scalar";
import type { GraphqlContext } from "./graphql-context";
import { activityResolvers } from "./resolvers/activity.resolvers";
import { announcementResolvers } from "./resolvers/announcement.resolvers";
import { couponResolvers } from "./resolvers/coupon.resolvers";
import { iotResolvers } from "./resolvers/iot.resolvers";
import { locationResolvers } from "./resolvers/location.resolvers";
import { meResolvers } from "./resolvers/me.resolvers";
import { monitoringResolvers } from "./resolvers/monitoring.resolvers";
import { privateWifiResolvers } from "./resolvers/private-wifi.resolvers";
import { silenceResolvers } from "./resolvers/silence.resolvers";
import { ticketResolvers } from "./resolvers/ticket.resolvers";

type Resolver = (parent: unknown, args: never, context: GraphqlContext, info: never) => unknown;

/** A mutation refuses a read-only API token before it reads anything (docs/api.md "API tokens"). */
function refusingReadOnlyTokens<Resolvers extends Record<string, Resolver>>(resolvers: Resolvers): Resolvers {
  return Object.fromEntries(
    Object.entries(resolvers).map(([name, resolve]) => [
      name,
      (parent: unknown, args: never, context: GraphqlContext, info: never) => {
        requireWriteAccess(context.actor);
        return resolve(parent, args, context, info);
      },
    ]),
  ) as Resolvers;
}

/** Every type's resolvers, each module's services behind them. */
export const graphqlResolvers = {
  DateTime: dateTimeScalar,
  Query: {
    ...meResolvers.Query,
    ...locationResolvers.Query,
    ...monitoringResolvers.Query,
    ...couponResolvers.Query,
    ...activityResolvers.Query,
    ...ticketResolvers.Query,
    ...privateWifiResolvers.Query,
    ...announcementResolvers.Query,
  },
  Mutation: refusingReadOnlyTokens({
    ...couponResolvers.Mutation,
    ...ticketResolvers.Mutation,
    ...privateWifiResolvers.Mutation,
    ...iotResolvers.Mutation,
    ...announcementResolvers.Mutation,
  }),
  Organism: locationResolvers.Organism,
  Site: {
    ...locationResolvers.Site,
    ...monitoringResolvers.Site,
    ...silenceResolvers.Site,
    ...privateWifiResolvers.Site,
    ...iotResolvers.Site,
  },
  IotRoom: iotResolvers.IotRoom,
  Ticket: ticketResolvers.Ticket,
} as unknown as IResolvers;
