import { canUseApiToken } from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import { randomToken, sha256Hex } from "../../security/secret-tokens";
import { recordAuditEvent } from "../audit";
import { type RequestActor, requireBrowserSession } from "../sessions";
import type { AuthDependencies } from "./auth-dependencies";
import { setApiTokenHash } from "./auth-users.repository";

/**
 * A new API token for the actor, shown once: only its SHA-256 is kept, and it
 * replaces the previous one (SPEC §2 "regeneration invalidates the old
 * token"). Needs the api role (admins hold every role) and a signed-in
 * browser: a token does not mint its successor. Refused while an
 * admin is logged in as someone: the token would outlive the log-as and act
 * as that user without naming the admin.
 */
export async function generateApiToken(
  deps: AuthDependencies,
  actor: RequestActor,
  ip: string,
): Promise<{ api_token: string }> {
  requireBrowserSession(actor, "Making an API token");
  if (!canUseApiToken(actor)) throw new AppError("NOT_ALLOWED", "The API token needs the api role.");
  if (actor.impersonatorId !== null) {
    throw new AppError("NOT_ALLOWED", "An API token cannot be made while logged in as another user.");
  }
  const token = randomToken();
  await deps.db.transaction(async (tx) => {
    await setApiTokenHash(tx, actor.id, sha256Hex(token), deps.now());
    await recordAuditEvent(tx, { action: "api_token_generated", actorId: actor.id, subjectId: actor.id, ip });
  });
  return { api_token: token };
}
