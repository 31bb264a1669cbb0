import {
  drawPrivateKey,
  monitoredSiteState,
  privateSpaceNameKey,
  privateWifiToday,
  tidyPrivateSpaceName,
} from "@ondine/domain";
import type { schema } from "@ondine/server/db";
import type { DemoIot, DemoIotRoom, DemoIotSiteWlan } from "./demo-iot";
import type { DemoLocations, DemoSite } from "./demo-locations";
import type { DemoUser } from "./demo-users";
import { planHotelSpaces } from "./hotel-spaces";
import { historySampleMs } from "./monitoring-history";
import { type ParisDays, parisDaysAround } from "./paris-days";
import { DeviceMacs, drawKeyDevices, type SpaceHolder } from "./private-space-devices";
import { failedPush, type SpacePlan } from "./private-space-plan";
import { createRandom, type Random, streamSeed } from "./prng";
import { planResidenceSpaces, type ResidenceBuilding } from "./residence-spaces";
import { shuffled } from "./shuffled";

// Private Wi-Fi spaces (docs/private-wifi.md) in the demo: a space per room
// of the student residences' sites in production (one import among them, a
// few pushes the collector refused minutes ago) and a space per hotel room,
// sharing the room's key (docs/private-wifi.md#rooms); some with the devices
// the collector last reported.

const privateWifiStream = 14;

/** The residences' shared private SSID: their `RAN` wlan (docs/private-wifi.md#model). */
export const residenceSsid = "CampusHorizon-Privé";

export type DemoPrivateSpace = typeof schema.privateSpaces.$inferSelect;
export type DemoPrivateSpaceDevice = typeof schema.privateSpaceDevices.$inferSelect;
export type DemoPrivateSpaceImport = typeof schema.privateSpaceImports.$inferSelect;

export interface DemoPrivateWifi {
  /** The residences' `RAN` wlans, which their IoT (none) did not make; the hotels' are in `DemoIot`. */
  ssids: DemoIotSiteWlan[];
  imports: DemoPrivateSpaceImport[];
  spaces: DemoPrivateSpace[];
  devices: DemoPrivateSpaceDevice[];
}

export interface DemoPrivateWifiInput {
  locations: DemoLocations;
  users: readonly DemoUser[];
  iot: Pick<DemoIot, "rooms" | "wlans" | "commands">;
  seed: number;
  now: Date;
}

/** Pushes refused on two residences: the collector's words, how many spaces, after how many attempts. */
const refusals = [
  { spaces: 3, attempts: 3, failure: "controller 10.10.0.2 unreachable: connection timed out after 30 s" },
  { spaces: 1, attempts: 2, failure: "controller busy applying a firmware update, retry later" },
] as const;

/** Who made a site's spaces: the customer's manager (not the support desk, which holds every customer), else the first administrator. */
function creatorOf(users: readonly DemoUser[], site: DemoSite): number | null {
  const manager = users.find(
    (user) =>
      user.state === "confirmed" &&
      !user.admin &&
      !user.roleFlags.includes("support_desk") &&
      user.organismIds.includes(site.organismId),
  );
  return manager?.id ?? users.find((user) => user.admin)?.id ?? null;
}

function residenceBuildings(locations: DemoLocations, site: DemoSite): ResidenceBuilding[] {
  return locations.buildings
    .filter((building) => building.siteId === site.id)
    .map((building) => ({
      letter: building.name.split(" ").at(-1) ?? building.name,
      levels: locations.floors
        .filter((floor) => floor.buildingId === building.id && floor.level > 0)
        .map((floor) => floor.level)
        .sort((a, b) => a - b),
    }));
}

/** The academic year a lease ending on `expiresOn` (summer's end) covers: `2026-2027`. */
function academicYearOf(expiresOn: string): string {
  const end = Number(expiresOn.slice(0, 4));
  return `${end - 1}-${end}`;
}

/** A space's key changed minutes ago and the collector refused it: the retry job is on it. */
function refuse(random: Random, plans: SpacePlan[], refusal: (typeof refusals)[number], now: Date): void {
  const current = plans.filter((plan) => plan.withdrawnAt === null && plan.expiresOn !== null);
  for (const plan of shuffled(current, random).slice(0, refusal.spaces)) {
    const { firstTriedAt, push } = failedPush(random, now, refusal.attempts, refusal.failure);
    plan.keyChangedAt = firstTriedAt;
    plan.push = push;
  }
}

/** The rooms' keys a past checkout command gave them, and when. */
function checkoutsOf(iot: DemoPrivateWifiInput["iot"]): Map<number, Date> {
  const keyOf = new Map(iot.rooms.map((room) => [room.id, room.psk]));
  const checkouts = new Map<number, Date>();
  for (const command of iot.commands) {
    if (command.kind !== "checkout" || command.state !== "acknowledged" || command.roomId === null) continue;
    if (command.newPsk !== null && command.newPsk === keyOf.get(command.roomId)) {
      checkouts.set(command.roomId, command.createdAt);
    }
  }
  return checkouts;
}

interface SiteSpaces {
  site: DemoSite;
  plans: SpacePlan[];
  holder: SpaceHolder;
  /** The import the site's imported spaces came from. */
  importFile: { fileName: string; at: Date } | null;
}

