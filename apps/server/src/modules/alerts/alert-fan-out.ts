import { shouldTellSubscriber } from "@ondine/domain";
import type { Database } from "../../db";
import { findSiteHolders } from "../users";
import { insertAnnouncements, type NewAlertAnnouncement } from "./alert-announcements.repository";
import { insertNotifications } from "./alert-notifications.repository";
import {
  type AlertReceipt,
  deleteReceiptsOfSites,
  findReceiptsOfSites,
  recordReceipts,
} from "./alert-receipts.repository";
import { findSubscribersOfSites } from "./alert-subscriptions.repository";

/**
 * Records the announcements (the alert log) and tells the people concerned
 * (docs/alerts.md#noise): for each site, its subscribers and those told of
 * its outage, as `shouldTellSubscriber` reads their choices, provided the
 * site is still in their scope (docs/alerts.md#subscriptions). Writes their
 * notifications, pending until their group is mailed, and the receipts: the
 * people told of an outage, a flapping or a repeat are remembered for its
 * recovery, which forgets them. A handful of statements whatever the number
 * of sites and people.
 */
export async function tellAnnouncements(
  db: Database,
  announcements: readonly NewAlertAnnouncement[],
  now: Date,
): Promise<{ notifications: number }> {
  if (announcements.length === 0) return { notifications: 0 };
  const siteIds = announcements.map((announcement) => announcement.siteId);
  // One after the other: a transaction runs one statement at a time.
  const announcementIds = await insertAnnouncements(db, announcements);
  const subscriptions = await findSubscribersOfSites(db, siteIds);
  const receipts = await findReceiptsOfSites(db, siteIds);

  const choicesByPair = new Map(subscriptions.map((row) => [pairKey(row.userId, row.siteId), row.levels]));
  const toldPairs = new Set(receipts.map((row) => pairKey(row.userId, row.siteId)));
  const peopleBySite = new Map<number, Set<number>>();
  for (const row of [...subscriptions, ...receipts]) {
    const people = peopleBySite.get(row.siteId) ?? new Set<number>();
    people.add(row.userId);
    peopleBySite.set(row.siteId, people);
  }

  const candidates = announcements.flatMap((announcement) =>
    [...(peopleBySite.get(announcement.siteId) ?? [])]
      .filter((userId) => {
        const key = pairKey(userId, announcement.siteId);
        return shouldTellSubscriber(
          announcement.kind,
          announcement.level,
          choicesByPair.get(key) ?? null,
          toldPairs.has(key),
        );
      })
      .map((userId) => ({ userId, siteId: announcement.siteId, organismId: announcement.organismId })),
  );
  const told = await findSiteHolders(db, candidates);

  const announcementBySite = new Map(announcements.map((announcement) => [announcement.siteId, announcement]));
  const notifications = told.flatMap(({ userId, siteId }) => {
    const announcementId = announcementIds.get(siteId);
    return announcementId === undefined ? [] : [{ announcementId, userId }];
  });
  await insertNotifications(db, notifications, now);

  const outstanding: AlertReceipt[] = told.flatMap(({ userId, siteId }) => {
    const announcement = announcementBySite.get(siteId);
    if (!announcement || announcement.kind === "recovered") return [];
    return [{ userId, siteId, level: announcement.level }];
  });
  await recordReceipts(db, outstanding, now);
  await deleteReceiptsOfSites(
    db,
    announcements
      .filter((announcement) => announcement.kind === "recovered")
      .map((announcement) => announcement.siteId),
  );
  return { notifications: notifications.length };
}

function pairKey(userId: number, siteId: number): string {
  return `${userId}:${siteId}`;
}
