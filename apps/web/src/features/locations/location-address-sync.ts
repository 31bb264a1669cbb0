import { type RouteId, showsMenu } from "@ondine/domain";

/**
 * Routes whose address the selection leaves alone: pages without the menu
 * (print, sign-on, logout), the end of an impersonation (which goes home by
 * itself), and /working-site, which is there because there is no location.
 */
export function keepsItsAddress(routeId: RouteId | undefined): boolean {
  return routeId === undefined || !showsMenu(routeId) || routeId === "resetLogAs" || routeId === "workingSite";
}
