import { isPrivateSpaceExpired, privateSpaceNameKey } from "@ondine/domain";
import type { Database } from "../../db";
import { isUniqueViolationOf } from "../../errors/database-error";
import { giveRoomKey, type IotCommandActor } from "../iot";
import { type PrivateKeyChange, pushKeyChanges } from "./key-push.repository";
import { writeWithFreshKeys } from "./private-key-draw";
import {
  deleteSpaceRows,
  insertSpaces,
  type PrivateSpaceRow,
  updateSpaceKeys,
  updateSpaces,
} from "./private-spaces.repository";
import { nameTaken, noPrivateSsid, roomLinked } from "./private-wifi-errors";
import { findSiteSsid, lockPrivateWifiSite, type PrivateWifiSite } from "./private-wifi-site";
import { assertKeysFree } from "./site-key-limit";

// The key changes of a site's spaces (docs/private-wifi.md#commands), one
// function per change whatever the number of spaces, so that one space's
// call and a bulk call do the same: in the caller's transaction, the site
// locked, the rows written and their changes queued to the collector.

/** A site's key change under way: the site locked, its SSID (null: it has none), who asks, when, its key limit. */
export type SiteKeyChange = {
  site: PrivateWifiSite;
  ssid: string | null;
  actor: IotCommandActor;
  now: Date;
  keyLimit: number;
};

/** Starts a key change of the site in `tx`: the site locked for the transaction, its SSID read once locked. */
export async function beginSiteKeyChange(tx: Database, values: Omit<SiteKeyChange, "ssid">): Promise<SiteKeyChange> {
  await lockPrivateWifiSite(tx, values.site);
  return { ...values, ssid: await findSiteSsid(tx, values.site) };
}

const nameKeyIndex = "private_spaces_site_id_name_key_idx";

/** A name another space took meanwhile, outside the site's lock: the name's 422 rather than a 500. */
async function refusingTakenNames<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolationOf(error, nameKeyIndex)) throw nameTaken();
    throw error;
  }
}

/** Queues the spaces' changes (in order) to the site's collector: 422 `no_private_ssid` on a site without one. */
async function pushSpaces(
  tx: Database,
  change: SiteKeyChange,
  spaces: readonly Pick<PrivateSpaceRow, "id" | "name" | "psk">[],
  action: PrivateKeyChange["action"],
): Promise<void> {
  if (spaces.length === 0) return;
  if (change.ssid === null) throw noPrivateSsid();
  await pushKeyChanges(tx, {
    site: change.site,
    ssid: change.ssid,
    actor: change.actor,
    now: change.now,
    changes: spaces.map((space) => ({ spaceId: space.id, name: space.name, action, psk: space.psk })),
  });
}

const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

/** A space to create: its name as stored (`tidyPrivateSpaceName`), comment and expiry day (already checked). */
export type NewPrivateSpace = { name: string; comment: string; expiresOn: string | null };

/** Spaces inserted per statement: a 5,000-line import is five. */
const insertChunk = 1000;

/**
 * Creates the spaces (the key limit permitting, 422 `key_limit`), each with a
 * fresh key, and pushes their keys; `importId` names the import that made
 * them. The rows as inserted, in order.
 */
export async function createSpaces(
  tx: Database,
  change: SiteKeyChange,
  spaces: readonly NewPrivateSpace[],
  importId: number | null = null,
): Promise<PrivateSpaceRow[]> {
  if (spaces.length === 0) return [];
  await assertKeysFree(tx, change.site, change.keyLimit, spaces.length);
  const { site, now, actor } = change;
  const rows = await refusingTakenNames(() =>
    writeWithFreshKeys(tx, site, spaces.length, async (savepoint, keys) => {
      const written: PrivateSpaceRow[] = [];
      for (let start = 0; start < spaces.length; start += insertChunk) {
        const chunk = spaces.slice(start, start + insertChunk).map((space, index) => ({
          siteId: site.id,
          name: space.name,
          nameKey: privateSpaceNameKey(space.name),
          comment: space.comment,
          psk: keys[start + index] as string,
          expiresOn: space.expiresOn,
          importId,
          createdById: actor.id,
          pushChangedAt: now,
          keyChangedAt: now,
          createdAt: now,
          updatedAt: now,
        }));
        written.push(...(await insertSpaces(savepoint, chunk)));
      }
      return written;
    }),
  );
  await pushSpaces(tx, change, rows, "set");
  return rows;
}

