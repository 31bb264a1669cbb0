import { paths } from "../routes/paths";

/**
 * Where the server sends a browser it has just signed in by a redirect
 * (single sign-on, the beta hand-over back): the console's single sign-on
 * entry, which confirms the session, marks the console signed in (docs/product.md#accounts-users
 * keeps that flag in the browser) and goes on to `redirect`.
 */
export function signedInEntryPath(redirect: string): string {
  return `${paths.identityProvider}?redirect=${encodeURIComponent(redirect)}`;
}

/** docs/product.md#accounts-users /support/sso_error/{error}. */
export function ssoErrorPath(error: string): string {
  return paths.ssoError.replace("$error", encodeURIComponent(error));
}
