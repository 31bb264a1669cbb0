import {
  apiTokenExpiresAt,
  canUseApiToken,
  type GenerateApiTokenRequest,
  type GeneratedApiToken,
} from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import { randomToken, sha256Hex } from "../../security/secret-tokens";
import { recordAuditEvent } from "../audit";
import { type RequestActor, requireBrowserSession, requireRecentSecondFactor } from "../sessions";
import type { AuthDependencies } from "./auth-dependencies";
import { setApiToken } from "./auth-users.repository";

/**
 * A new API token for the actor, shown once: only its SHA-256 is kept, and it
 * replaces the previous one (docs/product.md#accounts-users "regeneration invalidates the old
 * token"). Needs the api role (admins hold every role) and a signed-in
 * browser: a token does not mint its successor. Refused while an
 * admin is logged in as someone: the token would outlive the log-as and act
 * as that user without naming the admin. The restrictions asked for
 * (read-only, an expiry day) are kept with it; none makes a full-power
 * token that never expires, as SPEC's plain call. With two-factor on, a
 * second factor of the last 5 minutes is asked (docs/security.md "Step-up").
 */
export async function generateApiToken(
  deps: AuthDependencies,
  actor: RequestActor,
  restrictions: GenerateApiTokenRequest,
  ip: string,
): Promise<GeneratedApiToken> {
  requireBrowserSession(actor, "Making an API token");
  if (!canUseApiToken(actor)) throw new AppError("NOT_ALLOWED", "The API token needs the api role.");
  if (actor.impersonatorId !== null) {
    throw new AppError("NOT_ALLOWED", "An API token cannot be made while logged in as another user.");
  }
  await requireRecentSecondFactor(deps.db, actor, deps.now());
  const token = randomToken();
  const readOnly = restrictions.read_only;
  const expiresAt = restrictions.expires_at === null ? null : apiTokenExpiresAt(restrictions.expires_at);
  await deps.db.transaction(async (tx) => {
    await setApiToken(tx, actor.id, { hash: sha256Hex(token), createdAt: deps.now(), readOnly, expiresAt });
    await recordAuditEvent(tx, {
      action: "api_token_generated",
      actorId: actor.id,
      subjectId: actor.id,
      ip,
      details: { read_only: readOnly, expires_at: expiresAt?.toISOString() ?? null },
    });
  });
  return { api_token: token, read_only: readOnly, expires_at: expiresAt?.toISOString() ?? null };
}
