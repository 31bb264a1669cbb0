import {
  monitoredSiteState,
  type SilenceReason,
  type SilenceRecurrence,
  type SilenceTarget,
  silenceLastEnd,
  silenceRule,
} from "@ondine/domain";
import type { schema } from "@ondine/server/db";
import type { DemoEquipment } from "./demo-inventory";
import type { DemoBuilding, DemoLocations, DemoOrganism, DemoSite } from "./demo-locations";
import type { DemoUser } from "./demo-users";
import { type ParisDays, parisDaysAround } from "./paris-days";
import { createRandom, type Random, streamSeed } from "./prng";
import { shuffled } from "./shuffled";

// Silent-mode windows (docs/alerts.md#silent-mode) on the hotel chain's and
// other customers' sites, so the panel has something in each list on first
// open: past windows of every kind of target and reason (one ended early),
// one on now, one planned next week, a weekly recurring one and one
// extended twice that ends in about three days (its reminder not due yet).

const silenceStream = 9;

/** A row of `silence_windows`, its equipment named by MAC address: the equipment's ids are the database's. */
export type DemoSilenceWindow = Omit<typeof schema.silenceWindows.$inferSelect, "equipmentIds"> & {
  equipmentMacs: string[];
};

/** What was done to a window, when, and the end it set: the tests check each against the domain's rules. */
export type DemoSilenceAction = {
  windowId: number;
  action: "created" | "extended" | "ended_early";
  at: Date;
  /** The end the window had once done (an early end: when it stopped). */
  endsAt: Date;
};

export interface DemoSilence {
  windows: DemoSilenceWindow[];
  actions: DemoSilenceAction[];
}

export interface DemoSilenceInput {
  locations: DemoLocations;
  users: readonly DemoUser[];
  equipment: readonly DemoEquipment[];
  seed: number;
  now: Date;
  /**
   * Whether muting these pieces of equipment now leaves their site's level as
   * the status shows it: the windows on now are put where they do, so the
   * level recorded agrees with the status written (docs/alerts.md#availability).
   */
  keepsLevel: (siteId: number, macs: readonly string[]) => boolean;
}

/** A window as someone set it: its first end, then what changed it. */
interface WindowPlan {
  site: DemoSite;
  target: SilenceTarget;
  building: DemoBuilding | null;
  macs: string[];
  createdAt: Date;
  startsAt: Date;
  endsAt: Date;
  recurrence: SilenceRecurrence | null;
  extensions: { at: Date; endsAt: Date }[];
  endedEarlyAt: Date | null;
  reason: SilenceReason;
  note: string;
}

function isManager(user: DemoUser): boolean {
  return user.state === "confirmed" && !user.admin && !user.roleFlags.includes("support_desk");
}

function holdsSite(user: DemoUser, site: DemoSite): boolean {
  return user.organismIds.includes(site.organismId) || user.siteIds.includes(site.id);
}

/**
 * Who set a window on the site: a manager of the site holding `silent_mode`,
 * else the support desk (docs/alerts.md#silent-mode "Who").
 */
function creatorOf(users: readonly DemoUser[], site: DemoSite): number | null {
  const manager = users.find(
    (user) => isManager(user) && user.roleFlags.includes("silent_mode") && holdsSite(user, site),
  );
  if (manager) return manager.id;
  const desk = users.find((user) => user.state === "confirmed" && user.roleFlags.includes("support_desk"));
  return desk?.id ?? null;
}

/** The customer a kind of account manages: the hotel-chain manager's chain, else the first of that kind. */
function customerOf(locations: DemoLocations, users: readonly DemoUser[], kind: DemoOrganism["kind"]) {
  const ofKind = locations.organisms.filter((organism) => organism.kind === kind);
  const managed = ofKind.find((organism) =>
    users.some((user) => isManager(user) && user.organismIds.includes(organism.id)),
  );
  return managed ?? ofKind[0];
}

function productionSites(locations: DemoLocations, organism: DemoOrganism | undefined, random: Random): DemoSite[] {
  if (!organism) return [];
  return shuffled(
    locations.sites.filter((site) => site.organismId === organism.id && site.state === monitoredSiteState),
    random,
  );
}

/** What the windows need of the locations and the equipment, looked up once. */
class SiteCatalogue {
  private readonly macsBySite = new Map<number, string[]>();
  private readonly macsByFloor = new Map<number, string[]>();
  private readonly accessPointsBySite = new Map<number, string[]>();
  private readonly switchesBySite = new Map<number, string[]>();

