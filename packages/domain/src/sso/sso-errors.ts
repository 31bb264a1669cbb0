import { z } from "zod";

/**
 * Why a single sign-on attempt failed: the `{error}` of those in docs/product.md#accounts-sso
 * /support/sso_error/{error}, where the server sends the browser. The console
 * shows the generic message, plus a line of its own for each of these.
 */
export const ssoErrorCodes = [
  /** No active account has the provider's address (none, or deactivated). */
  "account_unknown",
  /** The provider's address is not of the staff domain. */
  "email_not_staff",
  /** The provider did not vouch for the address (no `email_verified`). */
  "email_not_verified",
  /** The callback did not match a sign-in started by this browser (missing, expired or forged). */
  "invalid_state",
  /** The person refused, or the provider declined, the sign-in. */
  "access_denied",
  /** The provider could not be reached. */
  "provider_unavailable",
  /** The provider's answer did not pass validation (code, tokens, signature). */
  "provider_error",
] as const;
export type SsoErrorCode = (typeof ssoErrorCodes)[number];

export function isSsoErrorCode(value: string): value is SsoErrorCode {
  return (ssoErrorCodes as readonly string[]).includes(value);
}

/** `GET /api/auth/oidc/status`: whether the console offers the provider-account button. */
export const ssoStatusSchema = z.object({ enabled: z.boolean() });
export type SsoStatus = z.infer<typeof ssoStatusSchema>;
