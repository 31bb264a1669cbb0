import type { Database } from "../../db";
import { findFinishedIotCommands } from "../iot";
import { findSitesWithOrganisms } from "../locations";
import { recordWebhookEvents, type WebhookEventToRecord } from "../webhooks";
import { type AppliedKeySpace, findWaitingPushCommandIds, settleSpacesOfCommands } from "./push-states.repository";

/**
 * Gives the waiting spaces the outcome of their `private_keys` command once
 * it is over at `now` (docs/private-wifi.md#commands): acknowledged, applied
 * (a tombstone withdrawn is deleted); failed or expired, failed. `commandIds`:
 * those commands only (a result just recorded); without, every waiting
 * space's command (the retry job and the expiry sweep, so a crash between a
 * result and its settling changes nothing). In one transaction with the
 * `private_wifi.key_applied` webhook of each space whose key the site now
 * has (docs/webhooks.md#events).
 */
export async function settlePrivateKeyCommands(
  db: Database,
  now: Date,
  commandIds?: readonly number[],
): Promise<{ applied: number; failed: number; deleted: number }> {
  const ids = commandIds ?? (await findWaitingPushCommandIds(db));
  const finished = await findFinishedIotCommands(db, "private_keys", ids, now);
  if (finished.length === 0) return { applied: 0, failed: 0, deleted: 0 };
  return db.transaction(async (tx) => {
    const { keysApplied, ...settled } = await settleSpacesOfCommands(tx, finished);
    await recordKeyAppliedWebhooks(tx, keysApplied, now);
    return settled;
  });
}

/** One event per space, for its site's organism, never with the key; two statements whatever their number. */
async function recordKeyAppliedWebhooks(tx: Database, spaces: readonly AppliedKeySpace[], now: Date): Promise<void> {
  if (spaces.length === 0) return;
  const sites = await findSitesWithOrganisms(
    tx,
    spaces.map((space) => space.siteId),
  );
  const events = spaces.flatMap((space): WebhookEventToRecord<"private_wifi.key_applied">[] => {
    const site = sites.get(space.siteId);
    if (!site) return [];
    return [
      {
        organismId: site.organismId,
        type: "private_wifi.key_applied",
        data: {
          organism: { id: site.organismId, name: site.organismName },
          site: { id: site.siteId, name: site.siteName },
          space: { id: space.id, name: space.name, expires_on: space.expiresOn },
          applied_at: space.appliedAt.toISOString(),
        },
      },
    ];
  });
  await recordWebhookEvents({ db: tx, now: () => now }, events);
}
