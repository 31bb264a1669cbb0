import {
  type IotCommandKind,
  type IotCommandState,
  type IotDeviceType,
  iotCommandLifetimeMs,
  monitoredSiteState,
  type OtrumVersion,
  type SiteWlanName,
} from "@ondine/domain";
import type { DemoBuilding, DemoFloor, DemoLocations, DemoSite } from "./demo-locations";
import type { DemoUser } from "./demo-users";
import { historySampleMs } from "./monitoring-history";
import { createRandom, type Random, streamSeed } from "./prng";

// Hotel IoT: the rooms of the demo's hotels in production, their
// streaming sticks and TVs, the spares kept on site, the welcome messages,
// the set-up networks, the TV pin and a few past commands, so that the IoT
// screen and a room's history have something to show on first open.

const iotStream = 6;

/** docs/product.md#iot-data Room, as the seed writes it. */
export interface DemoIotRoom {
  id: number;
  siteId: number;
  name: string;
  /** The room-access network key; null: just checked out. */
  psk: string | null;
  hotspotId: number;
}

/** Device (docs/product.md#iot-data): a streaming stick or a TV in a room. */
export interface DemoIotDevice {
  id: number;
  siteId: number;
  roomId: number;
  type: IotDeviceType;
  name: string;
  model: string;
  manufacturer: string;
  serial: string;
  mac: string;
  isProvisioned: boolean;
  isReachable: boolean;
  psk: string | null;
  version: number;
  ranSsid: string | null;
  ranPsk: string | null;
  otrumUrl: string | null;
  otrumVersion: OtrumVersion | null;
  lastSeenAt: Date;
}

/** Spare (docs/product.md#iot-devices): a device kept on the site to replace a broken one of its model. */
export interface DemoIotSpare {
  siteId: number;
  type: IotDeviceType;
  model: string;
  manufacturer: string;
  serial: string;
  mac: string;
}

export interface DemoIotMessage {
  id: number;
  siteId: number;
  title: string;
  content: string;
  isEnabled: boolean;
}

export interface DemoIotSiteWlan {
  siteId: number;
  name: SiteWlanName;
  ssid: string;
  psk: string;
}

export interface DemoIotSiteSetting {
  siteId: number;
  tvPinCode: string;
}

/** A finished command of the past (the room history's first lines); `collector_id` is set on insert. */
export interface DemoIotCommand {
  id: number;
  siteId: number;
  kind: IotCommandKind;
  state: Extract<IotCommandState, "acknowledged" | "failed" | "expired">;
  deviceId: number | null;
  roomId: number | null;
  deviceSerial: string | null;
  deviceName: string | null;
  spareSerial: string | null;
  newPsk: string | null;
  messageId: number | null;
  messageTitle: string | null;
  messageContent: string | null;
  actorUserId: number;
  actorName: string;
  createdAt: Date;
  sentAt: Date;
  finishedAt: Date;
  expiresAt: Date;
  failure: string | null;
}

export interface DemoIot {
  rooms: DemoIotRoom[];
  devices: DemoIotDevice[];
  spares: DemoIotSpare[];
  messages: DemoIotMessage[];
  wlans: DemoIotSiteWlan[];
  settings: DemoIotSiteSetting[];
  commands: DemoIotCommand[];
}

/** A model a hotel may have in its rooms. */
export interface IotModel {
  type: IotDeviceType;
  model: string;
  manufacturer: string;
  /** 2: the newer type of stick (Device `version`, docs/product.md#iot-data). */
  version: number;
}

const stick = (model: string, version: number): IotModel => ({
  type: "chromecast",
  model,
  manufacturer: "Google",
  version,
});
const tv = (model: string, manufacturer: string): IotModel => ({ type: "tv", model, manufacturer, version: 1 });

export const demoStickModels: readonly IotModel[] = [
  stick("Chromecast HD", 2),
  stick("Chromecast Ultra", 1),
  stick("Chromecast 3", 1),
];

