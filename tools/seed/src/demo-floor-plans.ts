import { createHash } from "node:crypto";
import { type FloorPlanContentType, floorPlanSize, type OrganismKind } from "@ondine/domain";
import type { DemoBuilding, DemoLocations } from "./demo-locations";
import { buildFloorLayout, type FloorLayout } from "./floor-plan-layout";
import { floorPlanShell, floorPlanSvg, type RoomLabel } from "./floor-plan-svg";
import { createRandom, streamSeed } from "./prng";

const floorPlanStream = 5;

/** Metres a plan unit stands for: a 1000-unit plan is a 50 m building. */
export const demoMetresPerUnit = 0.05;

/** Each building's floor layout, by building id: its floors share it. */
export type DemoFloorLayouts = ReadonlyMap<number, FloorLayout>;

/** Whether a building is a campsite's mobile-home zone, drawn as grounds (SPEC: its access points are outdoors). */
export function isGrounds(kind: OrganismKind, building: DemoBuilding): boolean {
  return kind === "campsite" && building.name.startsWith("Zone");
}

/** Every building's layout, each drawn from its own stream of the seed. */
export function buildFloorLayouts(locations: DemoLocations, seed: number): DemoFloorLayouts {
  const kindOfOrganism = new Map(locations.organisms.map((organism) => [organism.id, organism.kind]));
  const kindOfSite = new Map(locations.sites.map((site) => [site.id, kindOfOrganism.get(site.organismId)]));
  const floorCounts = new Map<number, number>();
  for (const floor of locations.floors) floorCounts.set(floor.buildingId, (floorCounts.get(floor.buildingId) ?? 0) + 1);
  const layouts = new Map<number, FloorLayout>();
  for (const building of locations.buildings) {
    const kind = kindOfSite.get(building.siteId);
    if (!kind) continue;
    const random = createRandom(streamSeed(seed, floorPlanStream, building.id));
    layouts.set(
      building.id,
      buildFloorLayout(random, {
        kind,
        grounds: isGrounds(kind, building),
        hasUpperFloors: (floorCounts.get(building.id) ?? 1) > 1,
      }),
    );
  }
  return layouts;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** What a campsite's buildings hold, room after room. */
const campsiteRooms: Record<string, readonly string[]> = {
  Accueil: ["Accueil", "Bureau", "Épicerie", "Bar", "Réserve", "Salle TV"],
  "Espace aquatique": ["Vestiaires", "Bassin", "Douches", "Local piscine", "Infirmerie"],
};
const sanitaryRooms = ["Douches", "WC", "Lavabos", "Buanderie", "Vaisselle"];

/** The labels of a floor: room numbers with the level first (`204`), the core's rooms by their use. */
function roomLabels(kind: OrganismKind, building: DemoBuilding, level: number, grounds: boolean): RoomLabel {
  return (room) => {
    // The stairs' steps and the lift's cross say what they are.
    if (room.use === "stairs" || room.use === "lift") return "";
    if (room.use === "technical") return "LT";
    const n = room.number;
    if (grounds) return `E${twoDigits(n)}`;
    switch (kind) {
      case "hotel_chain":
        if (level === 0 && n <= 2) return n === 1 ? "Réception" : "Salon";
        return `${level}${twoDigits(n)}`;
      case "student_residence":
        if (level === 0 && n <= 2) return n === 1 ? "Accueil" : "Laverie";
        return `${level}${twoDigits(n)}`;
      case "office":
        if (level === 0 && n === 1) return "Accueil";
        return room.rect.width >= 170 ? `Plateau ${level}.${twoDigits(n)}` : `${level}.${twoDigits(n)}`;
      case "campsite": {
        const names = campsiteRooms[building.name] ?? sanitaryRooms;
        return names[(n - 1) % names.length] ?? "";
      }
    }
  };
}

/** A row of `floor_plans` as the seed writes it: the image is the SVG's text, stored as its UTF-8 bytes. */
export interface DemoFloorPlanRow {
  floorId: number;
  contentType: FloorPlanContentType;
  svg: string;
  width: number;
  height: number;
  digest: string;
  wallAttenuationDb: number;
  metresPerUnit: number;
}

/**
 * Every floor's plan as an SVG of `floorPlanSize`, made as it is written (a
 * building's shell once, then each floor's labels): the large data set's
 * 23,000 floors never sit in memory at once.
 */
export function* demoFloorPlanRows(locations: DemoLocations, layouts: DemoFloorLayouts): Generator<DemoFloorPlanRow> {
  const kindOfOrganism = new Map(locations.organisms.map((organism) => [organism.id, organism.kind]));
  const kindOfSite = new Map(locations.sites.map((site) => [site.id, kindOfOrganism.get(site.organismId)]));
  const buildings = new Map(locations.buildings.map((building) => [building.id, building]));
  let shellOf: { buildingId: number; shell: ReturnType<typeof floorPlanShell> } | undefined;
  for (const floor of locations.floors) {
    const building = buildings.get(floor.buildingId);
    const layout = layouts.get(floor.buildingId);
    const kind = building && kindOfSite.get(building.siteId);
    if (!building || !layout || !kind) continue;
    // Floors come building after building: one shell at a time.
    if (shellOf?.buildingId !== building.id) shellOf = { buildingId: building.id, shell: floorPlanShell(layout) };
    const svg = floorPlanSvg(shellOf.shell, layout, roomLabels(kind, building, floor.level, layout.grounds));
    yield {
      floorId: floor.id,
      contentType: "image/svg+xml",
      svg,
      width: floorPlanSize.width,
      height: floorPlanSize.height,
      digest: createHash("sha256").update(svg, "utf8").digest("hex"),
      wallAttenuationDb: layout.wallAttenuationDb,
      metresPerUnit: demoMetresPerUnit,
    };
  }
}
