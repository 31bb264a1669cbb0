import { apiBaseUrl } from "../../api/client";

/**
 * A console path to return to after sign-in (`?redirect=`). Only a path of
 * this console is followed: `//host` or `https://...` would make the sign-in
 * page an open redirect.
 */
export function internalRedirectPath(redirect: string | undefined): string | undefined {
  if (!redirect?.startsWith("/") || redirect.startsWith("//") || redirect.startsWith("/\\")) return undefined;
  return redirect;
}

/**
 * SPEC §4: `redirect_url` is an address of the API (the single sign-on
 * hand-over to the centre), followed with the API base in front. A value
 * that is not a path is ignored.
 */
export function apiRedirectUrl(redirectUrl: string | undefined): string | undefined {
  return internalRedirectPath(redirectUrl) === undefined ? undefined : `${apiBaseUrl}${redirectUrl}`;
}
