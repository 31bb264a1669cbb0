import type { SiteStatusFigures } from "@ondine/domain";
import type { SiteStatusValues } from "./site-status-values";

/** Site status (docs/product.md#monitoring-data), with SPEC's field names (`bandwith_` included). */
export function presentSiteStatus(values: SiteStatusValues): SiteStatusFigures {
  return {
    line_ok: values.lineOk,
    line_unreachable: values.lineUnreachable,
    line_inactive: values.lineInactive,
    line_disconnected: values.lineDisconnected,
    accesspoint_ok: values.accessPointOk,
    accesspoint_unreachable: values.accessPointUnreachable,
    connected_devices: values.connectedDevices,
    active_users: values.activeUsers,
    speedtest: values.speedtestDownload,
    traffic_rx: values.trafficRx,
    // The rate received over the lines: the latest traffic sample's (docs/api.md).
    bandwidth_rx: values.trafficRx,
    bandwith_max: values.bandwidthMax,
    bandwith_current: values.bandwidthCurrent,
    last_full_refresh: values.lastFullRefresh ? values.lastFullRefresh.toISOString() : null,
    available_level: values.level,
    available_reason: values.reason,
    level_since: values.levelSince ? values.levelSince.toISOString() : null,
    muted: values.muted,
  };
}
