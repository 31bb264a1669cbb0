import type {
  AdvertisementImageContentType,
  AdvertisementLocale,
  LocalizedAdvertisementTexts,
  LocationType,
} from "@ondine/domain";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { advertisementImages, advertisementLocations, advertisements, organisms, sites, users } from "../../db/schema";
import type { Scope } from "../../scope/scope";
import { assignedLocationInScope } from "../../scope/scope-conditions";
import { advertisementImageJoin, shownAdvertisementColumns } from "./advertisement-columns";

/** What an announcement is saved with (its locations apart). */
export type AdvertisementValues = {
  internalTitle: string;
  publicTitle: LocalizedAdvertisementTexts;
  content: LocalizedAdvertisementTexts;
  signature: LocalizedAdvertisementTexts;
  startsAt: string;
  endsAt: string;
  fallbackLanguage: AdvertisementLocale;
};

/** An announcement as the answers need it: its image's metadata, never its bytes. */
export type AdvertisementRow = AdvertisementValues & {
  id: number;
  image: {
    digest: string;
    name: string;
    byteSize: number;
    contentType: AdvertisementImageContentType;
    width: number;
    height: number;
  } | null;
  author: { firstName: string; lastName: string } | null;
  createdAt: Date;
  updatedAt: Date;
};

export type AdvertisementLocationRow = {
  advertisementId: number;
  type: LocationType;
  id: number;
  name: string;
};

/**
 * docs/api.md "Portal announcements": a caller sees an announcement only when
 * every one of its locations is in their scope (an organism assigned as a
 * whole). One left without locations (its sites gone) is an admin's only.
 */
export function advertisementVisibleTo(scope: Scope): SQL {
  if (scope.kind === "unscoped") return sql`true`;
  const inScope = assignedLocationInScope(scope, {
    organismId: advertisementLocations.organismId,
    siteId: advertisementLocations.siteId,
  });
  // "One location in scope and none outside", read from the scope's locations (their partial indexes on
  // organism and site) rather than by testing every announcement of every customer (docs/performance.md
  // "Portal announcements": 0.5 s for a manager's list with 186,000 announcements in the table).
  return sql`(${advertisements.id} in (select ${advertisementLocations.advertisementId} from ${advertisementLocations} where ${inScope})
    and not exists (select 1 from ${advertisementLocations} where ${advertisementLocations.advertisementId} = ${advertisements.id} and not ${inScope}))`;
}

const rowColumns = {
  ...shownAdvertisementColumns,
  internalTitle: advertisements.internalTitle,
  imageName: advertisements.imageName,
  imageByteSize: advertisementImages.byteSize,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorDeletedAt: users.deletedAt,
  createdAt: advertisements.createdAt,
  updatedAt: advertisements.updatedAt,
};

type SelectedRow = Awaited<ReturnType<typeof selectRows>>[number];

