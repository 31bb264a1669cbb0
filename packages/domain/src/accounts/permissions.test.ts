import { describe, expect, it } from "vitest";
import type { AccountManagerLevel } from "./account-manager-levels";
import {
  type AccountTarget,
  type Actor,
  accountManagerRights,
  canCreateAccounts,
  canDeleteUser,
  canEditUser,
  canLogAs,
  canReactivateUser,
  canResendConfirmation,
  canSeeBetaLink,
  canSeeIncidentsCard,
  grantableRoleKeys,
  isRouteAllowed,
  visibleNavigation,
} from "./permissions";
import { type RoleFlagKey, roleFlagKeys, roleFlagsFrom } from "./role-flags";
import { rolesTree } from "./roles-tree";

function actor(id: number, granted: RoleFlagKey[], admin = false): Actor {
  return { id, admin, roles: rolesTree(roleFlagsFrom(granted), admin) };
}

function target(overrides: Partial<AccountTarget> = {}): AccountTarget {
  return { id: 50, admin: false, state: "confirmed", ...overrides };
}

const admin = actor(1, [], true);
const manager = actor(2, ["accounts_create", "supervision"]);
const monitoringOnly = actor(3, ["supervision"]);

describe("menu (docs/product.md#accounts-permissions)", () => {
  it("shows an admin every entry but hides the mobile-disabled ones on mobile", () => {
    const entries = visibleNavigation(admin).flatMap((category) => category.entries.map((entry) => entry.id));
    expect(entries).toContain("accountsCreate");
    expect(entries).toContain("maps");
    const mobile = visibleNavigation(admin, { isMobile: true }).flatMap((c) => c.entries.map((e) => e.id));
    expect(mobile).not.toContain("maps");
    expect(mobile).not.toContain("reporting");
  });

  it("shows a non-admin only the categories and entries their roles set", () => {
    const menu = visibleNavigation(monitoringOnly);
    expect(menu.map((category) => category.id)).toEqual(["network"]);
    expect(menu[0]?.entries.map((entry) => entry.id)).toEqual(["home", "monitoring", "aps"]);
  });

  it("keeps account creation for admins even when accounts.create is held", () => {
    const entries = visibleNavigation(manager).flatMap((category) => category.entries.map((entry) => entry.id));
    expect(entries).toContain("accounts");
    expect(entries).not.toContain("accountsCreate");
  });

  it("reads single-flag categories as 0/1", () => {
    const withAds = actor(4, ["portal_advertisement", "requests"]);
    expect(visibleNavigation(withAds).map((category) => category.id)).toEqual(["advertisements", "support"]);
  });
});

describe("route allowed (docs/product.md#accounts-permissions)", () => {
  it("allows home and routes without a menu entry to everyone", () => {
    const nobody = actor(5, []);
    expect(isRouteAllowed(nobody, "home")).toBe(true);
    expect(isRouteAllowed(nobody, "account")).toBe(true);
    expect(isRouteAllowed(nobody, "error")).toBe(true);
  });

  it("needs the group's permission for a route of a group", () => {
    expect(isRouteAllowed(monitoringOnly, "networkMonitoring")).toBe(true);
    expect(isRouteAllowed(monitoringOnly, "networkEvents")).toBe(false);
    expect(isRouteAllowed(monitoringOnly, "statistics")).toBe(false);
  });

  it("checks pages without an entry against the entry they belong to", () => {
    expect(isRouteAllowed(manager, "accountsCreate")).toBe(false);
    expect(isRouteAllowed(admin, "accountsCreate")).toBe(true);
    expect(isRouteAllowed(actor(6, ["code"]), "codesPrintCorrelation")).toBe(true);
    expect(isRouteAllowed(monitoringOnly, "codesPrintCorrelation")).toBe(false);
    expect(isRouteAllowed(actor(7, ["requests"]), "supportTicketNew")).toBe(true);
    expect(isRouteAllowed(actor(7, ["requests"]), "supportTicket")).toBe(true);
    expect(isRouteAllowed(monitoringOnly, "supportTicketNew")).toBe(false);
    expect(isRouteAllowed(monitoringOnly, "supportTicket")).toBe(false);
    // docs/private-wifi.md#roles: the spaces and their cards' print need the `ran` role.
    expect(isRouteAllowed(actor(8, ["ran"]), "ran")).toBe(true);
    expect(isRouteAllowed(actor(8, ["ran"]), "ranPrint")).toBe(true);
    expect(isRouteAllowed(monitoringOnly, "ran")).toBe(false);
    expect(isRouteAllowed(monitoringOnly, "ranPrint")).toBe(false);
  });
});