/**
 * The TVs, by the family of set-up instructions they get (docs/product.md#iot-devices): LG,
 * Samsung Orsay (the EE690 and ED590 families), Samsung Tizen, and Philips
 * (no instructions: "soon"). Every name holds "TV": SPEC's reboot `type`.
 */
export const demoTvFamilies: readonly (readonly IotModel[])[] = [
  [tv("LG 43UT661H TV", "LG"), tv("LG 50UR762H TV", "LG")],
  [tv("Samsung HG43EE690 TV", "Samsung"), tv("Samsung HG40ED590 TV", "Samsung")],
  [tv("Samsung HG50AU800 TV", "Samsung"), tv("Samsung HG43AU800 TV", "Samsung")],
  [tv("Philips 43HFL5214 TV", "Philips")],
];

const suiteNames = [
  "Suite Lavande",
  "Suite Mimosa",
  "Suite Glycine",
  "Suite Belvédère",
  "Suite Panorama",
  "Suite Tilleul",
  "Suite Azur",
] as const;

/** Welcome messages as a French hotel writes them (title at most 25 characters, content at most 140). */
export const demoWelcomeMessages: readonly { title: string; content: string }[] = [
  {
    title: "Bienvenue",
    content: "Toute l'équipe vous souhaite un excellent séjour. La réception est à votre écoute 24h/24 au 9.",
  },
  {
    title: "Petit-déjeuner",
    content:
      "Petit-déjeuner servi de 7h à 10h30 en salle, jusqu'à 11h le week-end. Plateau en chambre sur demande au 9.",
  },
  {
    title: "Départ",
    content: "Le jour de votre départ, merci de libérer la chambre avant 11h. Bagagerie gratuite à la réception.",
  },
  {
    title: "Restaurant",
    content: "Notre chef vous attend de 19h à 22h. Menu du jour affiché à l'entrée du restaurant.",
  },
  { title: "Bar lounge", content: "Le bar vous accueille de 17h à minuit : cocktails maison et planches à partager." },
  { title: "Spa & bien-être", content: "Le spa est ouvert de 9h à 20h. Réservez vos soins à la réception ou au 9." },
  {
    title: "Parking",
    content: "Parking souterrain accessible 24h/24 avec votre carte de chambre. Tarif : 18 € la nuit.",
  },
  {
    title: "Travaux",
    content: "Des travaux ont lieu au 2e étage de 9h à 17h en semaine. Veuillez nous excuser pour la gêne.",
  },
];

/** The collector's words when a restart went unanswered (kept for the history). */
export const demoCommandFailure = "no answer from the device after 3 attempts (90 s)";

const keyAlphabet = "abcdefghjkmnpqrstuvwxyz23456789";
const serialAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";

const draw = (random: Random, alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[random.int(0, alphabet.length - 1)]).join("");
const twoDigits = (value: number) => String(value).padStart(2, "0");
const byte = (value: number) => (value & 0xff).toString(16).padStart(2, "0");

/** Locally administered MACs (`0a:` first) apart from the equipment's (`0a:d1`...`0a:e5`): sticks `0a:c1`, TVs `0a:c2`. */
const macPrefixes: Readonly<Record<IotDeviceType, string>> = { chromecast: "0a:c1", tv: "0a:c2" };

/**
 * What makes a site's serials and MACs unique across the data set: the site
 * and a counter shared by its devices and spares, after a random start (what
 * a room search by a serial's first characters meets).
 */
class SiteIdentifiers {
  private counter = 0;
  constructor(
    private readonly siteId: number,
    private readonly random: Random,
  ) {
    if (siteId >= 36 ** 3 || siteId > 0xffff) throw new Error(`site ${siteId}: too many sites for IoT serials`);
  }

  next(type: IotDeviceType): { serial: string; mac: string } {
    this.counter += 1;
    if (this.counter >= 36 ** 2) throw new Error(`site ${this.siteId}: too many IoT devices`);
    const head = draw(this.random, serialAlphabet, this.random.int(7, 9));
    const tail = this.siteId.toString(36).padStart(3, "0") + this.counter.toString(36).padStart(2, "0");
    return {
      serial: (head + tail).toUpperCase(),
      mac: [
        macPrefixes[type],
        byte(this.siteId >> 8),
        byte(this.siteId),
        byte(this.counter >> 8),
        byte(this.counter),
      ].join(":"),
    };
  }
}

