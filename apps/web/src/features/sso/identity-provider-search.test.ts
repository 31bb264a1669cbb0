import { describe, expect, it } from "vitest";
import { identityProviderStep, validateIdentityProviderSearch } from "./identity-provider-search";

describe("the single sign-on entry", () => {
  it("keeps the parameters it knows, as text", () => {
    expect(
      validateIdentityProviderSearch({ error: "account_unknown", action: "auth", redirect_url: "/centre", page: 3 }),
    ).toEqual({ error: "account_unknown", action: "auth", redirect_url: "/centre" });
    expect(validateIdentityProviderSearch({ redirect: 5, action: "" })).toEqual({});
  });

  it("shows an error first, whatever the action", () => {
    expect(identityProviderStep({ error: "access_denied", action: "auth" }, true)).toEqual({
      kind: "ssoError",
      error: "access_denied",
    });
  });

  it("action=auth: to the centre when signed in, else the login page, both with redirect_url", () => {
    expect(identityProviderStep({ action: "auth", redirect_url: "/sso/centre" }, true)).toEqual({
      kind: "centre",
      redirectUrl: "/sso/centre",
    });
    expect(identityProviderStep({ action: "auth", redirect_url: "/sso/centre" }, false)).toEqual({
      kind: "login",
      redirectUrl: "/sso/centre",
    });
  });

  it("action=logout: logs out", () => {
    expect(identityProviderStep({ action: "logout" }, true)).toEqual({ kind: "logout" });
  });

  it("without an action, confirms the session and goes on to a console path only", () => {
    expect(identityProviderStep({ redirect: "/codes/list?location_site=4" }, false)).toEqual({
      kind: "confirmSession",
      redirect: "/codes/list?location_site=4",
    });
    expect(identityProviderStep({ redirect: "//evil.example/" }, false)).toEqual({
      kind: "confirmSession",
      redirect: "/",
    });
    expect(identityProviderStep({}, true)).toEqual({ kind: "confirmSession", redirect: "/" });
  });
});
