import { describe, expect, it } from "vitest";
import { type AccountGrants, applyGrantChanges, forbiddenGrantChanges, newAccountGrants } from "./account-grants";
import type { Actor } from "./permissions";
import { type RoleFlagKey, roleFlagsFrom } from "./role-flags";
import { rolesTree } from "./roles-tree";

function actorWith(granted: RoleFlagKey[], admin = false) {
  const flags = roleFlagsFrom(granted);
  const actor: Actor = { id: 1, admin, roles: rolesTree(flags, admin) };
  return { actor, flags };
}

const manager = actorWith(["accounts_create", "supervision", "code"]);
const admin = actorWith([], true);
const target: AccountGrants = { ...newAccountGrants, roles: roleFlagsFrom(["events"]) };

describe("grant changes (docs/product.md#accounts-validation, docs/product.md#accounts-permissions)", () => {
  it("lets an admin set anything", () => {
    const requested = { admin: true, roles_type: "standard", beta_only: true, roles: { api: 1 } } as const;
    expect(forbiddenGrantChanges(admin.actor, admin.flags, target, requested)).toEqual([]);
  });

  it("lets a non-admin tick and untick only the roles they hold", () => {
    expect(forbiddenGrantChanges(manager.actor, manager.flags, target, { roles: { code: 1, supervision: 0 } })).toEqual(
      [],
    );
    expect(forbiddenGrantChanges(manager.actor, manager.flags, target, { roles: { api: 1, events: 0 } })).toEqual([
      "roles.events",
      "roles.api",
    ]);
  });

  it("lets a form send back the roles and settings the account already has", () => {
    const echoed = { admin: false, roles_type: "custom", beta_only: false, roles: { ...target.roles } } as const;
    expect(forbiddenGrantChanges(manager.actor, manager.flags, target, echoed)).toEqual([]);
  });

  it("keeps the admin flag, the standard role type and the settings for admins", () => {
    const requested = { admin: true, roles_type: "standard", beta_only: true, two_factor_enabled: true } as const;
    expect(forbiddenGrantChanges(manager.actor, manager.flags, target, requested)).toEqual([
      "admin",
      "roles_type",
      "beta_only",
      "two_factor_enabled",
    ]);
    const standard = { ...target, roles_type: "standard" } as const;
    expect(forbiddenGrantChanges(manager.actor, manager.flags, standard, { roles_type: "custom" })).toEqual([]);
  });

  it("applies the fields given and keeps the others", () => {
    const after = applyGrantChanges(target, { roles: { code: 1 }, beta_only: true });
    expect(after).toEqual({ ...target, beta_only: true, roles: { ...target.roles, code: 1 } });
    expect(applyGrantChanges(target, {})).toEqual(target);
  });
});
