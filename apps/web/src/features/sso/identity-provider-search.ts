import { internalPath, paths } from "@ondine/domain";

/** docs/product.md#accounts-sso /account/identity_provider: the single sign-on entry and what it was asked. */
export interface IdentityProviderSearch {
  /** A single sign-on failure, shown on /support/sso_error/{error}. */
  error?: string;
  /** `auth` (hand the session to the centre) or `logout`. */
  action?: string;
  /** Without an action: the console path to go on to once the session is confirmed. */
  redirect?: string;
  /** With action=auth: the API address of the centre hand-over (docs/product.md#accounts-users). */
  redirect_url?: string;
}

export function validateIdentityProviderSearch(search: Record<string, unknown>): IdentityProviderSearch {
  const result: IdentityProviderSearch = {};
  for (const key of ["error", "action", "redirect", "redirect_url"] as const) {
    const value = search[key];
    if (typeof value === "string" && value !== "") result[key] = value;
  }
  return result;
}

/** What the entry does, in the order (docs/product.md#accounts-users): an error first, then the action. */
export type IdentityProviderStep =
  | { kind: "ssoError"; error: string }
  | { kind: "logout" }
  /** action=auth, signed in: on to the external centre address. */
  | { kind: "centre"; redirectUrl: string | undefined }
  /** action=auth, signed out: the login page, which follows redirect_url once signed in. */
  | { kind: "login"; redirectUrl: string | undefined }
  /**
   * No action: the server has just signed this browser in by a redirect
   * (single sign-on, the beta hand-over back). The console confirms the
   * session, keeps the signed-in flag (docs/product.md#accounts-roles) and goes on to `redirect`.
   */
  | { kind: "confirmSession"; redirect: string };

export function identityProviderStep(search: IdentityProviderSearch, isAuthenticated: boolean): IdentityProviderStep {
  if (search.error) return { kind: "ssoError", error: search.error };
  if (search.action === "logout") return { kind: "logout" };
  if (search.action === "auth") {
    return isAuthenticated
      ? { kind: "centre", redirectUrl: search.redirect_url }
      : { kind: "login", redirectUrl: search.redirect_url };
  }
  return { kind: "confirmSession", redirect: internalPath(search.redirect) ?? paths.home };
}