/** A site's name in a network name: no accents, spaces or punctuation, whole words up to 20 characters. */
function compactName(name: string): string {
  const words = name
    .normalize("NFD")
    .replace(/[^A-Za-z0-9 ]/g, "")
    .split(" ")
    .filter((word) => word.length > 0)
    .map((word) => (word[0] ?? "").toUpperCase() + word.slice(1));
  let compact = "";
  for (const word of words) {
    if (compact.length + word.length > 20) break;
    compact += word;
  }
  return compact || (words[0] ?? "Hotel").slice(0, 20);
}

interface RoomPlan {
  name: string;
  level: number;
  annex: boolean;
  suite: boolean;
}

/**
 * The rooms of a hotel as it numbers them: the level then two digits
 * (`204`) on each upper floor of the main building, `A` first in the annex
 * (`A102`), and a few named suites on the main building's top floor;
 * 10 to 40 in all, as many as the hotel's floors hold.
 */
function planRooms(random: Random, buildings: readonly { building: DemoBuilding; floors: DemoFloor[] }[]): RoomPlan[] {
  const upper = buildings.flatMap(({ floors }, index) =>
    floors.filter((floor) => floor.level > 0).map((floor) => ({ level: floor.level, annex: index > 0 })),
  );
  const floorCount = Math.max(1, upper.length);
  const least = Math.ceil(10 / floorCount);
  const most = Math.max(least, Math.floor(40 / floorCount));
  const rooms: RoomPlan[] = [];
  const levels = upper.length > 0 ? upper : [{ level: 1, annex: false }];
  for (const { level, annex } of levels) {
    const count = Math.min(most, Math.max(least, random.int(3, 6)));
    for (let n = 1; n <= count; n++) {
      rooms.push({ name: `${annex ? "A" : ""}${level}${twoDigits(n)}`, level, annex, suite: false });
    }
  }
  // The main building's top floor ends with its suites.
  const topLevel = Math.max(...levels.filter((floor) => !floor.annex).map((floor) => floor.level));
  const top = rooms.filter((room) => !room.annex && room.level === topLevel);
  const suites = [...suiteNames];
  for (const room of top.slice(-random.int(1, 2))) {
    const [suite] = suites.splice(random.int(0, suites.length - 1), 1);
    if (suite) Object.assign(room, { name: suite, suite: true });
  }
  return rooms;
}

/** A site's TV and stick models: one TV family (rotating over the hotels so each is seen), one or two of each. */
function siteModels(random: Random, hotelIndex: number): { sticks: IotModel[]; tvs: IotModel[] } {
  const family = demoTvFamilies[hotelIndex % demoTvFamilies.length] ?? [];
  const tvs = family.length > 1 && random.chance(0.5) ? [...family] : [random.pick(family)];
  const first = random.weighted([
    [0, 5],
    [1, 3],
    [2, 2],
  ] as const);
  const sticks = [demoStickModels[first] as IotModel];
  if (random.chance(0.4)) sticks.push(demoStickModels[(first + 1) % demoStickModels.length] as IotModel);
  return { sticks, tvs };
}

interface SiteContext {
  site: DemoSite;
  /** The site's place among the hotels in production, for the TV family. */
  hotelIndex: number;
  buildings: { building: DemoBuilding; floors: DemoFloor[] }[];
  /** Who asked for the past commands. */
  actor: DemoUser;
  /** The one hotel whose welcome messages are all disabled. */
  noMessageEnabled: boolean;
  now: Date;
}

interface Ids {
  room: number;
  device: number;
  message: number;
  command: number;
}

const hour = 3_600_000;

