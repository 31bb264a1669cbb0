import { type Actor, canManagePrivateWifi } from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import type { Scope } from "../../scope/scope";
import type { IotCommandActor } from "../iot";

/**
 * Who calls the private Wi-Fi calls: what the permissions read of them, the
 * locations they hold, and (for the audit log and the commands) the admin
 * logged in as them and their address.
 */
export type PrivateWifiCaller = {
  actor: Actor & { impersonatorId?: number | null };
  scope: Scope;
  ip?: string | null;
};

/** docs/private-wifi.md#roles: the `ran` role or an admin, else 403 before anything is read. */
export function assertMayManagePrivateWifi(caller: PrivateWifiCaller): void {
  if (!canManagePrivateWifi(caller.actor)) throw new AppError("NOT_ALLOWED", "Private Wi-Fi needs the ran role.");
}

/** Who the key changes' commands name: the person behind the session. */
export function commandActorOf(caller: PrivateWifiCaller): IotCommandActor {
  return { id: caller.actor.id, impersonatorId: caller.actor.impersonatorId ?? null };
}
