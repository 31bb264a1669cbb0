import { describe, expect, it } from "vitest";
import { type RoleFlagKey, roleFlagsFrom } from "../accounts/role-flags";
import { rolesTree } from "../accounts/roles-tree";
import { type SearchIndexName, searchAccess, searchIndexNames } from "./search-access";

const actorWith = (flags: RoleFlagKey[], admin = false) => ({
  id: 1,
  admin,
  roles: rolesTree(roleFlagsFrom(flags), admin),
});

describe("searchAccess (docs/search.md Roles)", () => {
  it("opens every index to an admin", () => {
    for (const index of searchIndexNames) expect(searchAccess(actorWith([], true), index)).toBe("documents");
  });

  it("opens locations to anyone signed in, and nothing else without roles", () => {
    const nobody = actorWith([]);
    expect(searchAccess(nobody, "locations")).toBe("documents");
    for (const index of searchIndexNames.filter((name) => name !== "locations")) {
      expect(searchAccess(nobody, index)).toBe("none");
    }
  });

  it.each<[RoleFlagKey, SearchIndexName]>([
    ["statistic_purchases", "purchases"],
    ["code", "coupons"],
    ["accounts_create", "center_users"],
    ["statistic_customers", "guest_users"],
    ["statistic_customers", "end_users"],
    ["planet_campus", "connection_codes"],
    ["events", "maintenance_events"],
    ["supervision", "maintenance_interventions"],
  ])("gives %s the documents of %s", (flag, index) => {
    expect(searchAccess(actorWith([flag]), index)).toBe("documents");
  });

  it("gives the statistics overview roles figures only", () => {
    expect(searchAccess(actorWith(["statistic_coupons"]), "coupons")).toBe("aggregations");
    expect(searchAccess(actorWith(["statistic_home"]), "end_users")).toBe("aggregations");
    expect(searchAccess(actorWith(["statistic_home"]), "guest_users")).toBe("aggregations");
    expect(searchAccess(actorWith(["statistic_home"]), "purchases")).toBe("none");
  });
});
