import { isDegradedLevel, linkUsePercent, type SiteStatusOfSite } from "@ondine/domain";
import { useBuildings } from "../api/find-buildings";
import { SiteHoverCard } from "./site-hover-card";

interface HoveredSiteCardProps {
  siteId: number;
  name: string;
  status: SiteStatusOfSite | undefined;
}

/** A site marker's hover card: figures from its status, lots and buildings read on hover (then cached). */
export function HoveredSiteCard({ siteId, name, status }: HoveredSiteCardProps) {
  const buildings = useBuildings({ type: "site", id: siteId });
  // Lots are counted where buildings have them (rooms, beds, pitches): an office has none, not "0".
  const counted = buildings.data?.filter((building) => building.beds_number !== null) ?? [];
  const lots = counted.length > 0 ? counted.reduce((sum, building) => sum + (building.beds_number ?? 0), 0) : null;
  const accessPoints = status
    ? { ok: status.accesspoint_ok, total: status.accesspoint_ok + status.accesspoint_unreachable }
    : null;
  const level = status?.available_level;
  const outage =
    status && level && (level === "down" || isDegradedLevel(level)) ? { level, since: status.level_since } : undefined;
  return (
    <SiteHoverCard
      details={{
        name,
        lots,
        buildings: buildings.data?.length ?? null,
        lastUpdate: status?.last_full_refresh ?? null,
        linkUse: status ? linkUsePercent(status.traffic_rx, status.bandwith_current) : null,
        connectedDevices: status?.connected_devices ?? null,
        accessPoints,
        outage,
      }}
    />
  );
}
