import type { TwoFactorMethod } from "@ondine/domain";
import { isApiError } from "../../api/api-error";

/** docs/api.md: the `reason` of a refused sign-in (401). */
export const signInRefusalReasons = [
  "invalid_credentials",
  "last_attempt",
  "locked",
  "unconfirmed",
  "deactivated",
] as const;
export type SignInRefusalReason = (typeof signInRefusalReasons)[number];

/**
 * What the sign-in card does with a failed attempt (docs/product.md#errors):
 * - `twoFactor`: the password was right: ask for the second factor (a mailed code, or the app's);
 * - `credentials`: the email/password pair is wrong: both fields say so;
 * - `refused`: the account cannot sign in now (locked, unconfirmed, SSO only...);
 * - `failed`: no verdict (server or network down): the generic message.
 */
export type SignInFailure =
  | { kind: "twoFactor"; method: TwoFactorMethod; resendAvailableIn: number | undefined }
  | { kind: "credentials"; reason: "invalid_credentials" | "last_attempt" }
  | { kind: "refused"; reason: "locked" | "unconfirmed" | "deactivated" | "sso_required" | "ip_not_allowed" }
  | { kind: "failed"; error: unknown };

export function readSignInFailure(error: unknown): SignInFailure {
  if (!isApiError(error)) return { kind: "failed", error };
  switch (error.code) {
    case "TWO_FACTOR_REQUIRED":
      return {
        kind: "twoFactor",
        method: twoFactorMethodOf(error.details),
        resendAvailableIn: secondsIn(error.details.resend_available_in),
      };
    case "SSO_REQUIRED":
      return { kind: "refused", reason: "sso_required" };
    case "IP_NOT_ALLOWED":
      return { kind: "refused", reason: "ip_not_allowed" };
    case "NOT_AUTHORIZED": {
      const reason = error.details.reason;
      if (reason === "locked" || reason === "unconfirmed" || reason === "deactivated")
        return { kind: "refused", reason };
      // docs/product.md#errors: any other refusal reads as invalid credentials.
      return { kind: "credentials", reason: reason === "last_attempt" ? "last_attempt" : "invalid_credentials" };
    }
    default:
      return { kind: "failed", error };
  }
}

/**
 * The second factor a 302 TWO_FACTOR_REQUIRED or a 403 STEP_UP_REQUIRED asks for
 * (`two_factor_method`, docs/security.md "Two-factor sign-in"); a mailed code when unsaid.
 */
export function twoFactorMethodOf(details: Readonly<Record<string, unknown>>): TwoFactorMethod {
  return details.two_factor_method === "authenticator" ? "authenticator" : "mail";
}

/** A count of seconds from an answer, or undefined when it is not one. */
export function secondsIn(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.ceil(value) : undefined;
}
