import { type Database, schema } from "@ondine/server/db";
import type { DemoData } from "./generate-demo-data";
import { insertAllRows } from "./insert-rows";

/** How many announcements the seed wrote, for its closing line. */
export interface AnnouncementCounts {
  announcements: number;
  images: number;
}

/**
 * Writes the demo's announcements after the accounts (their authors): the
 * pictures first, as bytes bound to one statement (three small PNGs), then
 * the announcements and their locations in bulk.
 */
export async function insertAnnouncements(db: Database, data: DemoData): Promise<AnnouncementCounts> {
  const { images, announcements, locations } = data.announcements;
  if (images.length > 0) await db.insert(schema.advertisementImages).values(images);
  await insertAllRows(db, schema.advertisements, announcements);
  await insertAllRows(db, schema.advertisementLocations, locations);
  return { announcements: announcements.length, images: images.length };
}
