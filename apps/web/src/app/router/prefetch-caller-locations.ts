import type { QueryClient } from "@tanstack/react-query";
import { callerLocationsQueryOptions } from "../../features/locations/api/caller-locations-options";

/**
 * The header's location search (and the home) need the caller's locations on
 * every console page: asked for as soon as the page starts, alongside the
 * screen's own chunks, rather than once the frame has drawn.
 */
export function prefetchCallerLocations(queryClient: QueryClient): void {
  // A failure is shown by the frame, which asks again (docs/product.md#errors).
  void queryClient.prefetchQuery(callerLocationsQueryOptions());
}
