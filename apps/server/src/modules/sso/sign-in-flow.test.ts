import { describe, expect, it } from "vitest";
import { openSignInFlow, type SignInFlow, sealSignInFlow, signInFlowKey } from "./sign-in-flow";

const now = new Date("2025-06-01T10:00:00Z");
const flow: SignInFlow = {
  state: "state-1",
  nonce: "nonce-1",
  codeVerifier: "v".repeat(43),
  redirect: "/codes/list",
  expiresAt: now.getTime() + 60_000,
};
const key = signInFlowKey("client-secret");

describe("sign-in flow cookie", () => {
  it("opens what it sealed until it expires", () => {
    const sealed = sealSignInFlow(flow, key);
    expect(openSignInFlow(sealed, key, now)).toEqual(flow);
    expect(openSignInFlow(sealed, key, new Date(flow.expiresAt))).toBeUndefined();
  });

  it("refuses a cookie signed with another key, altered, or malformed", () => {
    const sealed = sealSignInFlow(flow, key);
    expect(openSignInFlow(sealed, signInFlowKey("another secret"), now)).toBeUndefined();
    const [, signature] = sealed.split(".");
    const forged = Buffer.from(JSON.stringify({ ...flow, redirect: "/administration/api" })).toString("base64url");
    expect(openSignInFlow(`${forged}.${signature}`, key, now)).toBeUndefined();
    for (const value of [undefined, "", "abc", `${sealed}.x`]) expect(openSignInFlow(value, key, now)).toBeUndefined();
  });

  it("derives a key that is not the secret", () => {
    expect(key).toHaveLength(32);
    expect(key.toString("utf8")).not.toContain("client-secret");
  });
});
