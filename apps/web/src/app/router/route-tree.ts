import { paths, type RouteId } from "@ondine/domain";
import { createRoute, lazyRouteComponent, type RouteComponent } from "@tanstack/react-router";
import { validateAccountsSearch } from "../../features/accounts/accounts-search";
import { validateMapSearch } from "../../features/maps/map-search";
import { validatePrivateCardsSearch } from "../../features/private-wifi/print/private-cards-search";
import { validatePrivateSpacesSearch } from "../../features/private-wifi/private-spaces-search";
import { validateIdentityProviderSearch } from "../../features/sso/identity-provider-search";
import { validateStatisticsRangeSearch } from "../../features/statistics-overview/statistics-range-search";
import { validateReportingSearch } from "../../features/statistics-reporting/reporting-search";
import { validateTicketsListSearch } from "../../features/tickets/tickets-list-search";
import { validateNewTicketSearch } from "../../routing/new-ticket-search";
import { enterIdentityProvider } from "./identity-provider-entry";
import {
  accountScreen,
  accountsScreen,
  advertisementsCreateScreen,
  advertisementsEditScreen,
  advertisementsListScreen,
  apiTokenScreen,
  codesCreateScreen,
  codesListScreen,
  codesPlanetCampusScreen,
  codesPrintCorrelationScreen,
  codesPrintIdScreen,
  codesPrintStateScreen,
  emailConfirmScreen,
  errorScreen,
  homeScreen,
  identityProviderScreen,
  legalNoticeScreen,
  loginBetaScreen,
  loginScreen,
  logoutScreen,
  networkApsScreen,
  networkCalloutsScreen,
  networkEventsScreen,
  networkIotScreen,
  networkMapsScreen,
  networkMonitoringScreen,
  notAvailableScreen,
  organismSecurityScreen,
  outboxScreen,
  passwordCreateScreen,
  passwordResetScreen,
  privacyScreen,
  resetLogAsScreen,
  sponsorConfirmScreen,
  sponsorScreen,
  ssoErrorScreen,
  statisticsChromecastScreen,
  statisticsOverviewScreen,
  statisticsReportingScreen,
  termsScreen,
  ticketDetailScreen,
  ticketNewScreen,
  ticketsListScreen,
  userCreateScreen,
  userEditScreen,
  usersDashboardScreen,
  webhookEndpointScreen,
  webhooksScreen,
  workingSiteScreen,
} from "./lazy-screens";
import { validateLoginSearch } from "./login-search";
import { type RouterContext, rootRoute } from "./root-route";
import { leaveLoginWhenSignedIn, publicRouteIds, requireAllowedUser } from "./route-access";
import {
  prefetchCodesList,
  prefetchCodesPrintCorrelation,
  prefetchHome,
  prefetchNetworkMonitoring,
  prefetchStatisticsOverview,
  type RoutePrefetch,
} from "./route-prefetches";
import "./route-static-data";
import { homeMapChunk, monitoringChartsChunk } from "./screens-draw-with";

interface ConsoleRouteOptions {
  /** Drawn without the console layout (the signed-out pages have their own). */
  standalone?: boolean;
  /** The screen's first reads, started by the route's loader (route-prefetches.ts). */
  prefetch?: RoutePrefetch;
  /** The chunks the screen draws with, loaded beside its own (screens-draw-with.ts). */
  drawsWith?: () => Promise<unknown>;
}

/** A route's loader: starts its screen's first reads (route-prefetches.ts) and does not wait for them. */
const startReads =
  (prefetch: RoutePrefetch) =>
  ({
    context,
    location,
    params,
  }: {
    context: RouterContext;
    location: { search: Record<string, unknown>; hash: string };
    params: Record<string, string | undefined>;
  }) =>
    prefetch(context.queryClient, location.search, { params, hash: location.hash });

/**
 * A route of docs/product.md#navigation-routes under the root, its path taken from the domain's
 * `paths`; a private one checks the user before it loads (docs/product.md#accounts-users, docs/product.md#accounts-permissions).
 */
