import type { Database } from "../../db";
import { findFinishedIotCommands } from "../iot";
import { findWaitingPushCommandIds, settleSpacesOfCommands } from "./push-states.repository";

/**
 * Gives the waiting spaces the outcome of their `private_keys` command once
 * it is over at `now` (docs/private-wifi.md#commands): acknowledged, applied
 * (a tombstone withdrawn is deleted); failed or expired, failed. `commandIds`:
 * those commands only (a result just recorded); without, every waiting
 * space's command (the retry job and the expiry sweep, so a crash between a
 * result and its settling changes nothing).
 */
export async function settlePrivateKeyCommands(
  db: Database,
  now: Date,
  commandIds?: readonly number[],
): Promise<{ applied: number; failed: number; deleted: number }> {
  const ids = commandIds ?? (await findWaitingPushCommandIds(db));
  const finished = await findFinishedIotCommands(db, "private_keys", ids, now);
  return settleSpacesOfCommands(db, finished);
}
