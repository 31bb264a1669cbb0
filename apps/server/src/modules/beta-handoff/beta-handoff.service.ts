import { type BetaHandoff, canUseBetaConsole, paths } from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import { recordAuditEvent } from "../audit";
import { type AuthDependencies, completeSignIn, findUserById, issueUserToken, useUserToken } from "../auth";
import type { RequestActor } from "../sessions";

/** A hand-over link works once, within this time (it is followed at once, by a redirect). */
export const betaHandoffLifetimeMs = 60_000;

/** The other console's address, or 404 when BETA_CONSOLE_URL is unset: there is nowhere to hand over to. */
export function requireBetaConsoleUrl(config: AuthDependencies["config"]): string {
  if (!config.betaConsoleUrl) throw new AppError("NOT_FOUND", "No beta console is configured.");
  return config.betaConsoleUrl;
}

/** docs/product.md#accounts-beta /account/login_beta/{token} on the other console. */
export function betaLoginUrl(betaConsoleUrl: string, token: string): string {
  return `${betaConsoleUrl}${paths.loginBeta.replace("$token", encodeURIComponent(token))}`;
}

/**
 * `POST /api/sessions/beta_handoff`: a single-use token (256 random bits,
 * only its SHA-256 stored, one minute) that signs the same account in on
 * the other console, which reads the same database (docs/decisions.md).
 * Only for a browser session of the person themself: not through an API
 * token, and not while an admin is logged in as someone (the other console
 * would know nothing of the impersonation).
 */
export async function createBetaHandoff(deps: AuthDependencies, actor: RequestActor, ip: string): Promise<BetaHandoff> {
  const betaConsoleUrl = requireBetaConsoleUrl(deps.config);
  if (actor.authenticatedBy !== "session" || actor.impersonatorId !== null) {
    throw new AppError("NOT_ALLOWED", "Only your own browser session can be handed over.");
  }
  const user = await findUserById(deps.db, actor.id);
  if (!user || !canUseBetaConsole({ admin: actor.admin, roles: actor.roles, betaOnly: user.betaOnly })) {
    throw new AppError("NOT_ALLOWED");
  }
  const token = await deps.db.transaction(async (tx) => {
    const issued = await issueUserToken(tx, {
      userId: user.id,
      purpose: "beta_handoff",
      now: deps.now(),
      lifetimeMs: betaHandoffLifetimeMs,
    });
    await recordAuditEvent(tx, {
      action: "beta_handoff",
      actorId: user.id,
      subjectId: user.id,
      ip,
      details: { to: betaConsoleUrl },
    });
    return issued;
  });
  return { url: betaLoginUrl(betaConsoleUrl, token) };
}

/**
 * Redeems a hand-over token minted by either console: marks it used (one
 * statement, so a replay or a race loses) and records the sign-in (audit
 * `sign_in`, method beta_handoff). The caller starts the session. 401 when
 * the token is unknown, used, expired, or its account is no longer active.
 */
export async function redeemBetaHandoff(deps: AuthDependencies, token: string, ip: string): Promise<number> {
  requireBetaConsoleUrl(deps.config);
  const refused = new AppError("NOT_AUTHORIZED", "The beta token is invalid, expired or already used.");
  const row = await useUserToken(deps.db, token, "beta_handoff", deps.now());
  if (!row) throw refused;
  const user = await findUserById(deps.db, row.userId);
  if (!user || user.deletedAt || !user.confirmedAt) throw refused;
  await completeSignIn(deps, user.id, ip, { method: "beta_handoff" });
  return user.id;
}
