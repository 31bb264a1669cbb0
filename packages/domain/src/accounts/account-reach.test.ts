import { describe, expect, it } from "vitest";
import { type AccountLocation, isAccountInReach, type ReachableAccount } from "./account-reach";

const organism1 = { type: "Organism", id: 1 } as const;
const site10 = { type: "Site", id: 10 } as const;
const organism2 = { type: "Organism", id: 2 } as const;

/** A manager of organism 1 (and its site 10). */
const manager = { id: 5, admin: false };
const inManagerScope = (location: AccountLocation) =>
  (location.type === "Organism" && location.id === 1) || (location.type === "Site" && location.id === 10);

function account(overrides: Partial<ReachableAccount> = {}): ReachableAccount {
  return { id: 50, admin: false, locations: [site10], ...overrides };
}

describe("account reach", () => {
  it("lets an admin reach every account, admins and accounts without locations included", () => {
    const admin = { id: 1, admin: true };
    const nothingInScope = () => false;
    expect(isAccountInReach(admin, account({ admin: true, locations: [] }), nothingInScope)).toBe(true);
    expect(isAccountInReach(admin, account({ locations: [organism2] }), nothingInScope)).toBe(true);
  });

  it("lets anyone reach their own account, even without locations", () => {
    expect(isAccountInReach(manager, account({ id: manager.id, locations: [] }), inManagerScope)).toBe(true);
  });

  it("lets a non-admin reach a non-admin account whose every location is in their scope", () => {
    expect(isAccountInReach(manager, account({ locations: [organism1, site10] }), inManagerScope)).toBe(true);
  });

  it("hides an account with any location outside the scope", () => {
    expect(isAccountInReach(manager, account({ locations: [site10, organism2] }), inManagerScope)).toBe(false);
    expect(isAccountInReach(manager, account({ locations: [organism2] }), inManagerScope)).toBe(false);
  });

  it("hides an account without locations from a non-admin", () => {
    expect(isAccountInReach(manager, account({ locations: [] }), inManagerScope)).toBe(false);
  });

  it("hides every admin account from a non-admin, whatever its locations", () => {
    expect(isAccountInReach(manager, account({ admin: true, locations: [site10] }), inManagerScope)).toBe(false);
  });
});
