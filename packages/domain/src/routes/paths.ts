/**
 * docs/product.md#navigation-routes route table: every console route, named once. The web declares its
 * router from it and links through `paths`; nothing else retypes a path.
 * Patterns use the router's syntax: `$param` required, `{-$param}` optional.
 */
export const paths = {
  home: "/",
  login: "/account/login",
  logout: "/account/logout",
  account: "/account",
  resetLogAs: "/account/reset_logas",
  identityProvider: "/account/identity_provider",
  passwordReset: "/account/password/reset/{-$token}",
  passwordCreate: "/account/password/create/$token",
  emailConfirm: "/account/email/confirm/$token",
  loginBeta: "/account/login_beta/$token",
  workingSite: "/working-site",
  sponsor: "/sponsor/$token",
  sponsorConfirm: "/sponsor/$token/confirm",
  error: "/errors/$errorKey",
  ssoError: "/support/sso_error/$error",
  supportTickets: "/support/tickets",
  /** Beyond SPEC's table (docs/tickets.md#calls): a new ticket, prefilled from `?location_type&location_id&equipment_id&site_state=1`. Before `supportTicket`: "new" is not an id. */
  supportTicketNew: "/support/tickets/new",
  /** Beyond SPEC's table: one ticket, its conversation and history. */
  supportTicket: "/support/tickets/$ticketId",
  codesCreate: "/codes/create",
  codesList: "/codes/list",
  codesPlanetCampus: "/codes/planetcampus",
  codesPrintId: "/codes/print/id/$id",
  codesPrintState: "/codes/print/state/$state",
  codesPrintCorrelation: "/codes/print/correlation/$correlationId",
  networkMaps: "/network/status/maps/{-$buildingId}/{-$floorId}",
  networkIot: "/network/status/iot/{-$filter}",
  networkMonitoring: "/network/status/monitoring",
  networkAps: "/network/status/aps",
  networkEvents: "/network/status/events",
  networkCallouts: "/network/status/callouts",
  statistics: "/statistics",
  statisticsChromecast: "/statistics/chromecast",
  statisticsPurchases: "/statistics/purchases",
  statisticsCodes: "/statistics/codes",
  statisticsCustomers: "/statistics/customers",
  statisticsReporting: "/statistics/reporting",
  accounts: "/administration/accounts",
  accountsCreate: "/administration/accounts/create",
  accountsEdit: "/administration/accounts/$id/edit",
  usersCreate: "/administration/users/create",
  usersDashboard: "/administration/users/dashboard",
  apiToken: "/administration/api",
  /** Beyond SPEC: the mail and SMS outbox, for admins (docs/api.md `GET /admin/outbox`). */
  outbox: "/administration/outbox",
  /** Beyond SPEC's table: an organism's allowed address ranges and two-factor requirement, for admins (docs/security.md "Organism security"). */
  organismSecurity: "/administration/organism_security",
  /** Beyond SPEC's table (docs/webhooks.md): the organisms' webhook endpoints, for admins and `api` holders. */
  webhooks: "/administration/webhooks",
  /** Beyond SPEC's table (docs/webhooks.md#log): one endpoint, its health and its deliveries' log. */
  webhookEndpoint: "/administration/webhooks/$id",
  advertisementsList: "/portal_advertisement/list",
  advertisementsCreate: "/portal_advertisement/create",
  advertisementsEdit: "/portal_advertisement/edit/$id",
  ran: "/ran",
  /** Beyond SPEC's table (docs/private-wifi.md#cards): the QR cards of one space, a selection or a search's spaces (`?site=&ids=` or `?site=&all=1&q=&state=`). */
  ranPrint: "/ran/print",
  silentMode: "/silent_mode",
  /** Beyond SPEC's table (docs/legal.md): the terms, privacy page and legal notice, open signed in or out. */
  terms: "/terms",
  privacy: "/privacy",
  legalNotice: "/legal",
} as const;

export type RouteId = keyof typeof paths;
export type RoutePattern = (typeof paths)[RouteId];

/** The error page key shown when nothing matches ("/errors/{errorKey}", docs/product.md#navigation-routes). */
export const notFoundErrorKey = "not_found";

/** docs/product.md#navigation-menu: routes where the header keeps the brand only and shows no menu. */
export const routesWithoutMenu: readonly RouteId[] = [
  "ssoError",
  "codesPrintId",
  "codesPrintState",
  "codesPrintCorrelation",
  "ranPrint",
  "identityProvider",
  "logout",
];

/** docs/product.md#locations-selection: routes whose header hides the location search. */
export const routesWithoutLocationSearch: readonly RouteId[] = [
  "codesPrintId",
  "codesPrintState",
  "codesPrintCorrelation",
  "ranPrint",
  "codesCreate",
  "codesList",
  "networkEvents",
  "networkCallouts",
  "statisticsPurchases",
  "statisticsCodes",
  "statisticsCustomers",
  "accounts",
  "accountsCreate",
  "accountsEdit",
  "usersCreate",
  "usersDashboard",
  "outbox",
  "organismSecurity",
  "webhooks",
  "webhookEndpoint",
  "supportTickets",
  "supportTicketNew",
  "supportTicket",
  "identityProvider",
  "logout",
  "terms",
  "privacy",
  "legalNotice",
];

export function showsMenu(routeId: RouteId | undefined): boolean {
  return routeId === undefined || !routesWithoutMenu.includes(routeId);
}

export function showsLocationSearch(routeId: RouteId | undefined): boolean {
  return routeId === undefined || !routesWithoutLocationSearch.includes(routeId);
}

function segmentsMatch(pattern: readonly string[], path: readonly string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  // `{-$name}`: an optional segment, present or not.
  if (head.startsWith("{-$"))
    return segmentsMatch(rest, path) || (path.length > 0 && segmentsMatch(rest, path.slice(1)));
  const [segment, ...after] = path;
  if (segment === undefined) return false;
  if (head.startsWith("$")) return segment !== "" && segmentsMatch(rest, after);
  return head === segment && segmentsMatch(rest, after);
}

/**
 * The console route an address opens, if any: the path part only, `$name`
 * one segment, `{-$name}` an optional one. `redirect_url` (docs/product.md#navigation-routing) is an
 * API address; one naming a console page is a page to open, not to ask the
 * API for (`/codes/list` went to `/api/codes/list`).
 */
export function consoleRouteOf(address: string): RouteId | undefined {
  const pathname = address.split(/[?#]/, 1)[0] ?? "";
  const path = pathname === "/" ? [] : pathname.replace(/\/$/, "").split("/").slice(1);
  return (Object.keys(paths) as RouteId[]).find((id) => {
    const pattern = paths[id] === "/" ? [] : paths[id].split("/").slice(1);
    return segmentsMatch(pattern, path);
  });
}
