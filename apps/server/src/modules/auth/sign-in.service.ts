import type { SignInBody, TwoFactorMethod } from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import { verifyPassword } from "../../security/passwords";
import { recordAuditEvent } from "../audit";
import { refuseSignInFromOutside } from "../organism-security";
import { countAccountFailure, countUnknownAddressFailure } from "./account-lockout.service";
import type { AuthDependencies } from "./auth-dependencies";
import { clearLock, findUserByEmail, recordSignIn } from "./auth-users.repository";
import { isLockedAt } from "./lockout-policy";
import { signInRefused } from "./sign-in-failure";
import { beginTwoFactor } from "./two-factor.service";
import { applyTwoFactorRequirement } from "./two-factor-requirement.service";
import { holdsUnlockPass } from "./unlock-pass";

export type SignInOutcome =
  | { kind: "signed_in"; userId: number; rememberMe: boolean }
  /** The password was right; the second factor is asked (by mail, a code was mailed); the token goes in the ondine_2fa cookie. */
  | { kind: "two_factor"; pendingToken: string; method: TwoFactorMethod };

/** docs/product.md#accounts-permissions: staff addresses must use the provider's single sign-on once it is configured. */
export function mustUseSingleSignOn(email: string, config: AuthDependencies["config"]): boolean {
  const domain = config.staffEmailDomain;
  return config.oidcIssuer !== undefined && domain !== undefined && email.endsWith(`@${domain}`);
}

/**
 * Checks an email and password (docs/product.md#errors). Refusals are 401 with a
 * `reason`; five failures in a row lock the account for an hour and mail an
 * unlock link. An unknown address answers the same sequence of reasons. One
 * password hash is always checked, so an unknown address takes as long as a
 * known one. A lock does not stop the right password from a browser holding
 * the account's unlock pass (it proved the mailbox).
 */
export async function signIn(
  deps: AuthDependencies,
  body: SignInBody,
  context: { ip: string; unlockPass: string | undefined },
): Promise<SignInOutcome> {
  const { ip } = context;
  if (mustUseSingleSignOn(body.email, deps.config)) throw new AppError("SSO_REQUIRED");
  const user = await findUserByEmail(deps.db, body.email);
  const isPasswordRight = await verifyPassword(user?.passwordHash, body.password);
  const now = deps.now();
  const refuse = async (reason: Parameters<typeof signInRefused>[0]) => {
    await recordAuditEvent(deps.db, {
      action: "sign_in_failed",
      actorId: null,
      subjectId: user?.id ?? null,
      ip,
      details: { email: body.email, reason },
    });
    return signInRefused(reason);
  };

  if (!user) throw await refuse(await countUnknownAddressFailure(deps, body.email));
  if (isLockedAt(user, now)) {
    const mayPass = isPasswordRight && (await holdsUnlockPass(deps.db, context.unlockPass, user.id, now));
    if (!mayPass) throw await refuse("locked");
    await deps.db.transaction(async (tx) => {
      await clearLock(tx, user.id);
      await recordAuditEvent(tx, {
        action: "unlocked",
        actorId: user.id,
        subjectId: user.id,
        ip,
        details: { method: "unlock_pass" },
      });
    });
  }
  if (user.deletedAt) throw await refuse(isPasswordRight ? "deactivated" : "invalid_credentials");
  if (!user.confirmedAt) throw await refuse("unconfirmed");
  if (!isPasswordRight) throw signInRefused(await countAccountFailure(deps, user, ip, {}));
  // docs/security.md "Organism security": no code mailed, nothing started, from an address not allowed.
  await refuseSignInFromOutside(deps.db, user.id, ip);

  const rememberMe = body.remember_me ?? false;
  // docs/security.md "Two-factor sign-in": an organism's requirement counts the grace, then turns it on.
  const requirement = user.twoFactorEnabled ? null : await applyTwoFactorRequirement(deps, user, ip);
  const account = requirement?.kind === "enforced" ? requirement.user : user;
  if (account.twoFactorEnabled) {
    return { kind: "two_factor", ...(await beginTwoFactor(deps, account, rememberMe)) };
  }
  const grace = requirement?.kind === "grace" ? { grace_sign_in: requirement.used, of: requirement.graceSignIns } : {};
  await completeSignIn(deps, user.id, ip, { two_factor: false, ...grace });
  return { kind: "signed_in", userId: user.id, rememberMe };
}

/**
 * The sign-in dates, the cleared failure count and the audit line of a
 * successful sign-in; 403 IP_NOT_ALLOWED first from an address the member's
 * organisms do not allow (each way in: password, second factor, single
 * sign-on, beta hand-off).
 */
export async function completeSignIn(
  deps: AuthDependencies,
  userId: number,
  ip: string,
  details: Record<string, unknown>,
): Promise<void> {
  await refuseSignInFromOutside(deps.db, userId, ip);
  await deps.db.transaction(async (tx) => {
    await recordSignIn(tx, userId, deps.now(), ip);
    await recordAuditEvent(tx, { action: "sign_in", actorId: userId, subjectId: userId, ip, details });
  });
}
