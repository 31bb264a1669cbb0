import { type EquipmentCategory, type EquipmentState, monitoredSiteState, type OrganismKind } from "@ondine/domain";
import { type LineTechnology, lineTechnology, simulatedCollectorName } from "../../simulate/src/demo-plan";
import type { DemoFloorLayouts } from "./demo-floor-plans";
import type { DemoBuilding, DemoFloor, DemoLocations, DemoSite } from "./demo-locations";
import { accessPointSpot, type FloorLayout, switchSpot } from "./floor-plan-layout";
import { createRandom, type Random, streamSeed } from "./prng";

/** A piece of equipment as the seed writes it (docs/product.md#maps-equipment). */
export interface DemoEquipment {
  siteId: number;
  /** Null: not placed on a floor plan (the map's unlocalized equipment). */
  floorId: number | null;
  category: EquipmentCategory;
  model: string;
  mac: string;
  mainMacAddress: string | null;
  tag: string | null;
  serial: string | null;
  /**
   * `unknown` for supervised equipment, whose reachability the collectors
   * report; or a state people set (planned, works, hibernation, spare).
   */
  state: EquipmentState;
  ssid2ghz: string | null;
  ssid5ghz: string | null;
  positionX: number | null;
  positionY: number | null;
  parentMac: string | null;
  label: string | null;
}

/** An Internet line of a site, named as its collector reports it. */
export interface DemoLine {
  siteId: number;
  lineId: string;
  name: string;
  /** Bits per second. */
  bandwidthMax: number;
}

/** A collector allowed its organism's production sites. */
export interface DemoCollector {
  name: string;
  siteIds: number[];
}

export interface DemoInventory {
  equipment: DemoEquipment[];
  lines: DemoLine[];
  collectors: DemoCollector[];
}

const inventoryStream = 4;

interface Vendor {
  accessPoint: string;
  outdoorAccessPoint: string;
  switch: string;
  serial: (random: Random) => string;
}

const hex = (random: Random, length: number) =>
  Array.from({ length }, () => random.int(0, 15).toString(16))
    .join("")
    .toUpperCase();

const vendors: readonly Vendor[] = [
  {
    accessPoint: "Cisco Meraki MR36",
    outdoorAccessPoint: "Cisco Meraki MR76",
    switch: "Cisco Meraki MS120-24P",
    serial: (random) => `Q2KD-${hex(random, 4)}-${hex(random, 4)}`,
  },
  {
    accessPoint: "Ubiquiti U6-Pro",
    outdoorAccessPoint: "Ubiquiti U6-Mesh",
    switch: "Ubiquiti USW-Pro-24-PoE",
    serial: (random) => `UB${hex(random, 10)}`,
  },
  {
    accessPoint: "Aruba AP-515",
    outdoorAccessPoint: "Aruba AP-565",
    switch: "Aruba 2930F-24G-PoE+",
    serial: (random) => `CNK${hex(random, 7)}`,
  },
  {
    accessPoint: "Ruckus R550",
    outdoorAccessPoint: "Ruckus T350c",
    switch: "Ruckus ICX 7150-24P",
    serial: (random) => `${random.int(1000, 9999)}${hex(random, 8)}`,
  },
];

/** Access points on one floor (a campsite's building has one floor: its grounds). */
const accessPointsPerFloor: Readonly<Record<OrganismKind, (random: Random, building: DemoBuilding) => number>> = {
  hotel_chain: (random) => random.int(3, 6),
  student_residence: (random) => random.int(3, 5),
  office: (random) => random.int(4, 8),
  campsite: (random, building) => (building.name.startsWith("Zone") ? random.int(8, 12) : random.int(1, 3)),
};

interface LinePlan {
  technology: LineTechnology;
  name: string;
  bandwidthMax: number;
}

const fibre = (megabits: number): LinePlan => ({
  technology: "fibre",
  name: megabits >= 1000 ? `Fibre ${megabits / 1000} Gb/s` : `Fibre ${megabits} Mb/s`,
  bandwidthMax: megabits * 1_000_000,
});
const adsl: LinePlan = { technology: "adsl", name: "ADSL 20 Mb/s", bandwidthMax: 20_000_000 };
const mobile: LinePlan = { technology: "4g", name: "4G 150 Mb/s", bandwidthMax: 150_000_000 };

/** One or two lines: fibre mostly, ADSL on some campsites; a 4G or second fibre backup on some sites. */
function planLines(kind: OrganismKind, random: Random): LinePlan[] {
  const main =
    kind === "campsite"
      ? random.chance(0.4)
        ? adsl
        : fibre(500)
      : kind === "student_residence"
        ? fibre(random.pick([1000, 2000]))
        : fibre(random.pick([500, 1000]));
  if (!random.chance(0.35)) return [main];
  return [main, kind === "student_residence" && random.chance(0.5) ? fibre(500) : mobile];
}

