import { acceptTotpCode, type TwoFactorMethod } from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import { claimTotpStep, findAuthenticator } from "./authenticators.repository";
import { useRecoveryCode } from "./recovery-codes.repository";
import { recoveryCodeHash } from "./two-factor-secrets";
import { announceAccountChange } from "./two-factor-setting.repository";

/** What a person typed as their second factor: a code (mailed or the app's) or a recovery code. */
export type SecondFactorInput = { code?: string | undefined; recovery_code?: string | undefined };

export type SecondFactorOutcome =
  | { ok: true; by: TwoFactorMethod | "recovery_code" }
  /** Wrong (or already used): the field at fault. */
  | { ok: false; field: "code" | "recovery_code" };

/**
 * 422 `twoFactor.verification_error`: the check itself failed (docs/security.md "Two-factor
 * sign-in"), not the code; nothing is counted against the person.
 */
export function verificationError(cause: unknown): AppError {
  const error = new AppError("INVALID_PARAMETERS", "Two-factor: the code could not be checked.", {
    code: ["twoFactor.verification_error"],
  });
  error.cause = cause;
  return error;
}

/**
 * Checks a person's second factor (docs/security.md "Two-factor sign-in"): a recovery code (used
 * up), else a code of their method: the authenticator's (its step claimed: no replay) or the
 * mailed one (`mailedCodeMatches`, the caller's pending code). The claims are conditional updates,
 * so of two requests with one code only one passes; run it in the transaction that also uses up
 * what the code was asked for, so that a failure there leaves the code unused.
 */
export async function checkSecondFactor(
  db: Database,
  person: { id: number; twoFactorMethod: TwoFactorMethod },
  input: SecondFactorInput,
  context: { now: Date; mailedCodeMatches: (code: string) => boolean },
): Promise<SecondFactorOutcome> {
  if (input.recovery_code) {
    const used = await useRecoveryCode(db, person.id, recoveryCodeHash(person.id, input.recovery_code), context.now);
    if (!used) return { ok: false, field: "recovery_code" };
    await announceAccountChange(db, person.id);
    return { ok: true, by: "recovery_code" };
  }
  const code = input.code ?? "";
  if (person.twoFactorMethod === "mail") {
    return context.mailedCodeMatches(code) ? { ok: true, by: "mail" } : { ok: false, field: "code" };
  }
  const authenticator = await findAuthenticator(db, person.id);
  if (!authenticator?.confirmedAt) throw verificationError(new Error(`no confirmed authenticator for ${person.id}`));
  const { secret, lastUsedStep } = authenticator;
  let check: ReturnType<typeof acceptTotpCode>;
  try {
    check = acceptTotpCode({ secret, code, nowMs: context.now.getTime(), lastUsedStep });
  } catch (error) {
    throw verificationError(error);
  }
  // A step another request claimed meanwhile is a replay as well.
  if (!check.ok || !(await claimTotpStep(db, person.id, secret, check.step))) return { ok: false, field: "code" };
  return { ok: true, by: "authenticator" };
}
