import { describe, expect, it } from "vitest";
import type { Actor } from "../accounts/permissions";
import { visibleNavigation } from "../accounts/permissions";
import { type RoleFlagKey, roleFlagsFrom } from "../accounts/role-flags";
import { rolesTree } from "../accounts/roles-tree";
import {
  canCustomerClose,
  canCustomerReopen,
  canUseTickets,
  isSupportDesk,
  ticketActions,
  ticketReopenUntil,
} from "./ticket-permissions";

function actor(granted: RoleFlagKey[], admin = false): Actor {
  return { id: 7, admin, roles: rolesTree(roleFlagsFrom(granted), admin) };
}

describe("ticket permissions (docs/tickets.md#who-sees-what)", () => {
  it("makes admins and the support_desk role the desk, not a customer with requests", () => {
    expect(isSupportDesk(actor([], true))).toBe(true);
    expect(isSupportDesk(actor(["support_desk"]))).toBe(true);
    expect(isSupportDesk(actor(["requests", "supervision"]))).toBe(false);
  });

  it("opens tickets to the requests role and the desk only", () => {
    expect(canUseTickets(actor(["requests"]))).toBe(true);
    expect(canUseTickets(actor(["support_desk"]))).toBe(true);
    expect(canUseTickets(actor([], true))).toBe(true);
    expect(canUseTickets(actor(["supervision", "events"]))).toBe(false);
  });

  it("shows the support menu to the desk as to the customers asking", () => {
    const categories = (granted: RoleFlagKey[]) => visibleNavigation(actor(granted)).map((category) => category.id);
    expect(categories(["support_desk"])).toContain("support");
    expect(categories(["requests"])).toContain("support");
    expect(categories(["supervision"])).not.toContain("support");
  });
});

describe("a customer's close and reopen (docs/tickets.md#who-sees-what)", () => {
  const resolvedAt = new Date("2026-03-02T10:00:00.000Z");
  const at = (iso: string) => new Date(iso);

  it("reopens within 14 days of the resolution, not after", () => {
    expect(ticketReopenUntil(resolvedAt).toISOString()).toBe("2026-03-16T10:00:00.000Z");
    expect(canCustomerReopen({ status: 4, resolvedAt }, at("2026-03-16T10:00:00.000Z"))).toBe(true);
    expect(canCustomerReopen({ status: 5, resolvedAt }, at("2026-03-16T10:00:00.001Z"))).toBe(false);
    // Only what is over can be reopened.
    expect(canCustomerReopen({ status: 3, resolvedAt: null }, resolvedAt)).toBe(false);
  });

  it("closes what is not closed yet", () => {
    expect([2, 3, 4, 11, 13].every((status) => canCustomerClose({ status: status as 2 }))).toBe(true);
    expect(canCustomerClose({ status: 5 })).toBe(false);
  });
});

describe("what a caller may do with a ticket", () => {
  const now = new Date("2026-03-10T10:00:00.000Z");
  const resolvedAt = new Date("2026-03-01T10:00:00.000Z");
  const longAgo = new Date("2026-01-01T10:00:00.000Z");

  it("lets the desk do everything, and a customer reply, close and reopen in time", () => {
    expect(ticketActions(actor(["support_desk"]), { status: 5, resolvedAt: longAgo }, now)).toEqual({
      reply: true,
      note: true,
      close: false,
      reopen: true,
      manage: true,
    });
    const customer = actor(["requests"]);
    expect(ticketActions(customer, { status: 3, resolvedAt: null }, now)).toEqual({
      reply: true,
      note: false,
      close: true,
      reopen: false,
      manage: false,
    });
    expect(ticketActions(customer, { status: 4, resolvedAt }, now)).toMatchObject({ reply: true, reopen: true });
    expect(ticketActions(customer, { status: 5, resolvedAt: longAgo }, now)).toMatchObject({
      reply: false,
      close: false,
      reopen: false,
    });
  });
});
