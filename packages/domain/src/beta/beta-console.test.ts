import { describe, expect, it } from "vitest";
import { roleFlagsFrom } from "../accounts/role-flags";
import { rolesTree } from "../accounts/roles-tree";
import { canUseBetaConsole } from "./beta-console";

const user = (options: { admin?: boolean; centerBeta?: boolean; betaOnly?: boolean }) => ({
  admin: options.admin ?? false,
  roles: rolesTree(roleFlagsFrom(options.centerBeta ? ["center_beta"] : []), options.admin ?? false),
  betaOnly: options.betaOnly ?? false,
});

describe("canUseBetaConsole", () => {
  it("lets admins, center_beta holders and beta-only accounts over", () => {
    expect(canUseBetaConsole(user({ admin: true }))).toBe(true);
    expect(canUseBetaConsole(user({ centerBeta: true }))).toBe(true);
    expect(canUseBetaConsole(user({ betaOnly: true }))).toBe(true);
  });

  it("keeps everyone else on this console", () => {
    expect(canUseBetaConsole(user({}))).toBe(false);
  });
});
