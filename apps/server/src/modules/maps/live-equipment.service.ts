import { type LiveEquipmentEvent, liveEquipmentMaxItems } from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { ScopedSite } from "../../scope/in-scope";
import { scopeOf } from "../../scope/scope-of";
import { findSiteEquipmentByIds, presentEquipment, resolveMonitoredSite } from "../monitoring";
import { type Credential, readCredentialActor } from "../sessions";
import { findSiteChanges, readChangeLogBounds } from "./equipment-changes.repository";

/** Where a stream starts: after `from`; `reset` when changes after the id asked for are no longer kept. */
export type ResumePoint = { from: number; reset: boolean };

/**
 * Where a stream asked to resume after `since` starts. Without `since`:
 * at `horizon`, only changes from now on. A `since` older than the log
 * keeps (pruned after an hour), or than any id given (a database rebuilt
 * since), cannot be replayed: `reset`, and the stream starts at `horizon`.
 * The log keeps every change after some id (pruning deletes its oldest), so
 * a hole between `since` and the oldest kept is what was pruned; an id
 * rolled back just there may also read as one, costing a map re-read.
 */
export async function resumePoint(db: Database, since: number | undefined, horizon: number): Promise<ResumePoint> {
  if (since === undefined) return { from: horizon, reset: false };
  const { oldest, lastGiven } = await readChangeLogBounds(db);
  const missed = since > (lastGiven ?? 0) || (oldest === null ? since < (lastGiven ?? 0) : since < oldest - 1);
  return missed ? { from: horizon, reset: true } : { from: since, reset: false };
}

/** One event of the stream: what changed among the site's changes after `after`, and the last of them. */
export type LiveEquipmentPage = { lastChangeId: number; event: LiveEquipmentEvent; complete: boolean };

/**
 * The first `limit` changes of the site after `after` up to `upTo`, as one
 * event: each piece of equipment once, as the site map draws it now (several
 * changes of one are its latest state), or in `removed` when the map no
 * longer draws it there (deleted, moved to another site, spare). `complete`
 * when they were all the changes up to `upTo`. Null when there were none.
 */
export async function readLiveEquipmentPage(
  db: Database,
  site: ScopedSite,
  range: { after: number; upTo: number },
  limit = liveEquipmentMaxItems,
): Promise<LiveEquipmentPage | null> {
  const changes = await findSiteChanges(db, site, { ...range, limit });
  const lastChange = changes.at(-1);
  if (!lastChange) return null;
  const equipmentIds = [...new Set(changes.map((change) => change.equipmentId))];
  const rows = await findSiteEquipmentByIds(db, site, equipmentIds);
  const drawn = new Set(rows.map((row) => row.id));
  return {
    lastChangeId: lastChange.id,
    event: {
      changed: rows.map(presentEquipment),
      removed: equipmentIds.filter((id) => !drawn.has(id)).sort((a, b) => a - b),
    },
    complete: changes.length < limit,
  };
}

/**
 * Whether the credential that opened a stream still reads the site: its
 * session or token still holds (read again from the database, not the
 * cache) and the site is still in the scope of whom it acts as.
 */
export async function canStillReadSite(
  db: Database,
  credential: Credential,
  site: ScopedSite,
  now: Date,
): Promise<boolean> {
  const actor = await readCredentialActor(db, credential, now);
  if (!actor) return false;
  try {
    await resolveMonitoredSite(db, await scopeOf(db, actor), site.id);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return false;
    throw error;
  }
}
