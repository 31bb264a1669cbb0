import { describe, expect, it } from "vitest";
import { type RoleFlags, roleFlagsFrom } from "../accounts/role-flags";
import { rolesTree } from "../accounts/roles-tree";
import { canReadAvailabilityHistory } from "./availability-history-policy";

const rolesOf = (flags: RoleFlags, admin = false) => ({ roles: rolesTree(flags, admin) });

describe("canReadAvailabilityHistory (docs/alerts.md#calls)", () => {
  it("lets the supervision role and admins read a site's history, nobody else", () => {
    expect(canReadAvailabilityHistory(rolesOf(roleFlagsFrom(["supervision"])))).toBe(true);
    expect(canReadAvailabilityHistory(rolesOf(roleFlagsFrom([]), true))).toBe(true);
    expect(canReadAvailabilityHistory(rolesOf(roleFlagsFrom(["events", "map_supervision"])))).toBe(false);
  });
});