describe("account actions (docs/product.md#accounts-permissions)", () => {
  it("resends confirmation only to another, unconfirmed account, for admins and accounts.create", () => {
    expect(canResendConfirmation(admin, target({ state: "unconfirmed" }))).toBe(true);
    expect(canResendConfirmation(manager, target({ state: "unconfirmed" }))).toBe(true);
    expect(canResendConfirmation(monitoringOnly, target({ state: "unconfirmed" }))).toBe(false);
    expect(canResendConfirmation(admin, target({ state: "confirmed" }))).toBe(false);
    expect(canResendConfirmation(admin, target({ state: "deactivated" }))).toBe(false);
    expect(canResendConfirmation(admin, target({ id: admin.id, state: "unconfirmed" }))).toBe(false);
  });

  it("lets only an admin resend to an admin's account", () => {
    expect(canResendConfirmation(admin, target({ admin: true, state: "unconfirmed" }))).toBe(true);
    expect(canResendConfirmation(manager, target({ admin: true, state: "unconfirmed" }))).toBe(false);
  });

  it("lets managers and the user themself edit, not others", () => {
    expect(canEditUser(admin, target())).toBe(true);
    expect(canEditUser(manager, target())).toBe(true);
    expect(canEditUser(monitoringOnly, target({ id: monitoringOnly.id }))).toBe(true);
    expect(canEditUser(monitoringOnly, target())).toBe(false);
  });

  it("lets only an admin edit an admin or a deactivated account", () => {
    expect(canEditUser(admin, target({ admin: true }))).toBe(true);
    expect(canEditUser(admin, target({ state: "deactivated" }))).toBe(true);
    expect(canEditUser(manager, target({ admin: true }))).toBe(false);
    expect(canEditUser(manager, target({ state: "deactivated" }))).toBe(false);
    expect(canEditUser(monitoringOnly, target({ id: monitoringOnly.id, state: "deactivated" }))).toBe(false);
  });

  it("deletes only as admin, not self, a confirmed account", () => {
    expect(canDeleteUser(admin, target())).toBe(true);
    expect(canDeleteUser(manager, target())).toBe(false);
    expect(canDeleteUser(admin, target({ id: admin.id }))).toBe(false);
    expect(canDeleteUser(admin, target({ state: "unconfirmed" }))).toBe(false);
  });

  it("logs in as another account for admins and accounts.create, never as self", () => {
    expect(canLogAs(admin, target())).toBe(true);
    expect(canLogAs(manager, target())).toBe(true);
    expect(canLogAs(monitoringOnly, target())).toBe(false);
    expect(canLogAs(admin, target({ id: admin.id }))).toBe(false);
  });

  it("does not let a non-admin become an admin, nor anyone enter a deactivated account", () => {
    expect(canLogAs(manager, target({ admin: true }))).toBe(false);
    expect(canLogAs(admin, target({ admin: true }))).toBe(true);
    expect(canLogAs(admin, target({ state: "deactivated" }))).toBe(false);
  });
});

describe("grantable roles (docs/product.md#accounts-roles)", () => {
  it("lets an admin grant every role and others only the roles they hold", () => {
    expect(grantableRoleKeys(admin, {})).toEqual([...roleFlagKeys]);
    expect(grantableRoleKeys(manager, roleFlagsFrom(["accounts_create", "supervision"]))).toEqual([
      "supervision",
      "accounts_create",
    ]);
  });
});

