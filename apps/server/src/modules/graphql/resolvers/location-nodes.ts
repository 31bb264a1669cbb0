import type { LocationState } from "@ondine/domain";

type Source = Record<string, unknown>;

const siteStates: Record<LocationState, string> = { "En production": "PRODUCTION", VSR: "VSR", Etude: "STUDY" };
const locationStates = Object.fromEntries(Object.entries(siteStates).map(([state, name]) => [name, state]));

/** The index's state of a GraphQL SiteState. */
export function locationStateOf(name: string): string {
  return locationStates[name] ?? name;
}

/** The fields of the locations index an Organism or a Site is made of. */
export const locationSource = [
  "id",
  "type",
  "name",
  "organism_id",
  "organism_name",
  "organism_kind",
  "state",
  "coord.latitude",
  "coord.longitude",
  "address",
  "postal_code",
  "city",
] as const;

export type OrganismNode = { id: number; name: string; kind: string };

export function organismNode(source: Source): OrganismNode {
  return { id: source.id as number, name: source.name as string, kind: source.organism_kind as string };
}

export type SiteNode = {
  id: number;
  name: string;
  state: string | null;
  organismId: number;
  organismName: string;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  postalCode: string | null;
  city: string | null;
};

export function siteNode(source: Source): SiteNode {
  const coord = (source.coord ?? {}) as { latitude?: number | null; longitude?: number | null };
  const state = source.state as LocationState | null;
  return {
    id: source.id as number,
    name: source.name as string,
    state: state ? (siteStates[state] ?? null) : null,
    organismId: source.organism_id as number,
    organismName: source.organism_name as string,
    latitude: coord.latitude ?? null,
    longitude: coord.longitude ?? null,
    address: (source.address as string | null) ?? null,
    postalCode: (source.postal_code as string | null) ?? null,
    city: (source.city as string | null) ?? null,
  };
}
