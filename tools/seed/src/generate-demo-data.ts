import type { BusinessCalendar } from "@ondine/domain";
import { type ActivityPlan, planActivity } from "./activity-plan";
import { assignOffers, type DemoOfferLocation } from "./assign-offers";
import { buildDemoAlerts, type DemoAlerts } from "./demo-alerts";
import { buildDemoAnnouncements, type DemoAnnouncements } from "./demo-announcements";
import type { CatalogueOrganism } from "./demo-catalogue";
import { buildFloorLayouts, type DemoFloorLayouts } from "./demo-floor-plans";
import { buildDemoInventory, type DemoInventory } from "./demo-inventory";
import { buildDemoIot, type DemoIot } from "./demo-iot";
import { buildLocations, type DemoLocations } from "./demo-locations";
import { type DemoOffer, demoOffers } from "./demo-offers";
import { type DemoScale, demoScales } from "./demo-scale";
import { type DemoUser, demoUsers } from "./demo-users";
import { buildDemoPrivateWifi, type DemoPrivateWifi } from "./generate-private-wifi";
import { buildSiteToolHistory, type DemoSiteToolRun } from "./generate-site-tool-history";
import { buildDemoTickets, type DemoTickets } from "./generate-tickets";
import { extendCatalogue } from "./generated-catalogue";
import { createRandom, streamSeed } from "./prng";
import { defaultTicketCalendar } from "./ticket-calendar";

export type { DemoBuilding, DemoFloor, DemoOrganism, DemoSite } from "./demo-locations";

/**
 * The data set held in memory: locations, accounts, offers and the plan of
 * the year's activity. The activity itself (coupons, guests...) is streamed
 * from it by `demoActivity`, a location at a time.
 */
export interface DemoData extends DemoLocations, ActivityPlan {
  seed: number;
  /** The data set's present: the year of activity ends here. */
  now: Date;
  scale: DemoScale;
  users: DemoUser[];
  offers: readonly DemoOffer[];
  offerLocations: DemoOfferLocation[];
  /** Each building's floor layout, by building id: what its floors' plans draw and where equipment stands. */
  floorLayouts: DemoFloorLayouts;
  /** The production sites' equipment, lines and collectors. */
  inventory: DemoInventory;
  /** The hotels' rooms, sticks and TVs, spares, welcome messages, set-up networks, TV pins and past commands. */
  iot: DemoIot;
  /** Portal announcements on a few sites and customers, passed, current and coming, and their pictures. */
  announcements: DemoAnnouncements;
  /** Support tickets of the customers' managers, their conversations, files and history. */
  tickets: DemoTickets;
  /** Silent-mode windows, every site's availability history, the managers' alert subscriptions and the alert log. */
  alerts: DemoAlerts;
  /** The residences' rooms' and the hotel rooms' private Wi-Fi spaces, their devices and an import. */
  privateWifi: DemoPrivateWifi;
  /** The speed tests and diagnoses the managers ran on their sites these last weeks. */
  siteToolRuns: DemoSiteToolRun[];
}

export interface DemoDataOptions {
  now: Date;
  scale?: DemoScale;
  /** The support desk's calendar the tickets' SLA is read with (the server's settings); France's holidays by default. */
  ticketCalendar?: BusinessCalendar;
}

// Independent streams of the seed, so adding to one part leaves the others as they were.
const catalogueStream = 1;
const offersStream = 2;
const planStream = 3;

/**
 * The demo data set, a pure function of the catalogue, the seed and `now`:
 * the same arguments always give the same rows, ids and UUIDs.
 */
export function generateDemoData(
  catalogue: readonly CatalogueOrganism[],
  seed: number,
  options: DemoDataOptions,
): DemoData {
  const scale = options.scale ?? demoScales.demo;
  const customers = extendCatalogue(catalogue, scale.minSites, createRandom(streamSeed(seed, catalogueStream)));
  const locations = buildLocations(customers, createRandom(seed));
  const offerLocations = assignOffers(
    locations.organisms,
    locations.sites,
    createRandom(streamSeed(seed, offersStream)),
  );
  const plan = planActivity(locations.organisms, locations.sites, scale, createRandom(streamSeed(seed, planStream)));
  const floorLayouts = buildFloorLayouts(locations, seed);
  const users = demoUsers(locations.organisms, locations.sites);
  const inventory = buildDemoInventory(locations, floorLayouts, seed);
  const iot = buildDemoIot(locations, users, seed, options.now);
  return {
    seed,
    now: options.now,
    scale,
    ...locations,
    users,
    offers: demoOffers,
    offerLocations,
    floorLayouts,
    inventory,
    iot,
    announcements: buildDemoAnnouncements(locations, users, seed, options.now),
    tickets: buildDemoTickets({
      locations,
      users,
      equipment: inventory.equipment,
      seed,
      now: options.now,
      calendar: options.ticketCalendar ?? defaultTicketCalendar(),
    }),
    alerts: buildDemoAlerts({ locations, users, inventory, seed, now: options.now }),
    privateWifi: buildDemoPrivateWifi({ locations, users, iot, seed, now: options.now }),
    siteToolRuns: buildSiteToolHistory({ locations, users, inventory, seed, now: options.now }),
    ...plan,
  };
}
