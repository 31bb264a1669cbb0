import type { LocationState, OrganismKind } from "@ondine/domain";
import type { CatalogueOrganism } from "./demo-catalogue";
import type { Random } from "./prng";

export interface DemoOrganism {
  id: number;
  name: string;
  kind: OrganismKind;
}

export interface DemoSite {
  id: number;
  organismId: number;
  name: string;
  state: LocationState;
  latitude: number;
  longitude: number;
  address: string;
  postalCode: string;
  city: string;
}

export interface DemoBuilding {
  id: number;
  uuid: string;
  siteId: number;
  name: string;
  bedsNumber: number | null;
}

export interface DemoFloor {
  id: number;
  uuid: string;
  buildingId: number;
  name: string;
  level: number;
}

export interface DemoLocations {
  organisms: DemoOrganism[];
  sites: DemoSite[];
  buildings: DemoBuilding[];
  floors: DemoFloor[];
}

interface BuildingPlan {
  name: string;
  floorCount: number;
  bedsNumber: number | null;
}

/** How each kind of customer is built: a hotel has a main house, a residence several blocks... */
const buildingPlans: Record<OrganismKind, (random: Random) => BuildingPlan[]> = {
  // Lots (hover card, a building's beds_number, docs/product.md#locations-selection) follow from the draws, so the draws stay as they were.
  hotel_chain: (random) => {
    const floors = random.int(3, 7);
    const plans: BuildingPlan[] = [{ name: "Bâtiment principal", floorCount: floors, bedsNumber: floors * 14 }];
    if (random.chance(0.35)) {
      const annexFloors = random.int(2, 3);
      plans.push({ name: "Annexe", floorCount: annexFloors, bedsNumber: annexFloors * 8 });
    }
    return plans;
  },
  student_residence: (random) =>
    ["A", "B", "C", "D"].slice(0, random.int(2, 4)).map((letter) => ({
      name: `Bâtiment ${letter}`,
      floorCount: random.int(4, 6),
      bedsNumber: random.int(8, 22) * 10,
    })),
  campsite: (random) => {
    const names = [
      "Accueil",
      "Espace aquatique",
      "Bloc sanitaire Nord",
      "Bloc sanitaire Sud",
      "Zone mobil-homes",
    ].slice(0, random.int(3, 5));
    // The pitches are the mobile-home zone's (a campsite without one rents none).
    return names.map((name) => ({
      name,
      floorCount: 1,
      bedsNumber: name === "Zone mobil-homes" ? 40 + 20 * names.length : null,
    }));
  },
  office: (random) => [{ name: "Immeuble", floorCount: random.int(5, 12), bedsNumber: null }],
};

function floorName(level: number): string {
  if (level === 0) return "Rez-de-chaussée";
  return level === 1 ? "1er étage" : `${level}e étage`;
}

/** The catalogue's customers with ids in order, and buildings and floors drawn from `random`. */
export function buildLocations(catalogue: readonly CatalogueOrganism[], random: Random): DemoLocations {
  const data: DemoLocations = { organisms: [], sites: [], buildings: [], floors: [] };
  for (const organism of catalogue) {
    const organismId = data.organisms.length + 1;
    data.organisms.push({ id: organismId, name: organism.name, kind: organism.kind });
    for (const catalogueSite of organism.sites) {
      const siteId = data.sites.length + 1;
      data.sites.push({ id: siteId, organismId, ...catalogueSite });
      for (const plan of buildingPlans[organism.kind](random)) {
        const buildingId = data.buildings.length + 1;
        data.buildings.push({
          id: buildingId,
          uuid: random.uuid(),
          siteId,
          name: plan.name,
          bedsNumber: plan.bedsNumber,
        });
        for (let level = 0; level < plan.floorCount; level++) {
          data.floors.push({
            id: data.floors.length + 1,
            uuid: random.uuid(),
            buildingId,
            name: floorName(level),
            level,
          });
        }
      }
    }
  }
  return data;
}