function siteIot(context: SiteContext, random: Random, ids: Ids): DemoIot {
  const { site, now } = context;
  const identifiers = new SiteIdentifiers(site.id, random);
  const compact = compactName(site.name);
  const wlans: DemoIotSiteWlan[] = [
    { siteId: site.id, name: "RAN", ssid: `RAN-${compact}`, psk: draw(random, keyAlphabet, 16) },
    { siteId: site.id, name: "RAN Provisioning", ssid: `RAN-Setup-${compact}`, psk: draw(random, keyAlphabet, 16) },
  ];
  const ran = wlans[0] as DemoIotSiteWlan;
  const settings: DemoIotSiteSetting[] = [{ siteId: site.id, tvPinCode: draw(random, "0123456789", random.int(4, 6)) }];
  const models = siteModels(random, context.hotelIndex);
  const otrumVersion = random.weighted<OtrumVersion | null>([
    ["mirage", 4],
    ["enterprise", 3],
    [null, 3],
  ]);
  // The hotel's TV server, on its own network.
  const otrumUrl =
    otrumVersion && random.chance(0.7) ? `http://10.20.${random.int(0, 9)}.20:8080/${otrumVersion}/` : null;
  // As the collectors last reported, at the stamp the equipment's states have (`insertMonitoringData`).
  const lastSeenAt = new Date(Math.floor(now.getTime() / historySampleMs) * historySampleMs);

  const rooms: DemoIotRoom[] = [];
  const devices: DemoIotDevice[] = [];
  for (const plan of planRooms(random, context.buildings)) {
    // About one room in twelve was just checked out: no key until the next guest's.
    const room: DemoIotRoom = {
      id: ids.room++,
      siteId: site.id,
      name: plan.name,
      psk: random.chance(1 / 12) ? null : draw(random, keyAlphabet, 10),
      hotspotId: random.int(1, 16),
    };
    rooms.push(room);
    // A suite has a TV and a stick in its lounge and in its bedroom; a room a TV, a stick or both.
    const kinds: { type: IotDeviceType; name: string }[] = plan.suite
      ? [
          { type: "tv", name: "TV salon" },
          { type: "chromecast", name: "Chromecast salon" },
          { type: "tv", name: "TV chambre" },
          { type: "chromecast", name: "Chromecast chambre" },
        ]
      : random.weighted<{ type: IotDeviceType; name: string }[]>([
          [
            [
              { type: "tv", name: `TV ${plan.name}` },
              { type: "chromecast", name: `Chromecast ${plan.name}` },
            ],
            55,
          ],
          [[{ type: "tv", name: `TV ${plan.name}` }], 25],
          [[{ type: "chromecast", name: `Chromecast ${plan.name}` }], 20],
        ]);
    // The key the devices hold: the room's, or the last guest's when it was just checked out.
    const heldKey = room.psk ?? draw(random, keyAlphabet, 10);
    for (const { type, name } of kinds) {
      const model = random.pick(type === "tv" ? models.tvs : models.sticks);
      const isProvisioned = !random.chance(0.05);
      const { serial, mac } = identifiers.next(type);
      devices.push({
        id: ids.device++,
        siteId: site.id,
        roomId: room.id,
        type,
        name,
        model: model.model,
        manufacturer: model.manufacturer,
        serial,
        mac,
        isProvisioned,
        isReachable: isProvisioned && !random.chance(0.07),
        psk: isProvisioned ? heldKey : null,
        version: model.version,
        ranSsid: isProvisioned ? ran.ssid : null,
        ranPsk: isProvisioned ? ran.psk : null,
        otrumUrl: type === "tv" ? otrumUrl : null,
        otrumVersion: type === "tv" ? otrumVersion : null,
        lastSeenAt,
      });
    }
  }
  // Every hotel shows each status of docs/product.md#iot-devices: a device not configured, one unreachable.
  if (!devices.some((device) => !device.isProvisioned)) {
    const device = random.pick(devices);
    Object.assign(device, { isProvisioned: false, isReachable: false, psk: null, ranSsid: null, ranPsk: null });
  }
  if (!devices.some((device) => device.isProvisioned && !device.isReachable)) {
    random.pick(devices.filter((device) => device.isProvisioned)).isReachable = false;
  }

  // Spares: one to four for some of the models in use, none for one of them ("no more available", docs/product.md#iot-devices).
  const inUse = [...models.tvs, ...models.sticks].filter((model) => devices.some((d) => d.model === model.model));
  const [none] = inUse.splice(random.int(0, inUse.length - 1), 1);
  if (!none) throw new Error(`site ${site.id}: no IoT model in use`);
  const spares: DemoIotSpare[] = [];
  inUse.forEach((model, index) => {
    if (index > 0 && random.chance(0.3)) return;
    for (let count = random.int(1, 4); count > 0; count--) {
      const { serial, mac } = identifiers.next(model.type);
      spares.push({
        siteId: site.id,
        type: model.type,
        model: model.model,
        manufacturer: model.manufacturer,
        serial,
        mac,
      });
    }
  });

  // Welcome messages: two to four, the first enabled (none on one hotel).
  const pool = [...demoWelcomeMessages.slice(1)];
  const chosen = [demoWelcomeMessages[0] as (typeof demoWelcomeMessages)[number]];
  for (let count = random.int(1, 3); count > 0; count--) {
    chosen.push(...pool.splice(random.int(0, pool.length - 1), 1));
  }
  const messages: DemoIotMessage[] = chosen.map((message, index) => ({
    id: ids.message++,
    siteId: site.id,
    title: message.title,
    content: message.content,
    isEnabled: index === 0 && !context.noMessageEnabled,
  }));

  // A few finished commands of the last ten days, oldest first: the room history's first lines.
  const byName = [...rooms].sort((a, b) => a.name.localeCompare(b.name, "fr", { sensitivity: "base" }));
  const firstRoom = byName[0] as DemoIotRoom;
  const devicesOf = (room: DemoIotRoom) => devices.filter((device) => device.roomId === room.id);
  const other = () => random.pick(devices.filter((device) => device.roomId !== firstRoom.id));
  const actorName = `${context.actor.firstName} ${context.actor.lastName}`;
  const commands: DemoIotCommand[] = [];
  const command = (
    hoursAgo: number,
    kind: IotCommandKind,
    state: DemoIotCommand["state"],
    fields: Partial<DemoIotCommand>,
  ): void => {
    const createdAt = new Date(now.getTime() - hoursAgo * hour - random.int(0, 59) * 60_000);
    const expiresAt = new Date(createdAt.getTime() + iotCommandLifetimeMs);
    commands.push({
      id: 0,
      siteId: site.id,
      kind,
      state,
      deviceId: null,
      roomId: null,
      deviceSerial: null,
      deviceName: null,
      spareSerial: null,
      newPsk: null,
      messageId: null,
      messageTitle: null,
      messageContent: null,
      actorUserId: context.actor.id,
      actorName,
      createdAt,
      sentAt: new Date(createdAt.getTime() + random.int(1, 20) * 1000),
      finishedAt: state === "expired" ? expiresAt : new Date(createdAt.getTime() + random.int(25, 140) * 1000),
      expiresAt,
      failure: null,
      ...fields,
    });
  };
  const onDevice = (device: DemoIotDevice) => ({
    deviceId: device.id,
    roomId: device.roomId,
    deviceSerial: device.serial,
    deviceName: device.name,
  });
  const enabled = messages.find((message) => message.isEnabled);
  command(random.int(200, 230), "message", "acknowledged", {
    messageId: enabled?.id ?? null,
    messageTitle: enabled?.title ?? null,
    messageContent: enabled?.content ?? null,
  });
  // A device replaced by a spare: it took the spare's serial, the old one stays in the history.
  const replaced = other();
  command(random.int(150, 190), "replace", "acknowledged", {
    ...onDevice(replaced),
    deviceSerial: identifiers.next(replaced.type).serial,
    spareSerial: replaced.serial,
  });
  command(random.int(100, 140), "restart", "failed", { ...onDevice(other()), failure: demoCommandFailure });
  command(random.int(60, 90), "restart", "expired", onDevice(other()));
  command(random.int(30, 50), "restart", "acknowledged", onDevice(random.pick(devicesOf(firstRoom))));
  if (firstRoom.psk) {
    command(random.int(2, 20), "checkout", "acknowledged", { roomId: firstRoom.id, newPsk: firstRoom.psk });
  }
  commands.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const row of commands) row.id = ids.command++;

  return { rooms, devices, spares, messages, wlans, settings, commands };
}

