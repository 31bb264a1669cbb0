/** docs/product.md#accounts-passwords /account/login: where to go once signed in. */
export interface LoginSearch {
  /** A console path to return to. */
  redirect?: string;
  /** An API address to follow instead (single sign-on `action=auth`), docs/product.md#accounts-sso. */
  redirect_url?: string;
  /** `yes` keeps a beta-only account here rather than sending it to the beta console (docs/product.md#accounts-beta). */
  force?: string;
  /** From the unlock mail sent when failed sign-ins locked the account. */
  unlock_token?: string;
  /** Why the console signed out: its address is not allowed (docs/security.md "Organism security"). */
  signed_out?: "ip_not_allowed";
}

export function validateLoginSearch(search: Record<string, unknown>): LoginSearch {
  const result: LoginSearch = {};
  for (const key of ["redirect", "redirect_url", "force", "unlock_token"] as const) {
    const value = search[key];
    if (typeof value === "string" && value !== "") result[key] = value;
  }
  if (search.signed_out === "ip_not_allowed") result.signed_out = "ip_not_allowed";
  return result;
}
