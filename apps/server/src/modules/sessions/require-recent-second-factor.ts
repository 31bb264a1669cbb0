import { needsStepUp } from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { RequestActor } from "./actor";
import { findSecondFactorAt, findTwoFactorSetting } from "./second-factor.repository";

/**
 * The person behind a session: the admin while they are logged in as someone (log-as), who
 * steps up with their own second factor; else the user (docs/security.md "Step-up").
 */
export function stepUpPersonOf(actor: RequestActor): number {
  return actor.impersonatorId ?? actor.id;
}

/**
 * docs/security.md "Step-up": a sensitive call (a private Wi-Fi key's reveal, a new API
 * token) of a person with two-factor on needs a second factor typed in this session within
 * the last 5 minutes, else 403 `STEP_UP_REQUIRED` with `two_factor_method`. An API token
 * cannot step up: for such a person its call answers 403 `NOT_ALLOWED`.
 */
export async function requireRecentSecondFactor(db: Database, actor: RequestActor, now: Date): Promise<void> {
  const setting = await findTwoFactorSetting(db, stepUpPersonOf(actor));
  if (!setting?.enabled) return;
  if (actor.sessionId === null) {
    throw new AppError("NOT_ALLOWED", "This call needs a signed-in browser and a second factor, not an API token.");
  }
  const secondFactorAt = await findSecondFactorAt(db, actor.sessionId);
  if (needsStepUp({ twoFactorEnabled: true, secondFactorAt, now })) {
    throw new AppError("STEP_UP_REQUIRED", undefined, {}, { two_factor_method: setting.method });
  }
}