function consoleRoute<const Id extends RouteId>(
  routeId: Id,
  component: RouteComponent = notAvailableScreen(routeId),
  { standalone, prefetch, drawsWith }: ConsoleRouteOptions = {},
) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: paths[routeId],
    staticData: { routeId, ...(standalone ? { standalone } : {}), ...(drawsWith ? { drawsWith } : {}) },
    beforeLoad: publicRouteIds.has(routeId) ? undefined : (guard) => requireAllowedUser(routeId, guard),
    // Not through loaderDeps: they would make a location change remount the screen.
    loader: prefetch && startReads(prefetch),
    component,
  });
}

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.login,
  staticData: { routeId: "login", standalone: true },
  validateSearch: validateLoginSearch,
  beforeLoad: leaveLoginWhenSignedIn,
  component: loginScreen,
});

/** docs/product.md#accounts-sso single sign-on entry: its steps are redirects, but the hand-over to the centre. */
const identityProviderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.identityProvider,
  staticData: { routeId: "identityProvider", standalone: true },
  validateSearch: validateIdentityProviderSearch,
  beforeLoad: ({ search, context }) => enterIdentityProvider(search, context.queryClient),
  component: identityProviderScreen,
});

/** The accounts list keeps its search, filter, page and open account in the query. */
function accountsListRoute<const Id extends "accounts" | "usersDashboard">(routeId: Id, component: RouteComponent) {
  return createRoute({
    getParentRoute: () => rootRoute,
    path: paths[routeId],
    staticData: { routeId },
    validateSearch: validateAccountsSearch,
    beforeLoad: (guard) => requireAllowedUser(routeId, guard),
    component,
  });
}

/** The purchases, used codes and customers dashboards share one lazy chunk. */
function statisticsDashboardScreen(
  name: "PurchasesDashboardScreen" | "UsedCodesDashboardScreen" | "CustomersDashboardScreen",
) {
  return lazyRouteComponent(() => import("../screens/statistics-dashboard-screens"), name);
}
/** docs/product.md#statistics-dates statistics overview: its window in the address, `since=D0|D7|M1|M6` or `from={unix}&to={unix}`. */
const statisticsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.statistics,
  // Draws without ECharts: its screen asks for the charts once its header has painted.
  staticData: { routeId: "statistics" },
  validateSearch: validateStatisticsRangeSearch,
  beforeLoad: (guard) => requireAllowedUser("statistics", guard),
  // Not through loaderDeps (see consoleRoute); the reads start as the route matches.
  loader: startReads(prefetchStatisticsOverview),
  component: statisticsOverviewScreen,
});

/** docs/product.md#reporting-screen reporting: its year in the address (`?year=`), so a reload or a link keeps it. */
const statisticsReportingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.statisticsReporting,
  staticData: { routeId: "statisticsReporting" },
  validateSearch: validateReportingSearch,
  beforeLoad: (guard) => requireAllowedUser("statisticsReporting", guard),
  component: statisticsReportingScreen,
});

/** docs/alerts.md#silent-mode the silent-mode panel, a chunk of its own loaded when opened. */
const silentModeScreen = lazyRouteComponent(() => import("../screens/silent-mode-screen"), "SilentModeScreen");

/** docs/private-wifi.md the header's site's private Wi-Fi spaces: the list's search, state, order and page in the address. */
const ranRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.ran,
  staticData: { routeId: "ran" },
  validateSearch: validatePrivateSpacesSearch,
  beforeLoad: (guard) => requireAllowedUser("ran", guard),
  component: lazyRouteComponent(() => import("../screens/private-wifi-screen"), "PrivateWifiScreen"),
});

/** docs/private-wifi.md#cards the spaces' cards to print: the site and the spaces in the address. */
const ranPrintRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.ranPrint,
  staticData: { routeId: "ranPrint" },
  validateSearch: validatePrivateCardsSearch,
  beforeLoad: (guard) => requireAllowedUser("ranPrint", guard),
  component: lazyRouteComponent(() => import("../screens/private-wifi-print-screen"), "PrivateWifiPrintScreen"),
});

/** docs/product.md#maps-screen map: the equipment to highlight in the address (`?equipment=` its MAC), so a link lands on it. */
const networkMapsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.networkMaps,
  staticData: { routeId: "networkMaps" },
  validateSearch: validateMapSearch,
  beforeLoad: (guard) => requireAllowedUser("networkMaps", guard),
  component: networkMapsScreen,
});

/** docs/tickets.md#calls support tickets: the list's filters and page in the address (`?status=[2,11]&assignee=me&page=2`). */
const supportTicketsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.supportTickets,
  staticData: { routeId: "supportTickets" },
  validateSearch: validateTicketsListSearch,
  beforeLoad: (guard) => requireAllowedUser("supportTickets", guard),
  component: ticketsListScreen,
});

