import { consoleRouteOf } from "@ondine/domain";
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

/** Where a `redirect_url` leads: a page of this console, or an address of the API. */
export type RedirectUrlTarget = { kind: "console"; path: string } | { kind: "api"; href: string };

/**
 * docs/product.md#accounts-sso: `redirect_url` is an address of the API (the single sign-on
 * hand-over to the centre), followed with the API base in front. A path
 * that names a console page opens that page instead: the API has none such
 * (`/codes/list` went to `/api/codes/list`). A value that is not a
 * path is ignored.
 */
export function redirectUrlTarget(redirectUrl: string | undefined): RedirectUrlTarget | undefined {
  const path = internalRedirectPath(redirectUrl);
  if (path === undefined) return undefined;
  return consoleRouteOf(path) ? { kind: "console", path } : { kind: "api", href: `${apiBaseUrl}${path}` };
}
