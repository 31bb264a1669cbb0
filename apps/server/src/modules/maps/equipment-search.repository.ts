import type { EquipmentCategory, EquipmentState } from "@ondine/domain";
import { and, asc, eq, ne, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { prefixPattern } from "../../db/like-pattern";
import { buildings, equipment, floors, sites } from "../../db/schema";
import type { Scope } from "../../scope/scope";
import { siteInScope } from "../../scope/scope-conditions";

export type EquipmentSearchRow = {
  id: number;
  siteId: number;
  siteName: string;
  buildingUuid: string | null;
  buildingName: string | null;
  floorUuid: string | null;
  floorName: string | null;
  category: EquipmentCategory;
  model: string;
  mac: string;
  serial: string | null;
  tag: string | null;
  state: EquipmentState;
  muted: boolean;
};

/** What a search looks for: the text in lower case, and the MAC digits it may be the start of. */
export type EquipmentSearchTerms = {
  text: string;
  /** The hexadecimal digits typed, when the text can be part of a MAC. */
  macDigits: string | null;
  /** The whole MAC as stored, when 12 digits were typed. */
  mac: string | null;
};

// The expressions of the equipment_*_idx indexes of migration 0012: a query must spell them the same to use them.
const macDigits = sql`replace(${equipment.mac}, ':', '')`;
const lowerSerial = sql`lower(${equipment.serial})`;
const lowerTag = sql`lower(${equipment.tag})`;
const lowerModel = sql`lower(${equipment.model})`;

/**
 * Equipment of the scope's sites, spare left out, whose MAC digits, serial,
 * tag or model start with the terms: exact MACs, serials and tags first,
 * then by site name and tag.
 */
export async function findEquipmentMatching(
  db: Database,
  scope: Scope,
  terms: EquipmentSearchTerms,
  limit: number,
): Promise<EquipmentSearchRow[]> {
  const prefix = prefixPattern(terms.text);
  const matches: SQL[] = [
    sql`${lowerSerial} like ${prefix}`,
    sql`${lowerTag} like ${prefix}`,
    sql`${lowerModel} like ${prefix}`,
  ];
  if (terms.macDigits) matches.unshift(sql`${macDigits} like ${prefixPattern(terms.macDigits)}`);
  const exact = or(
    terms.mac ? eq(equipment.mac, terms.mac) : undefined,
    sql`${lowerSerial} = ${terms.text}`,
    sql`${lowerTag} = ${terms.text}`,
  );
  return db
    .select({
      id: equipment.id,
      siteId: sites.id,
      siteName: sites.name,
      buildingUuid: buildings.uuid,
      buildingName: buildings.name,
      floorUuid: floors.uuid,
      floorName: floors.name,
      category: equipment.category,
      model: equipment.model,
      mac: equipment.mac,
      serial: equipment.serial,
      tag: equipment.tag,
      state: equipment.state,
      muted: equipment.muted,
    })
    .from(equipment)
    .innerJoin(sites, eq(sites.id, equipment.siteId))
    .leftJoin(floors, eq(floors.id, equipment.floorId))
    .leftJoin(buildings, eq(buildings.id, floors.buildingId))
    .where(and(siteInScope(scope, equipment.siteId), ne(equipment.state, "spare"), or(...matches)))
    .orderBy(
      sql`(${exact}) is true desc`,
      asc(sites.name),
      asc(sites.id),
      sql`${equipment.tag} asc nulls last`,
      asc(equipment.mac),
    )
    .limit(limit);
}
