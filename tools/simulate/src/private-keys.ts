import type { CollectorPrivateKeys } from "@ondine/domain";
import type { DemoPlan } from "./demo-plan";

/**
 * A `private_keys` command carried out on the site (docs/private-wifi.md#commands):
 * its changes, in order, on the keys the site's collector holds. `set` puts
 * the space's key in place (a reset's new key replaces the old one);
 * `withdraw` takes that key out (one already replaced stays). Changes the
 * plan in place, so the rounds report devices on the keys there are now.
 */
export function applyPrivateKeysToPlan(plan: DemoPlan, siteId: number, privateKeys: CollectorPrivateKeys): void {
  const site = plan.sites.find((candidate) => candidate.siteId === siteId);
  if (!site) return;
  const keys = new Map((site.privateKeys ?? []).map((key) => [key.spaceId, key.psk]));
  for (const change of privateKeys.changes) {
    if (change.action === "set") keys.set(change.space_id, change.psk);
    else if (keys.get(change.space_id) === change.psk) keys.delete(change.space_id);
  }
  site.privateKeys = [...keys].map(([spaceId, psk]) => ({ spaceId, psk })).sort((a, b) => a.spaceId - b.spaceId);
}
