import type { RouteId } from "@ondine/domain";
import { lazyRouteComponent } from "@tanstack/react-router";
import { createElement } from "react";

/**
 * The screen of a route whose feature is not built yet: its own lazy
 * component naming the screen. All of them share the one small
 * not-available chunk until a feature replaces its line in the route tree.
 */
export function notAvailableScreen(routeId: RouteId) {
  return lazyRouteComponent(() =>
    import("../../features/not-available/components/not-available-screen").then(({ NotAvailableScreen }) => ({
      default: function RouteNotAvailable() {
        return createElement(NotAvailableScreen, { screen: routeId });
      },
    })),
  );
}

export const loginScreen = lazyRouteComponent(() => import("../screens/login-screen"), "LoginScreen");
export const errorScreen = lazyRouteComponent(() => import("../screens/error-screen"), "ErrorScreen");
export const ssoErrorScreen = lazyRouteComponent(() => import("../screens/sso-error-screen"), "SsoErrorScreen");
export const termsScreen = lazyRouteComponent(() => import("../screens/legal-screens"), "TermsScreen");
export const privacyScreen = lazyRouteComponent(() => import("../screens/legal-screens"), "PrivacyScreen");
export const legalNoticeScreen = lazyRouteComponent(() => import("../screens/legal-screens"), "LegalNoticeScreen");
export const passwordResetScreen = lazyRouteComponent(
  () => import("../screens/password-reset-screen"),
  "PasswordResetScreen",
);
export const passwordCreateScreen = lazyRouteComponent(
  () => import("../screens/password-create-screen"),
  "PasswordCreateScreen",
);
export const emailConfirmScreen = lazyRouteComponent(
  () => import("../screens/email-confirm-screen"),
  "EmailConfirmScreen",
);
export const loginBetaScreen = lazyRouteComponent(() => import("../screens/login-beta-screen"), "LoginBetaScreen");
export const logoutScreen = lazyRouteComponent(
  () => import("../../features/auth/components/logout-page"),
  "LogoutPage",
);
export const accountScreen = lazyRouteComponent(() => import("../screens/account-screen"), "AccountScreen");
export const resetLogAsScreen = lazyRouteComponent(
  () => import("../../features/auth/components/end-impersonation-page"),
  "EndImpersonationPage",
);
export const accountsScreen = lazyRouteComponent(() => import("../screens/accounts-screen"), "AccountsScreen");
export const usersDashboardScreen = lazyRouteComponent(
  () => import("../screens/accounts-screen"),
  "UsersDashboardScreen",
);
export const userCreateScreen = lazyRouteComponent(() => import("../screens/user-create-screen"), "UserCreateScreen");
export const userEditScreen = lazyRouteComponent(() => import("../screens/user-edit-screen"), "UserEditScreen");
export const apiTokenScreen = lazyRouteComponent(() => import("../screens/api-token-screen"), "ApiTokenScreen");
export const outboxScreen = lazyRouteComponent(
  () => import("../../features/outbox/components/outbox-page"),
  "OutboxPage",
);
export const organismSecurityScreen = lazyRouteComponent(
  () => import("../screens/organism-security-screen"),
  "OrganismSecurityScreen",
);
export const identityProviderScreen = lazyRouteComponent(
  () => import("../screens/identity-provider-screen"),
  "IdentityProviderScreen",
);
export const statisticsOverviewScreen = lazyRouteComponent(
  () => import("../screens/statistics-overview-screen"),
  "StatisticsOverviewScreen",
);
export const homeScreen = lazyRouteComponent(() => import("../screens/home-screen"), "HomeScreen");
export const workingSiteScreen = lazyRouteComponent(
  () => import("../screens/working-site-screen"),
  "WorkingSiteScreen",
);
export const networkMonitoringScreen = lazyRouteComponent(
  () => import("../screens/network-monitoring-screen"),
  "NetworkMonitoringScreen",
);
export const networkMapsScreen = lazyRouteComponent(
  () => import("../screens/network-maps-screen"),
  "NetworkMapsScreen",
);
export const networkIotScreen = lazyRouteComponent(() => import("../screens/network-iot-screen"), "NetworkIotScreen");
export const networkApsScreen = lazyRouteComponent(() => import("../screens/network-aps-screen"), "NetworkApsScreen");
export const networkEventsScreen = lazyRouteComponent(
  () => import("../screens/network-events-screen"),
  "NetworkEventsScreen",
);
export const networkCalloutsScreen = lazyRouteComponent(
  () => import("../screens/network-callouts-screen"),
  "NetworkCalloutsScreen",
);

export const codesCreateScreen = lazyRouteComponent(
  () => import("../screens/codes-create-screen"),
  "CodesCreateScreen",
);
export const codesListScreen = lazyRouteComponent(() => import("../screens/codes-list-screen"), "CodesListScreen");
export const codesPlanetCampusScreen = lazyRouteComponent(
  () => import("../screens/codes-planet-campus-screen"),
  "CodesPlanetCampusScreen",
);
export const codesPrintIdScreen = lazyRouteComponent(
  () => import("../screens/codes-print-id-screen"),
  "CodesPrintIdScreen",
);
export const codesPrintStateScreen = lazyRouteComponent(
  () => import("../screens/codes-print-state-screen"),
  "CodesPrintStateScreen",
);
export const codesPrintCorrelationScreen = lazyRouteComponent(
  () => import("../screens/codes-print-correlation-screen"),
  "CodesPrintCorrelationScreen",
);
export const sponsorScreen = lazyRouteComponent(() => import("../screens/sponsor-screen"), "SponsorScreen");
export const sponsorConfirmScreen = lazyRouteComponent(
  () => import("../screens/sponsor-confirm-screen"),
  "SponsorConfirmScreen",
);
export const statisticsChromecastScreen = lazyRouteComponent(
  () => import("../screens/statistics-chromecast-screen"),
  "StatisticsChromecastScreen",
);
export const statisticsReportingScreen = lazyRouteComponent(
  () => import("../screens/statistics-reporting-screen"),
  "StatisticsReportingScreen",
);
/** One import for the three announcement screens (advertisements-screens.ts says why). */
const advertisementsScreens = () => import("../screens/advertisements-screens");
export const advertisementsListScreen = lazyRouteComponent(advertisementsScreens, "AdvertisementsListScreen");
export const advertisementsCreateScreen = lazyRouteComponent(advertisementsScreens, "AdvertisementsCreateScreen");
export const advertisementsEditScreen = lazyRouteComponent(advertisementsScreens, "AdvertisementsEditScreen");
/** One import for the three support ticket screens (tickets-screens.ts says why). */
const ticketsScreens = () => import("../screens/tickets-screens");
export const ticketsListScreen = lazyRouteComponent(ticketsScreens, "TicketsListScreen");
export const ticketNewScreen = lazyRouteComponent(ticketsScreens, "TicketNewScreen");
export const ticketDetailScreen = lazyRouteComponent(ticketsScreens, "TicketDetailScreen");
/** One import for the webhooks' two screens (webhooks-screens.tsx says why). */
const webhooksScreens = () => import("../screens/webhooks-screens");
export const webhooksScreen = lazyRouteComponent(webhooksScreens, "WebhooksScreen");
export const webhookEndpointScreen = lazyRouteComponent(webhooksScreens, "WebhookEndpointScreen");