const gatewayModels: Readonly<Record<LineTechnology, string>> = {
  fibre: "Fortinet FortiGate 40F",
  adsl: "Fortinet FortiGate 40F",
  "4g": "Teltonika RUTX50",
};

const statesPeopleSet: readonly (readonly [EquipmentState, number])[] = [
  ["unknown", 93],
  ["planned", 3],
  ["works", 2],
  ["hibernation", 2],
];

/** `Bâtiment principal` reads BP, `Annexe` AN: the start of an access point's tag. */
function buildingCode(name: string): string {
  const words = name
    .normalize("NFD")
    .replace(/[^A-Za-z ]/g, "")
    .split(" ")
    .filter((word) => word.length > 0);
  const code = words.length === 1 ? (words[0] ?? "").slice(0, 2) : words.map((word) => word[0]).join("");
  return code.toUpperCase();
}

/** The guest network's name: the organism's name without accents or spaces. */
function guestSsid(organismName: string): string {
  const compact = organismName
    .normalize("NFD")
    .replace(/[^A-Za-z0-9 ]/g, "")
    .split(" ")
    .map((word) => (word[0] ?? "").toUpperCase() + word.slice(1))
    .join("")
    .slice(0, 20);
  return `${compact}-WiFi`;
}

/** A mesh backhaul network: The product (docs/product.md#maps-screen) hides names of `mesh-` and 8 letters or digits on the map. */
function meshSsid(random: Random): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  return `mesh-${Array.from({ length: 8 }, () => random.pick([...alphabet])).join("")}`;
}

/**
 * MACs no real vendor uses (locally administered, `0a:` first): the kind
 * of equipment, the site and a counter, unique across the data set.
 */
function macOf(prefix: string, siteId: number, counter: number): string {
  const byte = (value: number) => (value & 0xff).toString(16).padStart(2, "0");
  return [prefix, byte(siteId >> 8), byte(siteId), byte(counter >> 8), byte(counter)].join(":");
}

const macPrefixes: Readonly<Record<EquipmentCategory, string>> = {
  access_point: "0a:d1",
  switch: "0a:d2",
  gateway: "0a:d3",
  esl: "0a:e5",
};

interface SiteContext {
  site: DemoSite;
  kind: OrganismKind;
  organismName: string;
  buildings: { building: DemoBuilding; floors: DemoFloor[]; layout: FloorLayout }[];
}

/**
 * Places `count` access points along the corridor of the floor's plan, each
 * moved a little from its even share (the draws are those of the random
 * spread the seed used before plans, so every other draw stays as it was).
 */
function accessPointPositions(random: Random, layout: FloorLayout, count: number): { x: number; y: number }[] {
  return Array.from({ length: count }, (_, index) => {
    const dx = random.int(-25, 25);
    const dy = random.int(-40, 40);
    return accessPointSpot(layout, index, count, { dx, dy });
  });
}

