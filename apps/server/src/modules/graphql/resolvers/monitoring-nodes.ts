import type {
  AvailabilityHistoryAnswer,
  BandwidthPoint,
  BuildingSummary,
  EquipmentItem,
  SiteAvailabilityLevel,
  SiteMapAnswer,
  SiteStatusFigures,
  SpeedtestPoint,
  TrafficPoint,
} from "@ondine/domain";

const availabilities: Record<SiteAvailabilityLevel, string> = {
  notReferenced: "NOT_REFERENCED",
  down: "DOWN",
  degraded: "DEGRADED",
  degradedAps: "DEGRADED_APS",
  up: "UP",
};

/** The GraphQL Availability of a docs/product.md#monitoring-availability level. */
export function availabilityOf(level: SiteAvailabilityLevel): string {
  return availabilities[level];
}

export function siteStatusNode(status: SiteStatusFigures) {
  return {
    availability: availabilityOf(status.available_level),
    reason: status.available_reason,
    lastFullRefresh: status.last_full_refresh,
    levelSince: status.level_since,
    lineOk: status.line_ok,
    lineUnreachable: status.line_unreachable,
    lineInactive: status.line_inactive,
    lineDisconnected: status.line_disconnected,
    accessPointOk: status.accesspoint_ok,
    accessPointUnreachable: status.accesspoint_unreachable,
    connectedDevices: status.connected_devices,
    activeUsers: status.active_users,
    speedtest: status.speedtest,
    trafficRx: status.traffic_rx,
    bandwidthMax: status.bandwith_max,
    bandwidthCurrent: status.bandwith_current,
    muted: status.muted,
  };
}

export function availabilityHistoryNode(history: AvailabilityHistoryAnswer) {
  return {
    from: history.from,
    to: history.to,
    events: history.events.map((event) => ({
      at: event.at,
      availability: availabilityOf(event.level),
      reason: event.reason,
      muted: event.muted,
    })),
    months: history.months.map((month) => ({
      month: month.month,
      ratio: month.ratio,
      downSeconds: month.down_seconds,
      measuredSeconds: month.measured_seconds,
    })),
  };
}

export function buildingNode(building: BuildingSummary) {
  return {
    uuid: building.uuid,
    name: building.name,
    bedsNumber: building.beds_number,
    floorsCount: building.floors_count,
    accessPointsReached: building.state.ap.reached,
    accessPointsTotal: building.state.ap.total,
    accessPointsUnreferenced: building.state.ap.unref,
  };
}

export const trafficNode = (point: TrafficPoint) => ({
  stamp: point.stamp,
  rx: point.rx,
  tx: point.tx,
  activeUsers: point.active_users,
});

export const bandwidthNode = (point: BandwidthPoint) => ({
  stamp: point.stamp,
  current: point.bandwidth_current,
  max: point.bandwidth_max,
});

export const speedtestNode = (point: SpeedtestPoint) => ({
  stamp: point.stamp,
  download: point.download,
  upload: point.upload,
});

export function equipmentNode(item: EquipmentItem) {
  return {
    id: item.id,
    mac: item.mac,
    model: item.model.name,
    tag: item.tag,
    category: item.category,
    state: item.state,
    muted: item.muted,
    isReachable: item.is_reachable,
    connectedStations: item.connected_stations,
    ssid2ghz: item.ssid_2ghz,
    ssid5ghz: item.ssid_5ghz,
    buildingUuid: item.building_uuid,
    floorUuid: item.floor_uuid,
    x: item.position?.x ?? null,
    y: item.position?.y ?? null,
  };
}

export function siteMapNode(map: SiteMapAnswer) {
  return {
    buildings: map.locations.map((building) => ({
      uuid: building.uuid,
      name: building.name,
      floors: building.children.map((floor) => ({
        uuid: floor.uuid,
        name: floor.name,
        level: floor.level,
        planUrl: floor.plan?.url ?? null,
        state: floor.state,
        equipment: floor.equipment.map(equipmentNode),
      })),
    })),
    unlocalizedEquipment: [...map.unlocalizedEquipment.ap, ...map.unlocalizedEquipment.switch].map(equipmentNode),
  };
}
