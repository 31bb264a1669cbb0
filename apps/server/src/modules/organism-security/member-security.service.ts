import { isHeldToOrganismSecurity } from "@ondine/domain";
import type { Database } from "../../db";
import { findSitesWithOrganisms } from "../locations";
import { findActorUserById, findLocationRefs } from "../sessions";
import { findOrganismSecurityRecords } from "./organism-security.repository";

/**
 * What the organisms of a user ask of them (docs/security.md "Organism
 * security"): one set of allowed ranges per organism that has some (each
 * must admit the address), two-factor if any organism requires it, and the
 * smallest grace among those that do.
 */
export type MemberSecurity = { ipRangeSets: string[][]; twoFactorRequired: boolean; twoFactorGraceSignIns: number };

/** What an exempt account (admin, support desk) or one with no organism is held to: nothing. */
const noMemberSecurity = (): MemberSecurity => ({
  ipRangeSets: [],
  twoFactorRequired: false,
  twoFactorGraceSignIns: 0,
});

/** The organisms of these locations: an organism itself, or the organism of a site. */
export async function organismsOfLocations(
  db: Database,
  locations: readonly { locationType: "Organism" | "Site"; locationId: number }[],
): Promise<number[]> {
  const organismIds = new Set<number>();
  const siteIds: number[] = [];
  for (const location of locations) {
    if (location.locationType === "Organism") organismIds.add(location.locationId);
    else siteIds.push(location.locationId);
  }
  for (const site of (await findSitesWithOrganisms(db, siteIds)).values()) organismIds.add(site.organismId);
  return [...organismIds].sort((a, b) => a - b);
}

/** What organisms these are ask of their members, from their stored settings. */
export async function securityOfOrganisms(db: Database, organismIds: readonly number[]): Promise<MemberSecurity> {
  const records = await findOrganismSecurityRecords(db, organismIds);
  const requiring = records.filter((record) => record.twoFactorRequired);
  return {
    ipRangeSets: records.filter((record) => record.ipRanges.length > 0).map((record) => [...record.ipRanges]),
    twoFactorRequired: requiring.length > 0,
    twoFactorGraceSignIns:
      requiring.length > 0 ? Math.min(...requiring.map((record) => record.twoFactorGraceSignIns)) : 0,
  };
}

/**
 * A user's organism security; admins and the support desk are exempt, as is
 * an unknown account (it has no organisms).
 */
export async function findMemberSecurity(db: Database, userId: number): Promise<MemberSecurity> {
  const [person, locations] = await Promise.all([findActorUserById(db, userId), findLocationRefs(db, userId)]);
  if (!person || !isHeldToOrganismSecurity(person)) return noMemberSecurity();
  return securityOfOrganisms(db, await organismsOfLocations(db, locations));
}