describe("top menu and home (docs/product.md#accounts-users, docs/product.md#accounts-permissions)", () => {
  it("shows the beta link to admins and center_beta", () => {
    expect(canSeeBetaLink(admin)).toBe(true);
    expect(canSeeBetaLink(actor(7, ["center_beta"]))).toBe(true);
    expect(canSeeBetaLink(monitoringOnly)).toBe(false);
  });

  it("shows the incidents card to admins and the support role", () => {
    expect(canSeeIncidentsCard(actor(8, ["requests"]))).toBe(true);
    expect(canSeeIncidentsCard(monitoringOnly)).toBe(false);
  });
});

describe("reactivation (docs/product.md#accounts-users)", () => {
  it("lets only an admin reactivate another, deactivated account", () => {
    expect(canReactivateUser(admin, target({ state: "deactivated" }))).toBe(true);
    expect(canReactivateUser(manager, target({ state: "deactivated" }))).toBe(false);
    expect(canReactivateUser(admin, target({ state: "confirmed" }))).toBe(false);
    expect(canReactivateUser(admin, target({ state: "unconfirmed" }))).toBe(false);
    expect(canReactivateUser(admin, target({ id: admin.id, state: "deactivated" }))).toBe(false);
  });
});

describe("vendor-admin levels (docs/product.md#accounts-permissions)", () => {
  const leveled = (who: Actor, level: AccountManagerLevel) => ({ ...who, account_manager_level: level });

  it("gives admins both, whatever their stored level, and nobody without account management anything", () => {
    expect(accountManagerRights(leveled(admin, "contacts"))).toEqual({ contacts: true, features: true });
    expect(accountManagerRights(leveled(monitoringOnly, "both"))).toEqual({ contacts: false, features: false });
  });

  it("gives a non-admin manager what their level says", () => {
    expect(accountManagerRights(leveled(manager, "contacts"))).toEqual({ contacts: true, features: false });
    expect(accountManagerRights(leveled(manager, "features"))).toEqual({ contacts: false, features: true });
    expect(accountManagerRights(leveled(manager, "both"))).toEqual({ contacts: true, features: true });
  });

  it("lets admins and managers of contacts create accounts, not features-only managers nor the others", () => {
    expect(canCreateAccounts(leveled(admin, "features"))).toBe(true);
    expect(canCreateAccounts(leveled(manager, "contacts"))).toBe(true);
    expect(canCreateAccounts(leveled(manager, "both"))).toBe(true);
    expect(canCreateAccounts(leveled(manager, "features"))).toBe(false);
    expect(canCreateAccounts(leveled(monitoringOnly, "both"))).toBe(false);
  });

  it("opens the creation page to whoever may create, and to admins only when the level is unknown", () => {
    expect(isRouteAllowed(leveled(manager, "contacts"), "accountsCreate")).toBe(true);
    expect(isRouteAllowed(leveled(manager, "features"), "usersCreate")).toBe(false);
    expect(isRouteAllowed(manager, "usersCreate")).toBe(false);
    expect(isRouteAllowed(admin, "usersCreate")).toBe(true);
  });
});

describe("menu links (docs/product.md#navigation-menu)", () => {
  const entriesOf = (menu: ReturnType<typeof visibleNavigation>) =>
    menu.flatMap((category) => category.entries.map((entry) => entry.id));

  it("puts the support portal and the usage guides, external links, in the support category", () => {
    const support = visibleNavigation(actor(9, ["requests"])).find((category) => category.id === "support");
    expect(support?.entries.map((entry) => [entry.id, entry.kind ?? "internal"])).toEqual([
      ["tickets", "internal"],
      ["supportPortal", "external"],
      ["usageGuides", "external"],
    ]);
  });

  it("shows the environment links to everyone, once the settings name some", () => {
    expect(entriesOf(visibleNavigation(monitoringOnly))).not.toContain("environments");
    const withLinks = visibleNavigation(monitoringOnly, { hasEnvironmentLinks: true });
    expect(withLinks.map((category) => category.id)).toEqual(["network", "environments"]);
    expect(entriesOf(visibleNavigation(admin, { hasEnvironmentLinks: true }))).toContain("environments");
  });
});