function siteInventory(context: SiteContext, random: Random): Omit<DemoInventory, "collectors"> {
  const { site, kind } = context;
  const vendor = random.pick(vendors);
  const ssid = guestSsid(context.organismName);
  const counters = new Map<EquipmentCategory, number>();
  const nextMac = (category: EquipmentCategory) => {
    const counter = (counters.get(category) ?? 0) + 1;
    counters.set(category, counter);
    return macOf(macPrefixes[category], site.id, counter);
  };
  const equipment: DemoEquipment[] = [];
  const base = {
    siteId: site.id,
    mainMacAddress: null,
    tag: null,
    serial: null,
    ssid2ghz: null,
    ssid5ghz: null,
    positionX: null,
    positionY: null,
    parentMac: null,
    label: null,
  } satisfies Partial<DemoEquipment>;
  const groundFloorAccessPoints: DemoEquipment[] = [];

  for (const { building, floors, layout } of context.buildings) {
    const code = buildingCode(building.name);
    const outdoor = kind === "campsite" && building.name.startsWith("Zone");
    for (const floor of floors) {
      const positions = accessPointPositions(random, layout, accessPointsPerFloor[kind](random, building));
      positions.forEach((position, index) => {
        const mac = nextMac("access_point");
        // Outdoor access points link up by a mesh network on 5 GHz.
        const isMesh = outdoor ? index > 0 : random.chance(0.05);
        const accessPoint: DemoEquipment = {
          ...base,
          floorId: floor.id,
          category: "access_point",
          model: outdoor ? vendor.outdoorAccessPoint : vendor.accessPoint,
          mac,
          mainMacAddress: mac,
          tag: `${code}-${floor.level}-${String(index + 1).padStart(2, "0")}`,
          serial: vendor.serial(random),
          state: random.weighted(statesPeopleSet),
          ssid2ghz: ssid,
          ssid5ghz: isMesh ? meshSsid(random) : ssid,
          positionX: position.x,
          positionY: position.y,
        };
        equipment.push(accessPoint);
        if (floor.level === 0 && accessPoint.state === "unknown") groundFloorAccessPoints.push(accessPoint);
      });
    }
    // One switch in the building's technical room, on the plan; a second, larger building's, off it.
    const groundFloor = floors[0];
    const switchCount = floors.length >= 5 ? 2 : 1;
    for (let index = 0; index < switchCount; index++) {
      const onPlan = index === 0 && groundFloor !== undefined;
      const spot = onPlan
        ? switchSpot(layout, (random.int(40, 120) - 40) / 80, (random.int(560, 660) - 560) / 100)
        : null;
      equipment.push({
        ...base,
        floorId: onPlan ? groundFloor.id : null,
        category: "switch",
        model: vendor.switch,
        mac: nextMac("switch"),
        tag: `SW-${code}-${index + 1}`,
        serial: vendor.serial(random),
        state: "unknown",
        positionX: spot?.x ?? null,
        positionY: spot?.y ?? null,
      });
    }
  }
  // A few sites also spare an access point or two, in stock (SPEC: not drawn).
  for (let index = random.int(0, 2); index > 0; index--) {
    equipment.push({
      ...base,
      floorId: null,
      category: "access_point",
      model: vendor.accessPoint,
      mac: nextMac("access_point"),
      serial: vendor.serial(random),
      state: "spare",
    });
  }

  const lines = planLines(kind, random).map((plan, index, all) => {
    const sameBefore = all.slice(0, index).filter((other) => other.technology === plan.technology).length;
    return {
      siteId: site.id,
      lineId: `${plan.technology}-${sameBefore + 1}`,
      name: plan.name,
      bandwidthMax: plan.bandwidthMax,
    };
  });
  for (const line of lines) {
    equipment.push({
      ...base,
      floorId: null,
      category: "gateway",
      model: gatewayModels[lineTechnology(line.lineId)],
      mac: nextMac("gateway"),
      tag: `GW-${line.lineId}`,
      serial: vendor.serial(random),
      state: "unknown",
    });
  }

  // Electronic shelf labels on the sites that sell at a counter: minibars, a campsite's shop, a canteen.
  const parents = groundFloorAccessPoints;
  if (parents.length > 0 && random.chance(kind === "office" ? 0.2 : 0.25)) {
    const shelf = { hotel_chain: "Minibar", student_residence: "Laverie", office: "Cafétéria", campsite: "Épicerie" }[
      kind
    ];
    for (let index = 1; index <= random.int(8, 24); index++) {
      const parent = random.pick(parents);
      equipment.push({
        ...base,
        floorId: parent.floorId,
        category: "esl",
        model: "VUSION 2.6 BWR",
        mac: nextMac("esl"),
        state: "reachable",
        parentMac: parent.mac,
        label: `${shelf} ${String(index).padStart(2, "0")}`,
      });
    }
  }
  return { equipment, lines };
}

function layoutOf(layouts: DemoFloorLayouts, building: DemoBuilding): FloorLayout {
  const layout = layouts.get(building.id);
  if (!layout) throw new Error(`no floor layout for building ${building.id}`);
  return layout;
}

/**
 * The network of every monitored site (in production): access points on
 * each floor with their place on the plan, switches, a gateway a line, one
 * or two lines, shelf labels on some sites; and one collector an organism.
 * Each site draws from its own stream of the seed.
 */
export function buildDemoInventory(locations: DemoLocations, layouts: DemoFloorLayouts, seed: number): DemoInventory {
  const organisms = new Map(locations.organisms.map((organism) => [organism.id, organism]));
  const floorsOf = new Map<number, DemoFloor[]>();
  for (const floor of locations.floors)
    floorsOf.set(floor.buildingId, [...(floorsOf.get(floor.buildingId) ?? []), floor]);
  const buildingsOf = new Map<number, DemoBuilding[]>();
  for (const building of locations.buildings) {
    buildingsOf.set(building.siteId, [...(buildingsOf.get(building.siteId) ?? []), building]);
  }
  const inventory: DemoInventory = { equipment: [], lines: [], collectors: [] };
  const collectorSites = new Map<number, number[]>();
  for (const site of locations.sites) {
    if (site.state !== monitoredSiteState) continue;
    const organism = organisms.get(site.organismId);
    if (!organism) continue;
    const { equipment, lines } = siteInventory(
      {
        site,
        kind: organism.kind,
        organismName: organism.name,
        buildings: (buildingsOf.get(site.id) ?? []).map((building) => ({
          building,
          floors: floorsOf.get(building.id) ?? [],
          layout: layoutOf(layouts, building),
        })),
      },
      createRandom(streamSeed(seed, inventoryStream, site.id)),
    );
    inventory.equipment.push(...equipment);
    inventory.lines.push(...lines);
    collectorSites.set(organism.id, [...(collectorSites.get(organism.id) ?? []), site.id]);
  }
  for (const [organismId, siteIds] of collectorSites) {
    const organism = organisms.get(organismId);
    if (organism) inventory.collectors.push({ name: simulatedCollectorName(organism.name), siteIds });
  }
  return inventory;
}
