import { describe, expect, it } from "vitest";
import { signedInEntryPath, ssoErrorPath } from "./sso-entry";

describe("sign-in landing paths", () => {
  it("sends a signed-in browser to the single sign-on entry with where to go next", () => {
    expect(signedInEntryPath("/")).toBe("/account/identity_provider?redirect=%2F");
    expect(signedInEntryPath("/codes/list?a=1&b=2")).toBe(
      "/account/identity_provider?redirect=%2Fcodes%2Flist%3Fa%3D1%26b%3D2",
    );
  });

  it("names the error in the SSO error page's address", () => {
    expect(ssoErrorPath("account_unknown")).toBe("/support/sso_error/account_unknown");
  });
});
