import { and, desc, eq, exists, gte, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { advertisementImages, advertisementLocations, advertisements, sites } from "../../db/schema";
import { advertisementImageJoin, shownAdvertisementColumns } from "./advertisement-columns";

export type PortalAnnouncementRow = Pick<
  typeof advertisements.$inferSelect,
  "id" | "publicTitle" | "content" | "signature" | "startsAt" | "endsAt" | "fallbackLanguage" | "imageDigest"
> & {
  image: Pick<typeof advertisementImages.$inferSelect, "contentType" | "width" | "height"> | null;
};

/**
 * The announcement a guest of `siteId` sees on `day` (`YYYY-MM-DD`, Paris):
 * one running that day, attached to the site itself or to its organism. The
 * overlap rule keeps it to one; should old data hold several, the latest
 * start wins, then the highest id. A public call: the site the portal names
 * is the whole scope, and nothing of any other site is read.
 */
export async function findPortalAnnouncement(
  db: Database,
  siteId: number,
  day: string,
): Promise<PortalAnnouncementRow | undefined> {
  const shownOnSite = db
    .select({ one: sql`1` })
    .from(advertisementLocations)
    .innerJoin(sites, eq(sites.id, siteId))
    .where(
      and(
        eq(advertisementLocations.advertisementId, advertisements.id),
        or(eq(advertisementLocations.siteId, sites.id), eq(advertisementLocations.organismId, sites.organismId)),
      ),
    );
  const [row] = await db
    .select(shownAdvertisementColumns)
    .from(advertisements)
    .leftJoin(advertisementImages, advertisementImageJoin)
    .where(and(lte(advertisements.startsAt, day), gte(advertisements.endsAt, day), exists(shownOnSite)))
    .orderBy(desc(advertisements.startsAt), desc(advertisements.id))
    .limit(1);
  if (!row) return undefined;
  const { imageContentType, imageWidth, imageHeight, ...announcement } = row;
  const image =
    imageContentType !== null && imageWidth !== null && imageHeight !== null
      ? { contentType: imageContentType, width: imageWidth, height: imageHeight }
      : null;
  return { ...announcement, image };
}

export type AnnouncementImageFile = {
  contentType: (typeof advertisementImages.$inferSelect)["contentType"];
  digest: string;
  /** Null when the caller already holds it (`If-None-Match`): the bytes are not read. */
  image: Uint8Array | null;
};

/** A stored image by digest, without its bytes when the caller holds it ("any": `If-None-Match: *`). */
export async function findAnnouncementImage(
  db: Database,
  digest: string,
  heldDigests: readonly string[] | "any",
): Promise<AnnouncementImageFile | undefined> {
  const held = heldDigests === "any" || heldDigests.includes(digest);
  const [row] = await db
    .select({
      contentType: advertisementImages.contentType,
      digest: advertisementImages.digest,
      image: held ? sql<Uint8Array | null>`null::bytea` : advertisementImages.image,
    })
    .from(advertisementImages)
    .where(eq(advertisementImages.digest, digest));
  return row;
}