  constructor(
    private readonly locations: DemoLocations,
    equipment: readonly DemoEquipment[],
  ) {
    const push = (map: Map<number, string[]>, key: number, mac: string) => {
      const list = map.get(key);
      if (list) list.push(mac);
      else map.set(key, [mac]);
    };
    for (const item of equipment) {
      push(this.macsBySite, item.siteId, item.mac);
      if (item.floorId !== null) push(this.macsByFloor, item.floorId, item.mac);
      if (item.category === "access_point") push(this.accessPointsBySite, item.siteId, item.mac);
      if (item.category === "switch") push(this.switchesBySite, item.siteId, item.mac);
    }
  }

  macsOfSite(site: DemoSite): string[] {
    return this.macsBySite.get(site.id) ?? [];
  }

  accessPointsOf(site: DemoSite): string[] {
    return this.accessPointsBySite.get(site.id) ?? [];
  }

  switchesOf(site: DemoSite): string[] {
    return this.switchesBySite.get(site.id) ?? [];
  }

  buildingsOf(site: DemoSite): DemoBuilding[] {
    return this.locations.buildings.filter((building) => building.siteId === site.id);
  }

  /** The equipment on the building's floors: what a window on the building mutes. */
  macsOfBuilding(building: DemoBuilding): string[] {
    return this.locations.floors
      .filter((floor) => floor.buildingId === building.id)
      .flatMap((floor) => this.macsByFloor.get(floor.id) ?? []);
  }
}

function plan(
  fields: Omit<WindowPlan, "building" | "macs" | "recurrence" | "extensions" | "endedEarlyAt"> & Partial<WindowPlan>,
) {
  return {
    building: null,
    macs: [],
    recurrence: null,
    extensions: [],
    endedEarlyAt: null,
    ...fields,
  } satisfies WindowPlan;
}

/** The hotel chain's windows: past ones, the one on now, the planned one, the weekly one. */
function hotelWindows(
  hotels: readonly DemoSite[],
  catalogue: SiteCatalogue,
  days: ParisDays,
  random: Random,
  keepsLevel: DemoSilenceInput["keepsLevel"],
): WindowPlan[] {
  const plans: WindowPlan[] = [];
  // The whole-site windows that may be on now go where muting the site changes nothing of its level.
  const quiet = hotels.filter((site) => keepsLevel(site.id, catalogue.macsOfSite(site)));
  const [current, weekly] = quiet;
  if (current) {
    plans.push(
      plan({
        site: current,
        target: "site",
        createdAt: days.at(-2, 16, 30),
        startsAt: days.at(-1, 9),
        endsAt: days.at(2, 18),
        reason: "works",
        note: "Travaux de peinture dans le hall et les couloirs : les bornes sont déposées le temps du chantier.",
      }),
    );
  }
  if (weekly) {
    // Every Sunday night, from six weeks back to about four months ahead.
    const firstSunday = -(days.isoWeekday % 7) - 42;
    plans.push(
      plan({
        site: weekly,
        target: "site",
        createdAt: days.at(firstSunday - 2, 14, 10),
        startsAt: days.at(firstSunday, 2),
        endsAt: days.at(firstSunday, 5),
        recurrence: { weekdays: [7], until: days.day(firstSunday + 7 * random.int(18, 22)) },
        reason: "planned_shutdown",
        note: "Redémarrage programmé du contrôleur Wi-Fi chaque dimanche entre 2 h et 5 h, pendant la sauvegarde du serveur de l'hôtel.",
      }),
    );
  }
  const others = hotels.filter((site) => site !== current && site !== weekly);
  const renovated = others[0] ?? hotels[0];
  if (renovated) {
    const day = -random.int(100, 140);
    plans.push(
      plan({
        site: renovated,
        target: "site",
        createdAt: days.at(day - 5, 10, 15),
        startsAt: days.at(day, 8),
        endsAt: days.at(day + 2, 19),
        reason: "works",
        note: "Rénovation des chambres du deuxième étage : les bornes sont débranchées pendant toute la durée des travaux.",
      }),
    );
  }
  const withAnnex = hotels.find((site) => catalogue.buildingsOf(site).length >= 2);
  const annex = withAnnex ? catalogue.buildingsOf(withAnnex)[1] : undefined;
  if (withAnnex && annex) {
    const day = -random.int(40, 55);
    plans.push(
      plan({
        site: withAnnex,
        target: "building",
        building: annex,
        createdAt: days.at(day - 7, 9, 30),
        startsAt: days.at(day, 22),
        endsAt: days.at(day + 1, 4),
        reason: "planned_shutdown",
        note: `Coupure d'électricité programmée par le fournisseur dans le bâtiment « ${annex.name} », de 22 h à 4 h.`,
      }),
    );
  }
  const replaced = others.find((site) => catalogue.accessPointsOf(site).length >= 2);
  if (replaced) {
    const day = -random.int(9, 13);
    const accessPoints = shuffled(catalogue.accessPointsOf(replaced), random).slice(0, 2);
    plans.push(
      plan({
        site: replaced,
        target: "equipment",
        macs: accessPoints,
        createdAt: days.at(day - 1, 16),
        startsAt: days.at(day, 9),
        endsAt: days.at(day, 17),
        endedEarlyAt: days.at(day, 11, 40),
        reason: "works",
        note: "Remplacement de deux bornes du restaurant par notre prestataire. Intervention terminée plus tôt que prévu.",
      }),
    );
  }
  const cabled = hotels.find((site) => site !== current && catalogue.buildingsOf(site).length > 0);
  const mainBuilding = cabled ? catalogue.buildingsOf(cabled)[0] : undefined;
  if (cabled && mainBuilding) {
    // Tuesday of next week, in the morning.
    const tuesday = 8 - days.isoWeekday + 1;
    plans.push(
      plan({
        site: cabled,
        target: "building",
        building: mainBuilding,
        createdAt: days.at(-2, 10, 45),
        startsAt: days.at(tuesday, 7),
        endsAt: days.at(tuesday, 12),
        reason: "works",
        note: "Intervention de l'opérateur sur la baie de brassage : coupure du réseau dans la matinée.",
      }),
    );
  }
  return plans;
}

