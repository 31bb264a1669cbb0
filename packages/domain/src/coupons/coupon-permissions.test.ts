import { describe, expect, it } from "vitest";
import { canGrantRanAccess } from "../accounts/permissions";
import { roleFlagsFrom } from "../accounts/role-flags";
import { rolesTree } from "../accounts/roles-tree";
import { canCreateCoupons, canManageCoupons } from "./coupon-permissions";

const actorWith = (flags: string[], admin = false) => ({ id: 1, admin, roles: rolesTree(roleFlagsFrom(flags), admin) });

describe("coupon permissions (docs/product.md#accounts-permissions: role code, docs/product.md#codes-validation RAN access)", () => {
  it("lets the code role and admins create and manage codes", () => {
    expect(canCreateCoupons(actorWith(["code"]))).toBe(true);
    expect(canManageCoupons(actorWith(["code"]))).toBe(true);
    expect(canCreateCoupons(actorWith([], true))).toBe(true);
    expect(canManageCoupons(actorWith([], true))).toBe(true);
  });

  it("refuses everyone else", () => {
    expect(canCreateCoupons(actorWith(["supervision", "planet_campus"]))).toBe(false);
    expect(canManageCoupons(actorWith(["supervision"]))).toBe(false);
  });

  it("offers RAN access only with the ran role", () => {
    expect(canGrantRanAccess(actorWith(["code"]))).toBe(false);
    expect(canGrantRanAccess(actorWith(["code", "ran"]))).toBe(true);
  });
});
