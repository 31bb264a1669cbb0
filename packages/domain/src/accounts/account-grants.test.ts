import { describe, expect, it } from "vitest";
import {
  type AccountGrants,
  applyGrantChanges,
  changesFeatures,
  forbiddenGrantChanges,
  newAccountGrants,
  newAccountGrantsFor,
  refusedAccountChanges,
} from "./account-grants";
import type { AccountManagerLevel } from "./account-manager-levels";
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

  it("keeps the manager level for admins", () => {
    expect(forbiddenGrantChanges(manager.actor, manager.flags, target, { account_manager_level: "contacts" })).toEqual([
      "account_manager_level",
    ]);
    expect(forbiddenGrantChanges(manager.actor, manager.flags, target, { account_manager_level: "both" })).toEqual([]);
    expect(forbiddenGrantChanges(admin.actor, admin.flags, target, { account_manager_level: "features" })).toEqual([]);
  });

  it("applies the fields given and keeps the others", () => {
    const after = applyGrantChanges(target, { roles: { code: 1 }, beta_only: true });
    expect(after).toEqual({ ...target, beta_only: true, roles: { ...target.roles, code: 1 } });
    expect(applyGrantChanges(target, {})).toEqual(target);
  });
});

describe("vendor-admin levels (docs/product.md#accounts-permissions)", () => {
  const leveled = (who: { actor: Actor }, level: AccountManagerLevel) => ({
    ...who.actor,
    account_manager_level: level,
  });
  const everything = { contacts: true, features: true };

  it("gives a contacts-only manager's new account the standard roles they hold, and others an empty start", () => {
    const holdsTwo = actorWith(["accounts_create", "supervision", "events", "code"]);
    expect(newAccountGrantsFor(leveled(holdsTwo, "contacts"), holdsTwo.flags)).toEqual({
      ...newAccountGrants,
      roles: roleFlagsFrom(["supervision", "events"]),
    });
    const holdsAll = actorWith(["accounts_create", "supervision", "events", "statistic_home", "requests"]);
    expect(newAccountGrantsFor(leveled(holdsAll, "contacts"), holdsAll.flags)).toEqual({
      ...newAccountGrants,
      roles_type: "standard",
      roles: roleFlagsFrom(["supervision", "events", "statistic_home", "requests"]),
    });
    expect(newAccountGrantsFor(leveled(holdsAll, "both"), holdsAll.flags)).toEqual(newAccountGrants);
    expect(newAccountGrantsFor(leveled(admin, "contacts"), admin.flags)).toEqual(newAccountGrants);
  });

  it("reads a role or role type sent back unchanged as no change of features", () => {
    expect(changesFeatures(target, { roles: { ...target.roles }, roles_type: "custom" })).toBe(false);
    expect(changesFeatures(target, {})).toBe(false);
    expect(changesFeatures(target, { roles: { code: 1 } })).toBe(true);
    expect(changesFeatures(target, { roles_type: "standard" })).toBe(true);
  });

  it("refuses a contacts-only manager the features, a features-only one the people", () => {
    const other = { id: 77 };
    expect(refusedAccountChanges(leveled(manager, "contacts"), other, everything)).toEqual(["features"]);
    expect(refusedAccountChanges(leveled(manager, "contacts"), other, { contacts: true, features: false })).toEqual([]);
    expect(refusedAccountChanges(leveled(manager, "features"), other, everything)).toEqual(["contacts"]);
    expect(refusedAccountChanges(leveled(manager, "features"), null, { contacts: true, features: false })).toEqual([
      "contacts",
    ]);
    expect(refusedAccountChanges(leveled(manager, "both"), other, everything)).toEqual([]);
  });

  it("levels neither admins nor people without account management, and leaves one's identity one's own", () => {
    expect(refusedAccountChanges(leveled(admin, "contacts"), { id: 77 }, everything)).toEqual([]);
    const operator = actorWith(["supervision"]);
    expect(refusedAccountChanges(leveled(operator, "contacts"), { id: 1 }, everything)).toEqual([]);
    expect(refusedAccountChanges(leveled(manager, "features"), { id: manager.actor.id }, everything)).toEqual([]);
  });
});
