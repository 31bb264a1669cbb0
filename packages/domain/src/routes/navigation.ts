import type { RouteId } from "./paths";

/**
 * "Menu entries come from a role-based navigation list" (docs/product.md#accounts-roles). Each category
 * reads `roles[segment]` (the first path segment of its routes, docs/product.md#accounts-permissions); when
 * that is a group, an entry needs its `permission` in it. `adminOnly` entries
 * show to admins alone; `disabledOnMobile` marks the entries SPEC disables there.
 * The checks themselves are in accounts/permissions.ts.
 */
export interface NavigationEntry {
  id: string;
  routeId: RouteId;
  permission?: string;
  adminOnly?: boolean;
  disabledOnMobile?: boolean;
}

export interface NavigationCategory {
  id: "network" | "codes" | "statistics" | "advertisements" | "ran" | "silentMode" | "administration" | "support";
  segment:
    | "network"
    | "codes"
    | "statistics"
    | "portal_advertisement"
    | "ran"
    | "silent_mode"
    | "administration"
    | "support";
  entries: readonly NavigationEntry[];
}

export const navigation: readonly NavigationCategory[] = [
  {
    id: "network",
    segment: "network",
    entries: [
      { id: "home", routeId: "home", permission: "status.home" },
      { id: "monitoring", routeId: "networkMonitoring", permission: "status.monitoring" },
      { id: "maps", routeId: "networkMaps", permission: "maps", disabledOnMobile: true },
      { id: "aps", routeId: "networkAps", permission: "status.monitoring" },
      { id: "events", routeId: "networkEvents", permission: "events" },
      { id: "callouts", routeId: "networkCallouts", permission: "events" },
      { id: "iot", routeId: "networkIot", permission: "iot" },
    ],
  },
  {
    id: "codes",
    segment: "codes",
    entries: [
      { id: "codesCreate", routeId: "codesCreate", permission: "create" },
      { id: "codesList", routeId: "codesList", permission: "list" },
      { id: "planetCampus", routeId: "codesPlanetCampus", permission: "planet_campus" },
    ],
  },
  {
    id: "statistics",
    segment: "statistics",
    entries: [
      { id: "overview", routeId: "statistics", permission: "home" },
      { id: "purchases", routeId: "statisticsPurchases", permission: "purchases", disabledOnMobile: true },
      { id: "codes", routeId: "statisticsCodes", permission: "codes" },
      { id: "customers", routeId: "statisticsCustomers", permission: "customers" },
      { id: "chromecast", routeId: "statisticsChromecast", permission: "chromecast", disabledOnMobile: true },
      { id: "reporting", routeId: "statisticsReporting", permission: "reporting", disabledOnMobile: true },
    ],
  },
  {
    id: "advertisements",
    segment: "portal_advertisement",
    entries: [{ id: "advertisements", routeId: "advertisementsList" }],
  },
  {
    // docs/private-wifi.md#roles: the `ran` role's private Wi-Fi spaces.
    id: "ran",
    segment: "ran",
    entries: [{ id: "ran", routeId: "ran" }],
  },
  {
    // docs/alerts.md#silent-mode: the `silent_mode` role's panel.
    id: "silentMode",
    segment: "silent_mode",
    entries: [{ id: "silentMode", routeId: "silentMode" }],
  },
  {
    id: "administration",
    segment: "administration",
    entries: [
      { id: "accounts", routeId: "accounts", permission: "accounts.create" },
      { id: "accountsCreate", routeId: "usersCreate", permission: "accounts.create", adminOnly: true },
      { id: "apiToken", routeId: "apiToken", permission: "api" },
      { id: "outbox", routeId: "outbox", adminOnly: true },
    ],
  },
  {
    id: "support",
    segment: "support",
    entries: [{ id: "tickets", routeId: "supportTickets" }],
  },
];
