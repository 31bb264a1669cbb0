import type { Database } from "../../db";
import { recordAuditEvent } from "../audit";
import type { PrivateWifiCaller } from "./private-wifi-caller";

type PrivateWifiAuditAction = "private_wifi.key_revealed" | "private_wifi.keys_exported" | "private_wifi.cards_printed";

/**
 * A key shown to someone (docs/private-wifi.md#keys): revealed, exported or
 * printed on cards, written to the audit log with who, from where, the site
 * and how many keys (never the keys).
 */
export function recordPrivateWifiAudit(
  db: Database,
  caller: PrivateWifiCaller,
  action: PrivateWifiAuditAction,
  details: { site_id: number; keys: number } & Record<string, unknown>,
): Promise<void> {
  return recordAuditEvent(db, {
    action,
    actorId: caller.actor.id,
    subjectId: null,
    impersonatorId: caller.actor.impersonatorId ?? null,
    ip: caller.ip ?? null,
    details,
  });
}
