import { describe, expect, it } from "vitest";
import type { Actor } from "./permissions";
import { type RoleFlagKey, roleFlagsFrom } from "./role-flags";
import { rolesTree } from "./roles-tree";
import { canViewUser } from "./view-user";

function actor(id: number, granted: RoleFlagKey[], admin = false): Actor {
  return { id, admin, roles: rolesTree(roleFlagsFrom(granted), admin) };
}

describe("viewing an account", () => {
  const someone = { id: 50 };

  it("lets admins and account managers open any account", () => {
    expect(canViewUser(actor(1, [], true), someone)).toBe(true);
    expect(canViewUser(actor(2, ["accounts_create"]), someone)).toBe(true);
  });

  it("lets others open only their own account, whoever created the others", () => {
    const operator = actor(3, ["supervision"]);
    expect(canViewUser(operator, someone)).toBe(false);
    expect(canViewUser(operator, { id: 3 })).toBe(true);
  });
});
