import type { Database } from "../../db";
import type { IotCommandActor } from "../iot";

// CONTRACT STUB (replaced by the push helper): the signatures the rest of the
// module and its neighbours call. See docs/private-wifi.md#commands.

/** One key change for the site's collector: put `psk` in place for the space, or take it out. */
export interface PrivateKeyChange {
  spaceId: number;
  name: string;
  action: "set" | "withdraw";
  psk: string;
}

/**
 * Queues `changes` (in order) to the site's collector in the caller's
 * transaction: `private_keys` commands of at most privateWifiLimits.changesPerCommand
 * changes, carrying the site's SSID; each space changed becomes `waiting`,
 * `push_command_id` its command, `push_changed_at` now, `push_attempts`
 * `attempt` (1 for a person's change, more for the retry job's), failure cleared.
 * `actor` null: the server's own (expiry, retry).
 */
export async function pushKeyChanges(
  _tx: Database,
  _values: {
    site: { id: number };
    ssid: string;
    actor: IotCommandActor | null;
    now: Date;
    changes: readonly PrivateKeyChange[];
    attempt?: number;
  },
): Promise<void> {
  throw new Error("pushKeyChanges: not built yet");
}
