// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").
// A site's availability as the server evaluates it (docs/alerts.md#availability): the routes of its history, the
// evaluation the ingest, the silence windows and the periodic check run, and what the alerts read.
export { availabilityRoutes } from "./availability.routes";
export { type AvailabilityEvent, takeUnseenAvailabilityEvents } from "./availability-events.repository";
export { getAvailabilityHistory } from "./availability-history.service";
export { availabilityPruneIntervalMs, availabilityPruneKind, pruneAvailabilityEvents } from "./availability-prune";
export {
  availabilityCheckIntervalMs,
  availabilityCheckKind,
  evaluateSiteAvailability,
} from "./site-availability-evaluation.service";
export { findSiteAvailabilities } from "./site-availability-reads.service";
