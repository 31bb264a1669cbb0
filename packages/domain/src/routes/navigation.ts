import type { RouteId } from "./paths";

/**
 * "Menu entries come from a role-based navigation list" (docs/product.md#accounts-roles). Each category
 * reads `roles[segment]` (the first path segment of its routes, docs/product.md#accounts-permissions); when
 * that is a group, an entry needs its `permission` in it; a category without segment is everyone's.
 * `adminOnly` entries show to admins alone; `disabledOnMobile` marks the entries SPEC disables there.
 * The checks themselves are in accounts/permissions.ts.
 */
interface NavigationEntryRules {
  id: string;
  permission?: string;
  adminOnly?: boolean;
  disabledOnMobile?: boolean;
}

/** docs/product.md#navigation-menu: a console page (an entry without `kind` is one). */
export interface InternalNavigationEntry extends NavigationEntryRules {
  kind?: "internal";
  routeId: RouteId;
}

/** The external sites the menu links to; their addresses come from the public config (`menuLinkUrl`). */
export const externalMenuLinks = ["supportPortal", "usageGuides"] as const;
export type ExternalMenuLink = (typeof externalMenuLinks)[number];

/** docs/product.md#navigation-menu: an external link, opened in a new tab. */
export interface ExternalNavigationEntry extends NavigationEntryRules {
  kind: "external";
  link: ExternalMenuLink;
}

/**
 * docs/product.md#navigation-menu: the links into the product's other environments, as the settings
 * name them (MENU_ENVIRONMENT_LINKS, served in the public config): one entry stands for all of them.
 */
export interface EnvironmentNavigationEntry extends NavigationEntryRules {
  kind: "environment";
}

export type NavigationEntry = InternalNavigationEntry | ExternalNavigationEntry | EnvironmentNavigationEntry;

/** The console route an entry opens; undefined for links out of the console. */
export function entryRouteId(entry: NavigationEntry): RouteId | undefined {
  return entry.kind === undefined || entry.kind === "internal" ? entry.routeId : undefined;
}

export interface NavigationCategory {
  id:
    | "network"
    | "codes"
    | "statistics"
    | "advertisements"
    | "ran"
    | "silentMode"
    | "administration"
    | "support"
    | "environments";
  segment:
    | null
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
      { id: "organismSecurity", routeId: "organismSecurity", adminOnly: true },
      // docs/webhooks.md#endpoints: admins, and `api` holders on the organisms assigned to them whole.
      { id: "webhooks", routeId: "webhooks", permission: "api" },
    ],
  },
  {
    id: "support",
    segment: "support",
    entries: [
      { id: "tickets", routeId: "supportTickets" },
      { id: "supportPortal", kind: "external", link: "supportPortal" },
      { id: "usageGuides", kind: "external", link: "usageGuides" },
    ],
  },
  {
    // Another console of the product set: its own rights apply there, so no role is needed here.
    id: "environments",
    segment: null,
    entries: [{ id: "environments", kind: "environment" }],
  },
];