/** The other customers' windows: a residence's works extended twice, past ones on a residence, an office and a campsite. */
function otherWindows(
  locations: DemoLocations,
  users: readonly DemoUser[],
  catalogue: SiteCatalogue,
  days: ParisDays,
  random: Random,
  keepsLevel: DemoSilenceInput["keepsLevel"],
): WindowPlan[] {
  const plans: WindowPlan[] = [];
  const residences = productionSites(locations, customerOf(locations, users, "student_residence"), random);
  const asbestos = residences
    .flatMap((site) => catalogue.buildingsOf(site).map((building) => ({ site, building })))
    .find(({ site, building }) => {
      const macs = catalogue.macsOfBuilding(building);
      return macs.length > 0 && keepsLevel(site.id, macs);
    });
  if (asbestos) {
    plans.push(
      plan({
        site: asbestos.site,
        target: "building",
        building: asbestos.building,
        createdAt: days.at(-13, 15),
        startsAt: days.at(-12, 8),
        endsAt: days.at(-8, 18),
        extensions: [
          { at: days.at(-9, 10, 20), endsAt: days.at(-3, 18) },
          { at: days.at(-4, 11, 5), endsAt: days.at(3, 18) },
        ],
        reason: "works",
        note: `Chantier de désamiantage dans le « ${asbestos.building.name} » : l'entreprise a demandé deux prolongations, les locaux techniques restent fermés.`,
      }),
    );
  }
  const audited = residences.find((site) => site !== asbestos?.site);
  if (audited) {
    const day = -random.int(180, 240);
    plans.push(
      plan({
        site: audited,
        target: "site",
        createdAt: days.at(day - 1, 17, 40),
        startsAt: days.at(day, 9),
        endsAt: days.at(day, 15),
        reason: "other",
        note: "Audit de la couverture Wi-Fi par un bureau d'études : les bornes seront redémarrées plusieurs fois dans la journée.",
      }),
    );
  }
  const office = productionSites(locations, customerOf(locations, users, "office"), random).find(
    (site) => catalogue.switchesOf(site).length > 0,
  );
  if (office) {
    const day = -random.int(60, 90);
    plans.push(
      plan({
        site: office,
        target: "equipment",
        macs: catalogue.switchesOf(office).slice(0, 3),
        createdAt: days.at(day - 3, 11),
        startsAt: days.at(day, 19),
        endsAt: days.at(day, 21),
        reason: "works",
        note: "Mise à jour du micrologiciel des commutateurs : quelques coupures de courte durée sont à prévoir.",
      }),
    );
  }
  const campsite = productionSites(locations, customerOf(locations, users, "campsite"), random)[0];
  const closing = campsite ? lastClosingDay(days) : null;
  if (campsite && closing !== null) {
    plans.push(
      plan({
        site: campsite,
        target: "site",
        createdAt: days.at(closing - 1, 17),
        startsAt: days.at(closing, 8),
        endsAt: days.at(closing + 28, 8),
        reason: "hibernation",
        note: "Fermeture de fin de saison : le réseau du camping est mis hors tension pendant l'entretien des installations.",
      }),
    );
  }
  return plans;
}

