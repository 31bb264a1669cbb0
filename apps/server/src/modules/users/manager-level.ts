import { type AccountChangeKinds, type LeveledActor, refusedAccountChanges } from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { RequestActor } from "../sessions";
import { findAccountManagerLevel } from "./users.repository";

/**
 * The actor with their vendor-admin level (docs/product.md#accounts-permissions), read from their
 * account now: the effective user's, while an admin is logged in as them.
 */
export async function leveledActorOf(db: Database, actor: RequestActor): Promise<RequestActor & LeveledActor> {
  const level = await findAccountManagerLevel(db, actor.id);
  if (level === undefined) throw new AppError("NOT_AUTHORIZED");
  return { ...actor, account_manager_level: level };
}

/**
 * 403 when the actor's level refuses what the request changes (docs/product.md#accounts-permissions):
 * "without rights, feature editing refused" (`errors.roles`), and likewise people and
 * perimeter without the contacts level (`errors.user`).
 */
export function refuseLevelChanges(
  actor: LeveledActor,
  account: { id: number } | null,
  changes: Partial<AccountChangeKinds>,
): void {
  const refused = refusedAccountChanges(actor, account, {
    contacts: changes.contacts ?? false,
    features: changes.features ?? false,
  });
  if (refused.includes("features")) {
    throw new AppError("NOT_ALLOWED", "Your manager level does not let you change features.", {
      roles: ["accounts.errors.features_not_allowed"],
    });
  }
  if (refused.includes("contacts")) {
    throw new AppError("NOT_ALLOWED", "Your manager level does not let you manage people or their locations.", {
      user: ["accounts.errors.contacts_not_allowed"],
    });
  }
}