/** docs/tickets.md#context a new ticket, filled in from the address (`?location_type=Site&location_id=12&site_state=1`). */
const supportTicketNewRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.supportTicketNew,
  staticData: { routeId: "supportTicketNew" },
  validateSearch: validateNewTicketSearch,
  beforeLoad: (guard) => requireAllowedUser("supportTicketNew", guard),
  component: ticketNewScreen,
});

/** Every route of the table (docs/product.md#navigation-routes), one line each; a feature replaces its screen here. */
export const routeTree = rootRoute.addChildren([
  consoleRoute("home", homeScreen, { prefetch: prefetchHome, drawsWith: homeMapChunk }),
  loginRoute,
  consoleRoute("logout", logoutScreen),
  consoleRoute("account", accountScreen),
  consoleRoute("resetLogAs", resetLogAsScreen),
  identityProviderRoute,
  consoleRoute("passwordReset", passwordResetScreen, { standalone: true }),
  consoleRoute("passwordCreate", passwordCreateScreen, { standalone: true }),
  consoleRoute("emailConfirm", emailConfirmScreen, { standalone: true }),
  consoleRoute("loginBeta", loginBetaScreen, { standalone: true }),
  consoleRoute("workingSite", workingSiteScreen),
  consoleRoute("sponsor", sponsorScreen, { standalone: true }),
  consoleRoute("sponsorConfirm", sponsorConfirmScreen, { standalone: true }),
  consoleRoute("error", errorScreen),
  consoleRoute("ssoError", ssoErrorScreen),
  supportTicketsRoute,
  supportTicketNewRoute,
  consoleRoute("supportTicket", ticketDetailScreen),
  consoleRoute("codesCreate", codesCreateScreen),
  consoleRoute("codesList", codesListScreen, { prefetch: prefetchCodesList }),
  consoleRoute("codesPlanetCampus", codesPlanetCampusScreen),
  consoleRoute("codesPrintId", codesPrintIdScreen),
  consoleRoute("codesPrintState", codesPrintStateScreen),
  consoleRoute("codesPrintCorrelation", codesPrintCorrelationScreen, { prefetch: prefetchCodesPrintCorrelation }),
  networkMapsRoute,
  consoleRoute("networkIot", networkIotScreen),
  consoleRoute("networkMonitoring", networkMonitoringScreen, {
    prefetch: prefetchNetworkMonitoring,
    drawsWith: monitoringChartsChunk,
  }),
  consoleRoute("networkAps", networkApsScreen),
  consoleRoute("networkEvents", networkEventsScreen),
  consoleRoute("networkCallouts", networkCalloutsScreen),
  statisticsRoute,
  consoleRoute("statisticsChromecast", statisticsChromecastScreen),
  consoleRoute("statisticsPurchases", statisticsDashboardScreen("PurchasesDashboardScreen")),
  consoleRoute("statisticsCodes", statisticsDashboardScreen("UsedCodesDashboardScreen")),
  consoleRoute("statisticsCustomers", statisticsDashboardScreen("CustomersDashboardScreen")),
  statisticsReportingRoute,
  accountsListRoute("accounts", accountsScreen),
  consoleRoute("accountsCreate", userCreateScreen),
  consoleRoute("accountsEdit", userEditScreen),
  consoleRoute("usersCreate", userCreateScreen),
  accountsListRoute("usersDashboard", usersDashboardScreen),
  consoleRoute("apiToken", apiTokenScreen),
  consoleRoute("outbox", outboxScreen),
  consoleRoute("organismSecurity", organismSecurityScreen),
  consoleRoute("webhooks", webhooksScreen),
  consoleRoute("webhookEndpoint", webhookEndpointScreen),
  consoleRoute("advertisementsList", advertisementsListScreen),
  consoleRoute("advertisementsCreate", advertisementsCreateScreen),
  consoleRoute("advertisementsEdit", advertisementsEditScreen),
  ranRoute,
  ranPrintRoute,
  consoleRoute("silentMode", silentModeScreen),
  // docs/legal.md: open signed in or out, in the console's frame (its brand header alone when signed out).
  consoleRoute("terms", termsScreen),
  consoleRoute("privacy", privacyScreen),
  consoleRoute("legalNotice", legalNoticeScreen),
]);
