import { type LocationState, type OrganismKind, organismKinds } from "@ondine/domain";
import type { CatalogueOrganism, CatalogueSite } from "./demo-catalogue";
import { frenchCities, frenchStreets } from "./french-cities";
import type { Random } from "./prng";

const brandWords = [
  "Azur",
  "Horizon",
  "Les Tilleuls",
  "Côté Parc",
  "Rive Gauche",
  "Le Castel",
  "Les Remparts",
  "Val Fleuri",
  "Porte Océane",
  "Les Glycines",
  "Belle Rive",
  "Cap Soleil",
  "Les Marronniers",
  "Grand Cèdre",
  "Clos Lumière",
  "Pierre Blanche",
  "Terre de Sel",
  "Les Alizés",
  "Vent d'Ouest",
  "Haute Vallée",
];

const kindPrefixes: Record<OrganismKind, readonly string[]> = {
  hotel_chain: ["Hôtels", "Maisons d'hôtes", "Auberges"],
  student_residence: ["Résidences", "Studéa", "Campus"],
  campsite: ["Campings", "Villages vacances", "Flots Bleus"],
  office: ["Bureaux", "Espaces", "Cowork"],
};

const kindWeights = [0.35, 0.2, 0.25, 0.2] as const;

const siteStates: readonly (readonly [LocationState, number])[] = [
  ["En production", 85],
  ["VSR", 8],
  ["Etude", 7],
];

/** Three decimals: about a hundred metres, as the catalogue's coordinates. */
const round3 = (value: number) => Math.round(value * 1000) / 1000;

function generatedSite(organismName: string, random: Random, taken: Map<string, number>): CatalogueSite {
  const city = random.pick(frenchCities);
  const base = `${organismName} ${city.name}`;
  const count = (taken.get(base) ?? 0) + 1;
  taken.set(base, count);
  return {
    name: count === 1 ? base : `${base} ${count}`,
    address: `${random.int(1, 180)} ${random.pick(frenchStreets)}`,
    postalCode: city.postalCode,
    city: city.name,
    // Within about 3 km of the town centre.
    latitude: round3(city.latitude + (random.next() - 0.5) * 0.05),
    longitude: round3(city.longitude + (random.next() - 0.5) * 0.07),
    state: random.weighted(siteStates),
  };
}

/**
 * Customers added to the catalogue until it holds `minSites` sites (the large
 * data set): every kind, 5 to 45 sites each, in real French towns.
 */
export function extendCatalogue(
  catalogue: readonly CatalogueOrganism[],
  minSites: number,
  random: Random,
): CatalogueOrganism[] {
  const extended = [...catalogue];
  const names = new Set(catalogue.map((organism) => organism.name));
  let siteCount = catalogue.reduce((sum, organism) => sum + organism.sites.length, 0);
  while (siteCount < minSites) {
    const kind = random.weighted(organismKinds.map((name, index) => [name, kindWeights[index] ?? 0] as const));
    let name = `${random.pick(kindPrefixes[kind])} ${random.pick(brandWords)}`;
    for (let suffix = 2; names.has(name); suffix++) name = `${name.replace(/ \d+$/, "")} ${suffix}`;
    names.add(name);
    const taken = new Map<string, number>();
    const sites = Array.from({ length: random.int(5, 45) }, () => generatedSite(name, random, taken));
    extended.push({ name, kind, sites });
    siteCount += sites.length;
  }
  return extended;
}
