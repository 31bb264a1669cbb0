import type { SiteAvailabilityLevel } from "../monitoring/site-availability";
import type { WebhookEventType } from "./webhook-codes";

/**
 * The webhook a site's level change sends (docs/webhooks.md#events), or null:
 * site.down on turning down, site.degraded on turning degraded (by its line or
 * its access points) from up or down, site.recovered on coming back up from
 * down or degraded. A first evaluation (no level before) or a site not yet
 * referenced sends nothing: nothing changed that an integrator acted on.
 */
export function siteLevelEventType(
  previous: SiteAvailabilityLevel | null,
  next: SiteAvailabilityLevel,
): WebhookEventType | null {
  if (previous === null || previous === "notReferenced" || previous === next) return null;
  if (next === "down") return "site.down";
  if (next === "degraded" || next === "degradedAps")
    return previous === "up" || previous === "down" ? "site.degraded" : null;
  if (next === "up") return "site.recovered";
  return null;
}