function toRow(row: SelectedRow): AdvertisementRow {
  const image =
    row.imageDigest !== null &&
    row.imageName !== null &&
    row.imageByteSize !== null &&
    row.imageContentType !== null &&
    row.imageWidth !== null &&
    row.imageHeight !== null
      ? {
          digest: row.imageDigest,
          name: row.imageName,
          byteSize: row.imageByteSize,
          contentType: row.imageContentType,
          width: row.imageWidth,
          height: row.imageHeight,
        }
      : null;
  const author =
    row.authorFirstName !== null && row.authorLastName !== null && row.authorDeletedAt === null
      ? { firstName: row.authorFirstName, lastName: row.authorLastName }
      : null;
  return {
    id: row.id,
    internalTitle: row.internalTitle,
    publicTitle: row.publicTitle,
    content: row.content,
    signature: row.signature,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    fallbackLanguage: row.fallbackLanguage,
    image,
    author,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function selectRows(db: Database) {
  return db
    .select(rowColumns)
    .from(advertisements)
    .leftJoin(advertisementImages, advertisementImageJoin)
    .leftJoin(users, eq(users.id, advertisements.userId));
}

/** `filter`: the list's own (`advertisementListFilter`), beside the scope. */
export async function countVisibleAdvertisements(db: Database, scope: Scope, filter?: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(advertisements)
    .where(and(advertisementVisibleTo(scope), filter));
  return Number(row?.count ?? 0);
}

/** A page of the caller's announcements: the newest start day first, then the newest. */
export async function findVisibleAdvertisements(
  db: Database,
  scope: Scope,
  page: { limit: number; offset: number },
  filter?: SQL,
): Promise<AdvertisementRow[]> {
  // The page's ids first, off the (starts_at, id) index alone, then their rows and joins: a far page
  // skips ids, not whole rows joined to their image and author.
  const pageIds = db
    .select({ id: advertisements.id })
    .from(advertisements)
    .where(and(advertisementVisibleTo(scope), filter))
    .orderBy(desc(advertisements.startsAt), desc(advertisements.id))
    .limit(page.limit)
    .offset(page.offset);
  const rows = await selectRows(db)
    .where(inArray(advertisements.id, pageIds))
    .orderBy(desc(advertisements.startsAt), desc(advertisements.id));
  return rows.map(toRow);
}

/** The announcement of that id when the caller sees it (see `advertisementVisibleTo`), else undefined. */
export async function findVisibleAdvertisement(
  db: Database,
  scope: Scope,
  id: number,
): Promise<AdvertisementRow | undefined> {
  const [row] = await selectRows(db).where(and(eq(advertisements.id, id), advertisementVisibleTo(scope)));
  return row ? toRow(row) : undefined;
}

/** The image of that digest, with the name it is shown under, of the caller's latest announcement showing it. */
export async function findVisibleAdvertisementImage(
  db: Database,
  scope: Scope,
  digest: string,
): Promise<{ digest: string; name: string } | undefined> {
  const [row] = await db
    .select({ digest: advertisements.imageDigest, name: advertisements.imageName })
    .from(advertisements)
    .where(and(eq(advertisements.imageDigest, digest), advertisementVisibleTo(scope)))
    .orderBy(desc(advertisements.id))
    .limit(1);
  return row?.digest && row.name ? { digest: row.digest, name: row.name } : undefined;
}

/** The locations of these announcements with their names: organisms first, then sites, by name. */
export async function findAdvertisementLocations(
  db: Database,
  advertisementIds: readonly number[],
): Promise<AdvertisementLocationRow[]> {
  if (advertisementIds.length === 0) return [];
  const rows = await db
    .select({
      advertisementId: advertisementLocations.advertisementId,
      type: advertisementLocations.locationType,
      id: sql<number>`coalesce(${advertisementLocations.organismId}, ${advertisementLocations.siteId})`,
      name: sql<string>`coalesce(${organisms.name}, ${sites.name})`,
    })
    .from(advertisementLocations)
    .leftJoin(organisms, eq(organisms.id, advertisementLocations.organismId))
    .leftJoin(sites, eq(sites.id, advertisementLocations.siteId))
    .where(inArray(advertisementLocations.advertisementId, [...advertisementIds]))
    .orderBy(
      asc(advertisementLocations.advertisementId),
      asc(advertisementLocations.locationType),
      sql`lower(coalesce(${organisms.name}, ${sites.name}))`,
    );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function insertAdvertisement(
  db: Database,
  values: AdvertisementValues & { image: { digest: string; name: string } | null; userId: number; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(advertisements)
    .values({
      ...advertisementColumns(values),
      imageDigest: values.image?.digest ?? null,
      imageName: values.image?.name ?? null,
      userId: values.userId,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: advertisements.id });
  if (!row) throw new Error("insertAdvertisement: no row returned");
  return row.id;
}

/**
 * Changes the announcement when the caller sees it; `image` undefined keeps
 * the current one. Answers whether it was changed (false: 404).
 */
export async function updateVisibleAdvertisement(
  db: Database,
  scope: Scope,
  id: number,
  values: AdvertisementValues & { image: { digest: string; name: string } | null | undefined; now: Date },
): Promise<boolean> {
  const image =
    values.image === undefined
      ? {}
      : { imageDigest: values.image?.digest ?? null, imageName: values.image?.name ?? null };
  const rows = await db
    .update(advertisements)
    .set({ ...advertisementColumns(values), ...image, updatedAt: values.now })
    .where(and(eq(advertisements.id, id), advertisementVisibleTo(scope)))
    .returning({ id: advertisements.id });
  return rows.length > 0;
}

/** Deletes the announcement (and its locations) when the caller sees it; false: 404. */
export async function deleteVisibleAdvertisement(db: Database, scope: Scope, id: number): Promise<boolean> {
  const rows = await db
    .delete(advertisements)
    .where(and(eq(advertisements.id, id), advertisementVisibleTo(scope)))
    .returning({ id: advertisements.id });
  return rows.length > 0;
}

/** Sets the announcement's locations (already checked in the caller's scope). */
export async function replaceAdvertisementLocations(
  db: Database,
  advertisementId: number,
  locations: readonly { type: LocationType; id: number }[],
): Promise<void> {
  await db.delete(advertisementLocations).where(eq(advertisementLocations.advertisementId, advertisementId));
  if (locations.length === 0) return;
  await db.insert(advertisementLocations).values(
    locations.map((location) => ({
      advertisementId,
      locationType: location.type,
      organismId: location.type === "Organism" ? location.id : null,
      siteId: location.type === "Site" ? location.id : null,
    })),
  );
}

function advertisementColumns(values: AdvertisementValues) {
  return {
    internalTitle: values.internalTitle,
    publicTitle: values.publicTitle,
    content: values.content,
    signature: values.signature,
    startsAt: values.startsAt,
    endsAt: values.endsAt,
    fallbackLanguage: values.fallbackLanguage,
  };
}