/**
 * Deletes the spaces (docs/private-wifi.md#model): a space whose key is out
 * there becomes a tombstone (deleted and withdrawn now) and its withdrawal
 * is pushed; one already withdrawn stays a tombstone until its withdrawal is
 * applied, or goes at once when it was. A space linked to a hotel room is
 * not deleted while the room exists: 422 `room_linked`, nothing done.
 */
export async function deleteSpaces(
  tx: Database,
  change: SiteKeyChange,
  rows: readonly PrivateSpaceRow[],
): Promise<void> {
  if (rows.some((row) => row.iotRoomId !== null)) throw roomLinked();
  const { now } = change;
  const live = rows.filter((row) => row.withdrawnAt === null);
  const withdrawn = rows.filter((row) => row.withdrawnAt !== null);
  await updateSpaces(tx, idsOf(live), { deletedAt: now, withdrawnAt: now, updatedAt: now });
  await updateSpaces(tx, idsOf(withdrawn.filter((row) => row.pushState !== "applied")), {
    deletedAt: now,
    updatedAt: now,
  });
  await deleteSpaceRows(tx, idsOf(withdrawn.filter((row) => row.pushState === "applied")));
  await pushSpaces(tx, change, live, "withdraw");
}

/** Whether a new key may be given to the space: its key is out there and its expiry day is not over. */
export function isResettable(row: PrivateSpaceRow, now: Date): boolean {
  return row.withdrawnAt === null && !isPrivateSpaceExpired(row.expiresOn, now);
}

/**
 * Gives each resettable space (`isResettable`) a fresh key at once, gives it
 * to the hotel room linked to the space (its devices told by a checkout
 * command, docs/private-wifi.md#rooms), and pushes it; the old key stops
 * working when the collector applies the change. The spaces reset.
 */
export async function resetSpaces(
  tx: Database,
  change: SiteKeyChange,
  rows: readonly PrivateSpaceRow[],
): Promise<PrivateSpaceRow[]> {
  const { site, now, actor } = change;
  const resettable = rows.filter((row) => isResettable(row, now));
  if (resettable.length === 0) return [];
  const reset = await writeWithFreshKeys(tx, site, resettable.length, async (savepoint, keys) => {
    const changed = resettable.map((row, index) => ({ ...row, psk: keys[index] as string }));
    await updateSpaceKeys(savepoint, changed, now);
    return changed;
  });
  for (const space of reset) {
    if (space.iotRoomId !== null) await giveRoomKey(tx, { site, roomId: space.iotRoomId, psk: space.psk, actor, now });
  }
  await pushSpaces(tx, change, reset, "set");
  return reset;
}

/**
 * Sets the spaces' expiry day (`expiresOn` already checked: today or later,
 * or null). A space whose key was withdrawn gets it back (docs/private-wifi.md#expiry):
 * the key limit permitting (422 `key_limit`, counting only those whose
 * withdrawal was applied: the others' keys are still counted), its key is
 * pushed again.
 */
export async function setSpacesExpiry(
  tx: Database,
  change: SiteKeyChange,
  rows: readonly PrivateSpaceRow[],
  expiresOn: string | null,
): Promise<void> {
  const { site, now, keyLimit } = change;
  const returning = rows.filter((row) => row.withdrawnAt !== null);
  await assertKeysFree(tx, site, keyLimit, returning.filter((row) => row.pushState === "applied").length);
  await updateSpaces(tx, idsOf(rows), { expiresOn, updatedAt: now });
  await updateSpaces(tx, idsOf(returning), { withdrawnAt: null });
  await pushSpaces(tx, change, returning, "set");
}

/** Renames the space and changes its comment; its name taken by another of the site's: 422 `name_taken`. */
export async function describeSpace(
  tx: Database,
  change: SiteKeyChange,
  row: PrivateSpaceRow,
  values: { name: string; comment: string },
): Promise<void> {
  await refusingTakenNames(() =>
    updateSpaces(tx, [row.id], {
      name: values.name,
      nameKey: privateSpaceNameKey(values.name),
      comment: values.comment,
      updatedAt: change.now,
    }),
  );
}
