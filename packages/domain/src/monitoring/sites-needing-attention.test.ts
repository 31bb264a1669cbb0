import { describe, expect, it } from "vitest";
import type { SiteStatusOfSite } from "./monitoring-answers";
import type { SiteAvailabilityLevel } from "./site-availability";
import { needsAttention, sitesNeedingAttention } from "./sites-needing-attention";

function site(
  site_name: string,
  available_level: SiteAvailabilityLevel,
  level_since: string | null,
  muted = false,
): SiteStatusOfSite {
  return {
    site_id: site_name.length,
    site_name,
    line_ok: 1,
    line_unreachable: 0,
    line_inactive: 0,
    line_disconnected: 0,
    accesspoint_ok: 1,
    accesspoint_unreachable: 0,
    connected_devices: 0,
    active_users: 0,
    speedtest: 0,
    traffic_rx: 0,
    bandwidth_rx: 0,
    bandwith_max: 0,
    bandwith_current: 0,
    last_full_refresh: level_since,
    available_level,
    available_reason: null,
    level_since,
    muted,
  };
}

describe("sitesNeedingAttention", () => {
  it("keeps the sites down or degraded: down first, then degraded, each the longest so first, an unknown start last", () => {
    const names = sitesNeedingAttention([
      site("Up", "up", "2026-11-29T08:00:00Z"),
      site("Degraded lines, since 9h", "degraded", "2026-11-29T09:00:00Z"),
      site("Down since 10h", "down", "2026-11-29T10:00:00Z"),
      site("Degraded access points, since 7h", "degradedAps", "2026-11-29T07:00:00Z"),
      site("Never reported", "notReferenced", null),
      site("Down, start unknown", "down", null),
      site("Down since 6h", "down", "2026-11-29T06:00:00Z"),
    ]).map((status) => status.site_name);
    expect(names).toEqual([
      "Down since 6h",
      "Down since 10h",
      "Down, start unknown",
      "Degraded access points, since 7h",
      "Degraded lines, since 9h",
    ]);
  });

  it("leaves out a muted site: a silence window on it is planned works, not an outage", () => {
    const names = sitesNeedingAttention([
      site("Down, in works", "down", "2026-11-29T06:00:00Z", true),
      site("Down since 10h", "down", "2026-11-29T10:00:00Z"),
    ]).map((status) => status.site_name);
    expect(names).toEqual(["Down since 10h"]);
  });

  it("asks attention for down and both degraded levels only", () => {
    expect((["down", "degraded", "degradedAps"] as const).every(needsAttention)).toBe(true);
    expect((["up", "notReferenced"] as const).some(needsAttention)).toBe(false);
  });
});
