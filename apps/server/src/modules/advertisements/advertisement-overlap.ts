import type { AdvertisementPeriod, OverlappingAdvertisement } from "@ondine/domain";
import { and, asc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db";
import { advertisementLocations, advertisements, sites } from "../../db/schema";
import type { ScopedLocation } from "../../scope/in-scope";
import type { Scope } from "../../scope/scope";
import { advertisementVisibleTo } from "./advertisements.repository";

// Any constant would do: the first key of the announcements' advisory locks,
// the second being an organism's id ("ONAD").
const advertisementLockClass = 0x4f4e_4144;

/** Enough for a person to read, and for a form's pickers over several years of announcements. */
const maxOverlapsListed = 500;

/** What a saved announcement covers: organisms as a whole, sites one by one. */
export type AdvertisementCoverage = { organismIds: number[]; siteIds: number[] };

export function coverageOf(locations: readonly ScopedLocation[]): AdvertisementCoverage {
  const idsOf = (type: ScopedLocation["type"]) =>
    [...new Set(locations.filter((location) => location.type === type).map((location) => location.id))].sort(
      (a, b) => a - b,
    );
  return { organismIds: idsOf("Organism"), siteIds: idsOf("Site") };
}

/** The organisms an announcement touches: those it names, and those of the sites it names. Ascending. */
export async function organismsTouched(db: Database, coverage: AdvertisementCoverage): Promise<number[]> {
  const ofSites =
    coverage.siteIds.length === 0
      ? []
      : await db
          .selectDistinct({ organismId: sites.organismId })
          .from(sites)
          .where(inArray(sites.id, coverage.siteIds));
  const ids = new Set([...coverage.organismIds, ...ofSites.map((row) => row.organismId)]);
  return [...ids].sort((a, b) => a - b);
}

/**
 * Makes saves on the same organism wait for each other until their
 * transaction ends, so that two overlapping announcements saved at once
 * cannot both pass the overlap check: any two that could overlap touch a
 * common organism. Taken in ascending order, so two saves never deadlock.
 */
export async function lockAdvertisementOrganisms(db: Database, organismIds: readonly number[]): Promise<void> {
  for (const organismId of [...organismIds].sort((a, b) => a - b)) {
    await db.execute(sql`select pg_advisory_xact_lock(${advertisementLockClass}::int, ${organismId}::int)`);
  }
}

/**
 * An announcement (of the outer query's `advertisements` row) shown on a
 * location of `coverage`, where an organism covers itself and all its
 * sites; undefined when `coverage` is empty.
 */
export function shownOnCoverage(db: Database, coverage: AdvertisementCoverage): SQL | undefined {
  const { organismIds, siteIds } = coverage;
  const siteOfLocation = alias(sites, "advertisement_location_site");
  const covered: SQL[] = [];
  if (organismIds.length > 0) {
    // The same organism, or one of its sites.
    covered.push(inArray(advertisementLocations.organismId, organismIds));
    covered.push(inArray(siteOfLocation.organismId, organismIds));
  }
  if (siteIds.length > 0) {
    // The same site, or its organism as a whole.
    covered.push(inArray(advertisementLocations.siteId, siteIds));
    covered.push(
      inArray(
        advertisementLocations.organismId,
        db.select({ id: sites.organismId }).from(sites).where(inArray(sites.id, siteIds)),
      ),
    );
  }
  if (covered.length === 0) return undefined;
  const sharesALocation = db
    .select({ one: sql`1` })
    .from(advertisementLocations)
    .leftJoin(siteOfLocation, eq(siteOfLocation.id, advertisementLocations.siteId))
    .where(and(eq(advertisementLocations.advertisementId, advertisements.id), or(...covered)));
  return sql`exists (${sharesALocation})`;
}

/**
 * "overlapping ads on the same location rejected" (docs/product.md#announcements-validation): the announcements
 * sharing a day (both ends included) and a site with `period` on `coverage`
 * (see `shownOnCoverage`); by start day. One the caller cannot open (a
 * location outside their scope) comes without id nor title.
 */
export async function findOverlappingAdvertisements(
  db: Database,
  scope: Scope,
  period: AdvertisementPeriod,
  coverage: AdvertisementCoverage,
  excludeId: number | undefined,
): Promise<OverlappingAdvertisement[]> {
  const shown = shownOnCoverage(db, coverage);
  if (!shown) return [];
  const rows = await db
    .select({
      id: advertisements.id,
      internalTitle: advertisements.internalTitle,
      startsAt: advertisements.startsAt,
      endsAt: advertisements.endsAt,
      openable: sql<boolean>`${advertisementVisibleTo(scope)}`,
    })
    .from(advertisements)
    .where(
      and(
        sql`${advertisements.startsAt} <= ${period.ends_at}::date`,
        sql`${advertisements.endsAt} >= ${period.starts_at}::date`,
        excludeId === undefined ? undefined : ne(advertisements.id, excludeId),
        shown,
      ),
    )
    .orderBy(asc(advertisements.startsAt), asc(advertisements.id))
    .limit(maxOverlapsListed);
  return rows.map((row) => ({
    id: row.openable ? row.id : null,
    internal_title: row.openable ? row.internalTitle : null,
    starts_at: row.startsAt,
    ends_at: row.endsAt,
  }));
}
