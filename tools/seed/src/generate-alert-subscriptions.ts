import { type AlertChoice, monitoredSiteState } from "@ondine/domain";
import type { schema } from "@ondine/server/db";
import type { DemoLocations, DemoSite } from "./demo-locations";
import { dayMs } from "./demo-moments";
import type { DemoUser } from "./demo-users";
import { createRandom, streamSeed } from "./prng";
import { shuffled } from "./shuffled";

// Which sites alert the demo's managers (docs/alerts.md#subscriptions): the
// hotel-chain manager asked for outages and recoveries of a few hotels,
// another customer's manager for degraded spells too.

const subscriptionStream = 13;

export type DemoAlertSubscription = Omit<typeof schema.alertSubscriptions.$inferSelect, "levels"> & {
  levels: AlertChoice[];
};

export interface AlertSubscriptionsInput {
  locations: DemoLocations;
  users: readonly DemoUser[];
  seed: number;
  /** The subscriptions were made in the days before this (when the alert log begins). */
  before: Date;
}

/** A customer's account that watches its sites: confirmed, monitoring, not the support desk. */
function isWatchingManager(user: DemoUser): boolean {
  return (
    user.state === "confirmed" &&
    !user.admin &&
    !user.roleFlags.includes("support_desk") &&
    user.roleFlags.includes("supervision") &&
    user.organismIds.length > 0
  );
}

/**
 * The managers' subscriptions: the hotel-chain manager's on four hotels
 * (down and recovered), the next manager's on three of their sites (down,
 * degraded and recovered), sites in production of their own organisms.
 */
export function buildAlertSubscriptions(input: AlertSubscriptionsInput): DemoAlertSubscription[] {
  const random = createRandom(streamSeed(input.seed, subscriptionStream));
  const { organisms, sites } = input.locations;
  const kindOf = new Map(organisms.map((organism) => [organism.id, organism.kind]));
  const managers = input.users.filter(isWatchingManager);
  const hotelManager = managers.find((user) => user.organismIds.some((id) => kindOf.get(id) === "hotel_chain"));
  const otherManager = managers.find((user) => user !== hotelManager);
  const watched = (user: DemoUser): DemoSite[] =>
    sites.filter((site) => site.state === monitoredSiteState && user.organismIds.includes(site.organismId));
  const choices: [DemoUser | undefined, number, AlertChoice[]][] = [
    [hotelManager, 4, ["down", "recovered"]],
    [otherManager, 3, ["down", "degraded", "recovered"]],
  ];
  return choices.flatMap(([user, count, levels]) => {
    if (!user) return [];
    return shuffled(watched(user), random)
      .slice(0, count)
      .sort((left, right) => left.id - right.id)
      .map((site) => {
        const madeAt = new Date(input.before.getTime() - random.int(dayMs, 6 * dayMs));
        return { userId: user.id, siteId: site.id, levels, createdAt: madeAt, updatedAt: madeAt };
      });
  });
}
