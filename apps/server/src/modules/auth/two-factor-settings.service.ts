import {
  type AuthenticatorConfirmBody,
  type AuthenticatorEnrolmentAnswer,
  acceptTotpCode,
  type RecoveryCodesAnswer,
  type TwoFactorSettingBody,
  totpAddress,
} from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import { verifyPassword } from "../../security/passwords";
import { recordAuditEvent } from "../audit";
import { findMemberSecurity } from "../organism-security";
import { type RequestActor, requireBrowserSession } from "../sessions";
import type { AuthDependencies } from "./auth-dependencies";
import { findUserById, type UserRow } from "./auth-users.repository";
import { confirmPendingSecret, findAuthenticator, savePendingSecret } from "./authenticators.repository";
import { issueRecoveryCodes } from "./recovery-codes.service";
import { verificationError } from "./second-factor-check";
import { codeError } from "./two-factor.service";
import { drawTotpSecret } from "./two-factor-secrets";
import { setTwoFactorMethod } from "./two-factor-setting.repository";

// The account page's two-factor settings (docs/security.md "Two-factor sign-in").

/**
 * The person's own account, from their own browser: never through an API token, nor by an
 * admin logged in as them (who would set up a factor in someone else's name).
 */
async function settingsOwner(deps: AuthDependencies, actor: RequestActor, action: string): Promise<UserRow> {
  requireBrowserSession(actor, action);
  if (actor.impersonatorId !== null) {
    throw new AppError("NOT_ALLOWED", `${action} is not possible while logged in as another user.`);
  }
  const user = await findUserById(deps.db, actor.id);
  if (!user) throw new AppError("NOT_AUTHORIZED");
  return user;
}

async function requireCurrentPassword(user: UserRow, typed: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, typed))) {
    throw new AppError("INVALID_PARAMETERS", "The current password is wrong.", {
      current_password: ["account.password.wrong"],
    });
  }
}

/**
 * `POST /api/users/two_factor/authenticator`: a new 160-bit secret, kept as pending until the
 * app's first code confirms it; a confirmed authenticator stays in force meanwhile.
 */
export async function enrolAuthenticator(
  deps: AuthDependencies,
  actor: RequestActor,
  ip: string,
): Promise<AuthenticatorEnrolmentAnswer> {
  const user = await settingsOwner(deps, actor, "Enrolling an authenticator");
  const secret = drawTotpSecret();
  await deps.db.transaction(async (tx) => {
    await savePendingSecret(tx, user.id, secret, deps.now());
    await recordAuditEvent(tx, {
      action: "two_factor.authenticator_enrolled",
      actorId: user.id,
      subjectId: user.id,
      ip,
    });
  });
  return { secret, otpauth_url: totpAddress({ secret, accountName: user.email }) };
}

/**
 * `POST /api/users/two_factor/authenticator/confirm`: the app's first code puts the pending
 * secret in force, switches the method to `authenticator` and answers new recovery codes, once.
 * The password is asked first: a stolen session alone cannot put its own app in force and shut
 * the owner out (docs/security.md "Two-factor sign-in").
 */
export async function confirmAuthenticator(
  deps: AuthDependencies,
  actor: RequestActor,
  { code, current_password }: AuthenticatorConfirmBody,
  ip: string,
): Promise<RecoveryCodesAnswer> {
  const user = await settingsOwner(deps, actor, "Confirming an authenticator");
  await requireCurrentPassword(user, current_password);
  const authenticator = await findAuthenticator(deps.db, user.id);
  const pendingSecret = authenticator?.pendingSecret;
  if (!pendingSecret) noPendingEnrolment();
  const now = deps.now();
  let check: ReturnType<typeof acceptTotpCode>;
  try {
    check = acceptTotpCode({ secret: pendingSecret, code, nowMs: now.getTime(), lastUsedStep: null });
  } catch (error) {
    throw verificationError(error);
  }
  if (!check.ok) throw codeError("code_invalid");
  const { step } = check;
  return deps.db.transaction(async (tx) => {
    if (!(await confirmPendingSecret(tx, user.id, pendingSecret, step, now))) noPendingEnrolment();
    await setTwoFactorMethod(tx, user.id, "authenticator", now);
    const recoveryCodes = await issueRecoveryCodes(tx, user.id, now);
    await recordAuditEvent(tx, {
      action: "two_factor.authenticator_confirmed",
      actorId: user.id,
      subjectId: user.id,
      ip,
      details: { previous: user.twoFactorEnabled ? user.twoFactorMethod : null },
    });
    return { recovery_codes: recoveryCodes };
  });
}

/** 409: no enrolment waits for its first code (never started, or confirmed meanwhile): start again. */
function noPendingEnrolment(): never {
  throw new AppError("CONFLICT", "No authenticator is waiting for its first code: enrol it again.");
}

/** `POST /api/users/two_factor/recovery_codes`: new codes replace them all; the password is asked. */
export async function regenerateRecoveryCodes(
  deps: AuthDependencies,
  actor: RequestActor,
  currentPassword: string,
  ip: string,
): Promise<RecoveryCodesAnswer> {
  const user = await settingsOwner(deps, actor, "Making new recovery codes");
  await requireCurrentPassword(user, currentPassword);
  return deps.db.transaction(async (tx) => {
    const recoveryCodes = await issueRecoveryCodes(tx, user.id, deps.now());
    await recordAuditEvent(tx, {
      action: "two_factor.recovery_codes_regenerated",
      actorId: user.id,
      subjectId: user.id,
      ip,
    });
    return { recovery_codes: recoveryCodes };
  });
}

/**
 * `PUT /api/users/two_factor`: off, by mail, or by the authenticator already confirmed; the
 * password is asked. An organism's requirement refuses off.
 */
export async function setTwoFactor(
  deps: AuthDependencies,
  actor: RequestActor,
  body: TwoFactorSettingBody,
  ip: string,
): Promise<void> {
  const user = await settingsOwner(deps, actor, "Changing the second factor");
  await requireCurrentPassword(user, body.current_password);
  const { method } = body;
  if (method === null && (await findMemberSecurity(deps.db, user.id)).twoFactorRequired) {
    throw new AppError("INVALID_PARAMETERS", "An organism of the account requires two-factor sign-in.", {
      method: ["twoFactor.required_by_organism"],
    });
  }
  if (method === "authenticator" && !(await findAuthenticator(deps.db, user.id))?.confirmedAt) {
    throw new AppError("INVALID_PARAMETERS", "No authenticator is confirmed on the account.", {
      method: ["twoFactor.authenticator_not_confirmed"],
    });
  }
  const previous = user.twoFactorEnabled ? user.twoFactorMethod : null;
  if (method === previous) return;
  await deps.db.transaction(async (tx) => {
    await setTwoFactorMethod(tx, user.id, method, deps.now());
    await recordAuditEvent(tx, {
      action: method === null ? "two_factor.disabled" : "two_factor.method_changed",
      actorId: user.id,
      subjectId: user.id,
      ip,
      details: { method, previous },
    });
  });
}