/**
 * The IoT of every hotel in production (the IoT screen's location picker
 * lists those): rooms, sticks and TVs, spares, welcome messages, set-up
 * networks, the TV pin and past commands asked by the hotel chain's manager
 * (the support agent on the other chains). Each hotel draws from its own
 * stream of the seed; ids follow the sites' order.
 */
export function buildDemoIot(locations: DemoLocations, users: readonly DemoUser[], seed: number, now: Date): DemoIot {
  const hotelOrganisms = new Set(
    locations.organisms.filter((organism) => organism.kind === "hotel_chain").map((organism) => organism.id),
  );
  const hotels = locations.sites.filter(
    (site) => hotelOrganisms.has(site.organismId) && site.state === monitoredSiteState,
  );
  const floorsOf = new Map<number, DemoFloor[]>();
  for (const floor of locations.floors)
    floorsOf.set(floor.buildingId, [...(floorsOf.get(floor.buildingId) ?? []), floor]);
  const buildingsOf = new Map<number, DemoBuilding[]>();
  for (const building of locations.buildings) {
    buildingsOf.set(building.siteId, [...(buildingsOf.get(building.siteId) ?? []), building]);
  }
  // The hotel chain's manager asks on their chain's sites; the support agent on the others'.
  const manager = users.find((user) => user.roleFlags.includes("iots") && user.organismIds.length === 1);
  const support = users.find((user) => user.roleFlags.includes("iots") && user.organismIds.length > 1);
  const actorOf = (site: DemoSite) => {
    const actor = manager?.organismIds.includes(site.organismId) ? manager : (support ?? manager);
    if (!actor) throw new Error("demo IoT: no account with the iots role");
    return actor;
  };
  const iot: DemoIot = { rooms: [], devices: [], spares: [], messages: [], wlans: [], settings: [], commands: [] };
  const ids: Ids = { room: 1, device: 1, message: 1, command: 1 };
  hotels.forEach((site, hotelIndex) => {
    const part = siteIot(
      {
        site,
        hotelIndex,
        buildings: (buildingsOf.get(site.id) ?? []).map((building) => ({
          building,
          floors: floorsOf.get(building.id) ?? [],
        })),
        actor: actorOf(site),
        // The second hotel shows none enabled; the first, where the manager lands, one.
        noMessageEnabled: hotelIndex === 1,
        now,
      },
      createRandom(streamSeed(seed, iotStream, site.id)),
      ids,
    );
    for (const key of Object.keys(iot) as (keyof DemoIot)[]) (iot[key] as unknown[]).push(...part[key]);
  });
  return iot;
}

/** A stick or TV as the simulator's collectors would report it: by site and MAC. */
export interface DemoIotDevicePlan {
  siteId: number;
  serial: string;
  mac: string;
  type: IotDeviceType;
  model: string;
  isProvisioned: boolean;
  isReachable: boolean;
}

/**
 * The sticks and TVs the demo collectors report (in the `iot_devices`
 * section of their batches) and execute commands on, by site then MAC:
 * what `readDemoPlan` would read back from `iot_devices` once written.
 */
export function iotDevicePlan(iot: Pick<DemoIot, "devices">): DemoIotDevicePlan[] {
  return iot.devices
    .map(({ siteId, serial, mac, type, model, isProvisioned, isReachable }) => ({
      siteId,
      serial,
      mac,
      type,
      model,
      isProvisioned,
      isReachable,
    }))
    .sort((a, b) => a.siteId - b.siteId || (a.mac < b.mac ? -1 : a.mac > b.mac ? 1 : 0));
}
