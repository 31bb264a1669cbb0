import { and, asc, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { privateSpaces } from "../../db/schema";
import { unnestItems } from "../../db/sql-arrays";
import type { FinishedIotCommand } from "../iot";

// Where the sites stand with the spaces' keys (docs/private-wifi.md#commands): the
// results of their commands, the expiry's withdrawals and the retries, for the server's
// own jobs (every site), set-based.

/** A space whose key the server pushes again or takes out: what the change names. */
export type PushedSpace = {
  id: number;
  name: string;
  psk: string;
  withdrawnAt: Date | null;
  deletedAt: Date | null;
  pushAttempts: number;
};

const pushedSpaceColumns = {
  id: privateSpaces.id,
  name: privateSpaces.name,
  psk: privateSpaces.psk,
  withdrawnAt: privateSpaces.withdrawnAt,
  deletedAt: privateSpaces.deletedAt,
  pushAttempts: privateSpaces.pushAttempts,
};

/** The commands that carry the last change of a waiting space (whatever their state). */
export async function findWaitingPushCommandIds(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ commandId: privateSpaces.pushCommandId })
    .from(privateSpaces)
    .where(and(eq(privateSpaces.pushState, "waiting"), isNotNull(privateSpaces.pushCommandId)));
  return rows.flatMap((row) => (row.commandId === null ? [] : [row.commandId]));
}

/** A space whose key its site's collector now has (its push applied, the space neither withdrawn nor deleted). */
export type AppliedKeySpace = { id: number; name: string; siteId: number; expiresOn: string | null; appliedAt: Date };

/** What settling came to: the counts, and the spaces whose key was applied. */
export type SettledSpaces = { applied: number; failed: number; deleted: number; keysApplied: AppliedKeySpace[] };

/**
 * The waiting spaces whose last change `commands` carried take their
 * outcome: acknowledged, applied (a tombstone, whose withdrawal that was,
 * is deleted); failed or expired, failed with the collector's words (none
 * when it expired). A space changed since (another command) is left alone.
 * `keysApplied`: the applied spaces whose key is in place (not a withdrawal).
 */
export async function settleSpacesOfCommands(
  db: Database,
  commands: readonly FinishedIotCommand[],
): Promise<SettledSpaces> {
  if (commands.length === 0) return { applied: 0, failed: 0, deleted: 0, keysApplied: [] };
  const acknowledged = commands.filter((command) => command.state === "acknowledged").map((command) => command.id);
  const deleted =
    acknowledged.length === 0
      ? []
      : await db
          .delete(privateSpaces)
          .where(
            and(
              inArray(privateSpaces.pushCommandId, acknowledged),
              eq(privateSpaces.pushState, "waiting"),
              isNotNull(privateSpaces.deletedAt),
            ),
          )
          .returning({ id: privateSpaces.id });
  const { rows } = await db.execute<{
    id: number;
    name: string;
    site_id: number;
    expires_on: string | null;
    withdrawn: boolean;
    push_state: string;
    push_finished_at: Date | string;
  }>(sql`
    update private_spaces set
      push_state = case when finished.state = 'acknowledged' then 'applied' else 'failed' end,
      push_finished_at = finished.finished_at,
      push_failure = case when finished.state = 'failed' then finished.failure end
    from ${unnestItems(commands, [
      [(command) => command.id, "integer"],
      [(command) => command.state, "text"],
      [(command) => command.finishedAt, "timestamptz"],
      [(command) => command.failure, "text"],
    ])} as finished (id, state, finished_at, failure)
    where private_spaces.push_command_id = finished.id and private_spaces.push_state = 'waiting'
    returning private_spaces.id, private_spaces.name, private_spaces.site_id, private_spaces.expires_on::text as expires_on,
      private_spaces.withdrawn_at is not null as withdrawn, private_spaces.push_state, private_spaces.push_finished_at`);
  const applied = rows.filter((row) => row.push_state === "applied");
  const keysApplied = applied
    .filter((row) => !row.withdrawn)
    .map((row) => ({
      id: Number(row.id),
      name: row.name,
      siteId: Number(row.site_id),
      expiresOn: row.expires_on,
      appliedAt: new Date(row.push_finished_at),
    }));
  return { applied: applied.length, failed: rows.length - applied.length, deleted: deleted.length, keysApplied };
}

/** Spaces whose expiry day is over by `today` (Paris) and whose key is still out there: not withdrawn, not deleted. */
function expiredBy(today: string): SQL {
  return and(
    lt(privateSpaces.expiresOn, today),
    isNull(privateSpaces.withdrawnAt),
    isNull(privateSpaces.deletedAt),
  ) as SQL;
}

/** The sites with spaces expired by `today` whose key is still out there. */
export async function findSitesWithExpiredSpaces(db: Database, today: string): Promise<number[]> {
  const rows = await db.selectDistinct({ siteId: privateSpaces.siteId }).from(privateSpaces).where(expiredBy(today));
  return rows.map((row) => row.siteId);
}

/** Marks withdrawn (`now`) the site's spaces expired by `today`, by id: the keys to take out. */
export async function withdrawExpiredSpaces(
  tx: Database,
  siteId: number,
  today: string,
  now: Date,
): Promise<PushedSpace[]> {
  const rows = await tx
    .update(privateSpaces)
    .set({ withdrawnAt: now })
    .where(and(eq(privateSpaces.siteId, siteId), expiredBy(today)))
    .returning(pushedSpaceColumns);
  return rows.sort((a, b) => a.id - b.id);
}

/** The longest wait between two tries of a failed push, in minutes (docs/private-wifi.md#commands). */
export const privateKeyRetryMaxDelayMinutes = 60;

/**
 * Failed spaces whose wait is over at `now`: 1, 2, 4 ... minutes after the
 * last try failed, by its number, at most an hour.
 */
function retryDueAt(now: Date): SQL {
  return sql`${privateSpaces.pushState} = 'failed' and coalesce(${privateSpaces.pushFinishedAt}, ${privateSpaces.pushChangedAt})
    + least(power(2, greatest(${privateSpaces.pushAttempts}, 1) - 1), ${privateKeyRetryMaxDelayMinutes}) * interval '1 minute'
    <= ${now.toISOString()}::timestamptz`;
}

/** The sites with failed spaces due for another try at `now`. */
export async function findSitesWithDueRetries(db: Database, now: Date): Promise<number[]> {
  const rows = await db.selectDistinct({ siteId: privateSpaces.siteId }).from(privateSpaces).where(retryDueAt(now));
  return rows.map((row) => row.siteId);
}

/** The site's failed spaces due for another try at `now`, by id, locked for their push. */
export async function lockDueRetries(tx: Database, siteId: number, now: Date): Promise<PushedSpace[]> {
  return tx
    .select(pushedSpaceColumns)
    .from(privateSpaces)
    .where(and(eq(privateSpaces.siteId, siteId), retryDueAt(now)))
    .orderBy(asc(privateSpaces.id))
    .for("update");
}