/**
 * The campsite's closing, in days from today: the latest day from 20 October
 * to 10 November whose four weeks of closing are over, within the 13 months
 * the availability history covers (one always is), or null.
 */
function lastClosingDay(days: ParisDays): number | null {
  for (let back = 29; back <= 391; back++) {
    const monthDay = days.day(-back).slice(5);
    if (monthDay >= "10-20" && monthDay <= "11-10") return -back;
  }
  return null;
}

function toWindow(id: number, windowPlan: WindowPlan, createdById: number | null): DemoSilenceWindow {
  const { site, recurrence, extensions, endedEarlyAt } = windowPlan;
  const endsAt = extensions.at(-1)?.endsAt ?? windowPlan.endsAt;
  const rrule = recurrence ? silenceRule(recurrence, windowPlan.startsAt) : null;
  const lastChange = [windowPlan.createdAt, ...extensions.map((extension) => extension.at), endedEarlyAt]
    .filter((moment): moment is Date => moment !== null)
    .at(-1);
  return {
    id,
    siteId: site.id,
    target: windowPlan.target,
    buildingId: windowPlan.building?.id ?? null,
    equipmentMacs: windowPlan.macs,
    startsAt: windowPlan.startsAt,
    endsAt,
    rrule,
    recurrenceWeekdays: recurrence ? recurrence.weekdays.join(",") : null,
    recurrenceUntil: recurrence ? recurrence.until : null,
    lastEndsAt: silenceLastEnd({ startsAt: windowPlan.startsAt, endsAt, rrule, endedEarlyAt }),
    reason: windowPlan.reason,
    note: windowPlan.note,
    extensions: extensions.length,
    endedEarlyAt,
    remindedAt: null,
    createdById,
    createdAt: windowPlan.createdAt,
    updatedAt: lastChange ?? windowPlan.createdAt,
  };
}

function actionsOf(window: DemoSilenceWindow, windowPlan: WindowPlan): DemoSilenceAction[] {
  return [
    { windowId: window.id, action: "created", at: windowPlan.createdAt, endsAt: windowPlan.endsAt },
    ...windowPlan.extensions.map((extension) => ({
      windowId: window.id,
      action: "extended" as const,
      at: extension.at,
      endsAt: extension.endsAt,
    })),
    ...(windowPlan.endedEarlyAt
      ? [
          {
            windowId: window.id,
            action: "ended_early" as const,
            at: windowPlan.endedEarlyAt,
            endsAt: windowPlan.endedEarlyAt,
          },
        ]
      : []),
  ];
}

/** The demo's silent-mode windows, numbered in the order they were created. */
export function buildDemoSilenceWindows(input: DemoSilenceInput): DemoSilence {
  const random = createRandom(streamSeed(input.seed, silenceStream));
  const { locations, users } = input;
  const catalogue = new SiteCatalogue(locations, input.equipment);
  const days = parisDaysAround(input.now);
  const hotels = productionSites(locations, customerOf(locations, users, "hotel_chain"), random);
  const plans = [
    ...hotelWindows(hotels, catalogue, days, random, input.keepsLevel),
    ...otherWindows(locations, users, catalogue, days, random, input.keepsLevel),
  ].sort((left, right) => left.createdAt.getTime() - right.createdAt.getTime());
  const windows: DemoSilenceWindow[] = [];
  const actions: DemoSilenceAction[] = [];
  plans.forEach((windowPlan, index) => {
    const window = toWindow(index + 1, windowPlan, creatorOf(users, windowPlan.site));
    windows.push(window);
    actions.push(...actionsOf(window, windowPlan));
  });
  return { windows, actions };
}
