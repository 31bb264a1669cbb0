import { describe, expect, it } from "vitest";
import { grantedRoleKeys, roleFlagKeys, roleFlagsFrom } from "./role-flags";
import { chooseRolesType, isRoleOffered, type RoleFormState, setAdmin, toggleRole } from "./role-form";

const blank: RoleFormState = { admin: false, rolesType: "standard", roles: roleFlagsFrom([]) };

describe("role form (docs/product.md#accounts-roles)", () => {
  it("ticking admin ticks every role and sets custom", () => {
    const state = setAdmin(blank, true);
    expect(state.rolesType).toBe("custom");
    expect(grantedRoleKeys(state.roles)).toEqual([...roleFlagKeys]);
  });

  it("choosing standard clears the roles then sets monitoring, events, statistics home and requests", () => {
    const state = chooseRolesType({ ...blank, rolesType: "custom", roles: roleFlagsFrom(["code", "api"]) }, "standard");
    expect(grantedRoleKeys(state.roles)).toEqual(["supervision", "events", "statistic_home", "requests"]);
  });

  it("ticking any single role sets custom", () => {
    const state = toggleRole(chooseRolesType(blank, "standard"), "code", true);
    expect(state.rolesType).toBe("custom");
    expect(state.roles.code).toBe(1);
  });

  it("offers the reporting sub-roles only with statistics reporting, and drops them with it (docs/product.md#accounts-validation)", () => {
    expect(isRoleOffered(blank, "online_purchases")).toBe(false);
    let state = toggleRole(blank, "statistics_reporting", true);
    expect(isRoleOffered(state, "reporting_revenue")).toBe(true);
    state = toggleRole(state, "reporting_revenue", true);
    state = toggleRole(state, "statistics_reporting", false);
    expect(state.roles.reporting_revenue).toBe(0);
    expect(isRoleOffered(state, "code")).toBe(true);
  });
});
