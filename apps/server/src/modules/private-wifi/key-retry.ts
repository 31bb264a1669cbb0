import type { Database } from "../../db";
import { findPrivateSsids } from "../iot";
import { type PrivateKeyChange, pushKeyChanges } from "./key-push.repository";
import { settlePrivateKeyCommands } from "./key-settle";
import { lockPrivateWifiSite } from "./private-wifi-site";
import { findSitesWithDueRetries, lockDueRetries, type PushedSpace } from "./push-states.repository";

/** The job that settles the finished pushes and tries the failed ones again (docs/private-wifi.md#commands). */
export const privateWifiRetryKind = "private-wifi.retry";
export const privateWifiRetryIntervalMs = 60_000;

/** What a space's key should be on the site now: in place, or out when it is withdrawn or deleted. */
function currentKeyChange(space: PushedSpace): PrivateKeyChange {
  const action = space.withdrawnAt !== null || space.deletedAt !== null ? "withdraw" : "set";
  return { spaceId: space.id, name: space.name, action, psk: space.psk };
}

/**
 * The minute's run at `now`: settles the waiting spaces whose command is
 * over, then queues again what each failed space should be now, once its
 * wait is over (1, 2, 4 ... minutes after the last try, at most an hour),
 * as try `push_attempts + 1`, by the server (no actor), one transaction a
 * site, locked as the console's changes lock it. A site without its private
 * SSID keeps its failed spaces until it has one.
 */
export async function retryPrivateKeyPushes(db: Database, now: Date): Promise<{ settled: number; retried: number }> {
  const settled = await settlePrivateKeyCommands(db, now);
  const siteIds = await findSitesWithDueRetries(db, now);
  const ssids = await findPrivateSsids(db, siteIds);
  let retried = 0;
  for (const siteId of siteIds) {
    const ssid = ssids.get(siteId);
    if (ssid === undefined) continue;
    retried += await db.transaction(async (tx) => {
      await lockPrivateWifiSite(tx, { id: siteId });
      const spaces = await lockDueRetries(tx, siteId, now);
      const byAttempts = new Map<number, PushedSpace[]>();
      for (const space of spaces) {
        const group = byAttempts.get(space.pushAttempts);
        if (group) group.push(space);
        else byAttempts.set(space.pushAttempts, [space]);
      }
      for (const [attempts, tried] of byAttempts) {
        await pushKeyChanges(tx, {
          site: { id: siteId },
          ssid,
          actor: null,
          now,
          changes: tried.map(currentKeyChange),
          attempt: attempts + 1,
        });
      }
      return spaces.length;
    });
  }
  return { settled: settled.applied + settled.failed + settled.deleted, retried };
}
