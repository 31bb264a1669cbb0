import { type CollectorPrivateKeys, privateWifiLimits } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { unnestItems } from "../../db/sql-arrays";
import { type IotCommandActor, queueIotCommand } from "../iot";

// A site's key changes on their way to its collector (docs/private-wifi.md#commands).

/** One key change for the site's collector: put `psk` in place for the space, or take it out. */
export interface PrivateKeyChange {
  spaceId: number;
  name: string;
  action: "set" | "withdraw";
  psk: string;
}

/** The changes cut in commands' worth, in order. */
function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

function collectorChanges(changes: readonly PrivateKeyChange[]): CollectorPrivateKeys["changes"] {
  return changes.map((change) => ({
    space_id: change.spaceId,
    name: change.name,
    action: change.action,
    psk: change.psk,
  }));
}

/**
 * Queues `changes` (in order) to the site's collector in the caller's
 * transaction: `private_keys` commands of at most privateWifiLimits.changesPerCommand
 * changes, carrying the site's SSID; each space changed becomes `waiting`,
 * `push_command_id` its command (the last one naming it), `push_changed_at`
 * now, `push_attempts` `attempt` (1 for a person's change, more for the
 * retry job's), failure and finish cleared, in one statement whatever the
 * number of spaces. `actor` null: the server's own (expiry, retry).
 */
export async function pushKeyChanges(
  tx: Database,
  values: {
    site: { id: number };
    ssid: string;
    actor: IotCommandActor | null;
    now: Date;
    changes: readonly PrivateKeyChange[];
    attempt?: number;
  },
): Promise<void> {
  const { site, ssid, actor, now } = values;
  const commandOfSpace = new Map<number, number>();
  for (const chunk of chunksOf(values.changes, privateWifiLimits.changesPerCommand)) {
    const command = await queueIotCommand(tx, {
      site,
      actor,
      now,
      kind: "private_keys",
      privateKeys: { ssid, changes: collectorChanges(chunk) },
    });
    for (const change of chunk) commandOfSpace.set(change.spaceId, command.id);
  }
  if (commandOfSpace.size === 0) return;
  await tx.execute(sql`
    update private_spaces set
      push_state = 'waiting',
      push_command_id = pushed.command_id,
      push_changed_at = ${now.toISOString()}::timestamptz,
      push_attempts = ${values.attempt ?? 1},
      push_failure = null,
      push_finished_at = null
    from ${unnestItems(
      [...commandOfSpace],
      [
        [([spaceId]) => spaceId, "integer"],
        [([, commandId]) => commandId, "integer"],
      ],
    )} as pushed (space_id, command_id)
    where private_spaces.id = pushed.space_id and private_spaces.site_id = ${site.id}`);
}