function residenceSites(input: DemoPrivateWifiInput, days: ParisDays): SiteSpaces[] {
  const { locations, now } = input;
  // The catalogue's student residences (Campus Horizon) come first; generated customers get none.
  const residences = locations.organisms.find((organism) => organism.kind === "student_residence");
  const sites = locations.sites.filter(
    (site) => site.organismId === residences?.id && site.state === monitoredSiteState,
  );
  return sites.map((site, index) => {
    const random = createRandom(streamSeed(input.seed, privateWifiStream, site.id));
    const buildings = residenceBuildings(locations, site);
    const importedAt = index === 0 ? days.at(-random.int(20, 60), 10, random.int(0, 59)) : null;
    const plans = planResidenceSpaces(random, { buildings, days, now, importedAt });
    const refusal = refusals[index - 1];
    if (refusal) refuse(random, plans, refusal, now);
    const leaseEnd = plans.find((plan) => plan.imported)?.expiresOn;
    const fileName = `residents-batiment-${buildings[0]?.letter ?? "A"}-${academicYearOf(leaseEnd ?? privateWifiToday(now))}.csv`;
    return {
      site,
      plans,
      holder: "resident" as const,
      importFile: importedAt ? { fileName, at: importedAt } : null,
    };
  });
}

function hotelSites(input: DemoPrivateWifiInput, days: ParisDays): SiteSpaces[] {
  const roomsBySite = new Map<number, DemoIotRoom[]>();
  for (const room of input.iot.rooms) roomsBySite.set(room.siteId, [...(roomsBySite.get(room.siteId) ?? []), room]);
  const checkouts = checkoutsOf(input.iot);
  return input.locations.sites.flatMap((site) => {
    const rooms = roomsBySite.get(site.id);
    if (!rooms) return [];
    const random = createRandom(streamSeed(input.seed, privateWifiStream, site.id));
    const plans = planHotelSpaces(random, { rooms, checkouts, days, now: input.now });
    return [{ site, plans, holder: "guest" as const, importFile: null }];
  });
}

const latest = (...moments: (Date | null)[]) =>
  new Date(Math.max(...moments.map((moment) => moment?.getTime() ?? Number.NEGATIVE_INFINITY)));

/**
 * The demo's private Wi-Fi, a pure function of the locations, accounts,
 * hotel IoT, seed and `now`: each site draws from its own stream of the seed;
 * ids follow the sites' order.
 */
export function buildDemoPrivateWifi(input: DemoPrivateWifiInput): DemoPrivateWifi {
  const { now } = input;
  const days = parisDaysAround(now);
  // The devices as the collectors last reported them, at the stamp the equipment's states have.
  const reportedAt = new Date(Math.floor(now.getTime() / historySampleMs) * historySampleMs);
  const macs = new DeviceMacs();
  const wifi: DemoPrivateWifi = { ssids: [], imports: [], spaces: [], devices: [] };
  const withRan = new Set(input.iot.wlans.filter((wlan) => wlan.name === "RAN").map((wlan) => wlan.siteId));
  const all = [...residenceSites(input, days), ...hotelSites(input, days)].sort(
    (left, right) => left.site.id - right.site.id,
  );
  for (const { site, plans, holder, importFile } of all) {
    const random = createRandom(streamSeed(input.seed, privateWifiStream, site.id, 1));
    if (!withRan.has(site.id)) {
      wifi.ssids.push({
        siteId: site.id,
        name: "RAN",
        ssid: residenceSsid,
        psk: drawPrivateKey((max) => random.int(0, max - 1)),
      });
    }
    const createdById = creatorOf(input.users, site);
    let importId: number | null = null;
    if (importFile) {
      importId = wifi.imports.length + 1;
      wifi.imports.push({
        id: importId,
        siteId: site.id,
        fileName: importFile.fileName,
        created: plans.filter((plan) => plan.imported).length,
        actorUserId: createdById,
        createdAt: importFile.at,
      });
    }
    for (const plan of plans) {
      const id = wifi.spaces.length + 1;
      // A withdrawn key, or one the site has not taken yet, has nobody on it.
      const isOn = plan.withdrawnAt === null && plan.push.state === "applied";
      const devices = isOn ? drawKeyDevices(random, macs, holder, plan.keyChangedAt, reportedAt) : [];
      for (const device of devices) wifi.devices.push({ spaceId: id, ...device });
      const name = tidyPrivateSpaceName(plan.name);
      wifi.spaces.push({
        id,
        siteId: site.id,
        name,
        nameKey: privateSpaceNameKey(name),
        comment: plan.comment,
        psk: plan.psk,
        expiresOn: plan.expiresOn,
        withdrawnAt: plan.withdrawnAt,
        deletedAt: null,
        iotRoomId: plan.iotRoomId,
        couponId: null,
        couponCode: null,
        importId: plan.imported ? importId : null,
        pushState: plan.push.state,
        pushChangedAt: plan.push.changedAt,
        pushFinishedAt: plan.push.finishedAt,
        pushFailure: plan.push.failure,
        pushAttempts: plan.push.attempts,
        pushCommandId: null,
        devicesCount: devices.length,
        devicesReportedAt: devices.length > 0 ? reportedAt : null,
        keyChangedAt: plan.keyChangedAt,
        createdById,
        createdAt: plan.createdAt,
        updatedAt: latest(plan.createdAt, plan.keyChangedAt, plan.withdrawnAt),
      });
    }
  }
  return wifi;
}
