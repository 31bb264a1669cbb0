import type { QueryClient } from "@tanstack/react-query";
import { currentUserQueryOptions } from "../../features/auth/api/current-user-options";
import { preloadConsoleLayout } from "../layout/root-layout";
import { prefetchCallerLocations } from "./prefetch-caller-locations";

/**
 * What every signed-in page needs before its screen can draw, started side by
 * side as the page starts, while the console catalogue loads: the user (the
 * route guard reads it: it would otherwise be asked only once the catalogue
 * is in), the caller's locations and the console frame's chunk (otherwise
 * asked for only once the screen's chunk has arrived). The guard still reads
 * the user from the server on every page: this only starts that read sooner.
 */
export function startSignedInPage(queryClient: QueryClient): void {
  // A failure is the guard's to handle: it asks again and sends a 401 to the sign-in page.
  void queryClient.prefetchQuery(currentUserQueryOptions());
  prefetchCallerLocations(queryClient);
  preloadConsoleLayout();
}
