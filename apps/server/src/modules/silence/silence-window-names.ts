import type { Database } from "../../db";
import {
  type BuildingIdentity,
  findBuildingIdentities,
  findSitesWithOrganisms,
  type SiteWithOrganism,
} from "../locations";
import { type EquipmentIdentity, findEquipmentIdentities } from "../monitoring";
import { findPeopleByIds, type PersonRecord } from "../users";
import type { SilenceWindowRow } from "./silence-windows.repository";

/** What a page of windows names, by id, each from its owner. */
export type SilenceWindowNames = {
  sites: ReadonlyMap<number, SiteWithOrganism>;
  buildings: ReadonlyMap<number, BuildingIdentity>;
  equipment: ReadonlyMap<number, EquipmentIdentity>;
  people: ReadonlyMap<number, PersonRecord>;
};

const distinct = (ids: Iterable<number | null>) => [...new Set([...ids].filter((id): id is number => id !== null))];

/**
 * The names a page of windows shows (docs/architecture.md "Who owns which
 * table"): sites, organisms and buildings from locations, equipment from
 * monitoring, the authors by the users module; one look-up per owner for
 * the whole page whatever its size.
 */
export async function readSilenceWindowNames(
  db: Database,
  rows: readonly SilenceWindowRow[],
): Promise<SilenceWindowNames> {
  // One after the other: `db` is often a transaction, whose one connection takes a query at a time.
  const sites = await findSitesWithOrganisms(db, distinct(rows.map((row) => row.siteId)));
  const buildings = await findBuildingIdentities(db, distinct(rows.map((row) => row.buildingId)));
  const equipment = await findEquipmentIdentities(db, distinct(rows.flatMap((row) => row.equipmentIds)));
  const people = await findPeopleByIds(db, distinct(rows.map((row) => row.createdById)));
  return { sites, buildings, equipment, people };
}
