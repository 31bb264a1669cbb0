import type {
  EquipmentItem,
  EquipmentSearchHit,
  EslRow,
  SiteDeviceItem,
  SiteMapAnswer,
  SiteMapBuilding,
  SiteMapFloor,
  SiteStatusAnswer,
} from "@ondine/domain";
import { floorState } from "@ondine/domain";
import { organismLocationDocuments } from "../../../testing/location-documents";
import type { MockAnswer } from "../../../testing/mock-api";
import type { MapCanvasProps } from "../canvas/map-canvas-props";

let nextId = 100;

/** An access point placed on floor f-1 of building b-1, reachable. */
export function equipment(overrides: Partial<EquipmentItem> = {}): EquipmentItem {
  nextId += 1;
  return {
    id: nextId,
    mac: `aa:bb:cc:00:01:${String(nextId % 100).padStart(2, "0")}`,
    main_mac_address: null,
    model: { name: "AP-305" },
    tag: `AP-${nextId}`,
    state: "reachable",
    muted: false,
    status: "reachable",
    category: "access_point",
    connected_stations: 4,
    is_reachable: true,
    ssid_2ghz: "Belle-Escale-Guests",
    ssid_5ghz: "Belle-Escale-Guests-5G",
    position: { x: 200, y: 150 },
    building_uuid: "b-1",
    floor_uuid: "f-1",
    esl: null,
    ...overrides,
  };
}

/** A floor whose state follows its access points, as the server computes it. */
export function floor(uuid: string, name: string, level: number, items: EquipmentItem[]): SiteMapFloor {
  return {
    uuid,
    name,
    level,
    plan: null,
    state: floorState(items.filter((item) => item.category === "access_point").map((item) => item.state)),
    equipment: items,
  };
}

export function building(uuid: string, name: string, floors: SiteMapFloor[]): SiteMapBuilding {
  return { uuid, name, children: floors };
}

/** The hall's access point: on the ground floor, with a mesh network (hidden) on 5 GHz. */
export const hall = equipment({
  id: 11,
  mac: "aa:bb:cc:00:00:11",
  tag: "Hall",
  model: { name: "AP-505" },
  ssid_2ghz: "Belle-Escale-Guests",
  ssid_5ghz: "mesh-a1B2c3D4",
  connected_stations: 12,
});
export const bar = equipment({
  id: 12,
  mac: "aa:bb:cc:00:00:12",
  tag: "Bar",
  state: "unreachable",
  is_reachable: false,
});
export const roomsAp = equipment({ id: 21, mac: "aa:bb:cc:00:00:21", tag: "Chambres 1", floor_uuid: "f-2" });
export const spa = equipment({ id: 22, mac: "aa:bb:cc:00:00:22", tag: "Spa", floor_uuid: "f-2", state: "planned" });
export const loose = equipment({ id: 23, mac: "aa:bb:cc:00:00:23", tag: "Réserve", floor_uuid: "f-2", position: null });
export const annexAp = equipment({
  id: 31,
  mac: "aa:bb:cc:00:00:31",
  tag: "Annexe",
  building_uuid: "b-2",
  floor_uuid: "f-3",
  state: "unreachable",
  is_reachable: false,
});
/** Equipment as `GET /monitoring/devices` lists it: with its `mac_address` too. */
export function siteDevice(item: EquipmentItem): SiteDeviceItem {
  return { ...item, mac_address: item.mac };
}

export const storeSwitch = equipment({
  id: 41,
  mac: "aa:bb:cc:00:00:41",
  tag: "Baie 1",
  category: "switch",
  model: { name: "SW-24" },
  position: null,
  building_uuid: null,
  floor_uuid: null,
  ssid_2ghz: null,
  ssid_5ghz: null,
});

/** Site 5's map: building A (ground floor some-unreached, first floor all-reached), the annex, a switch nowhere. */
export function siteMap(overrides: Partial<SiteMapAnswer> = {}): SiteMapAnswer {
  return {
    site_id: 5,
    site_name: "Hôtel Belle Escale Nantes",
    locations: [
      building("b-1", "Bâtiment A", [
        floor("f-1", "Rez-de-chaussée", 0, [hall, bar]),
        floor("f-2", "1er étage", 1, [roomsAp, spa, loose]),
      ]),
      building("b-2", "Annexe", [floor("f-3", "Annexe RDC", 0, [annexAp])]),
    ],
    unlocalizedEquipment: { ap: [], switch: [storeSwitch] },
    ...overrides,
  };
}

/** The hall's two shelf labels. */
export const hallEsls: EslRow[] = [
  { label: "Rayon vins", mac: "aa:bb:cc:10:00:01", model: "ESL", topology: { parent: { mac: "AA:BB:CC:00:00:11" } } },
  { label: null, mac: "aa:bb:cc:10:00:02", model: "ESL", topology: { parent: { mac: "aa:bb:cc:00:00:11" } } },
];

export function searchHit(overrides: Partial<EquipmentSearchHit> = {}): EquipmentSearchHit {
  return {
    id: 21,
    site_id: 5,
    site_name: "Hôtel Belle Escale Nantes",
    building_uuid: "b-1",
    building_name: "Bâtiment A",
    floor_uuid: "f-2",
    floor_name: "1er étage",
    category: "access_point",
    model: "AP-305",
    mac: "aa:bb:cc:00:00:21",
    serial: "SN-21",
    tag: "Chambres 1",
    state: "reachable",
    muted: false,
    ...overrides,
  };
}

/** A healthy site's status, reported two minutes ago. */
export function siteStatus(overrides: Partial<SiteStatusAnswer> = {}): SiteStatusAnswer {
  return {
    line_ok: 2,
    line_unreachable: 0,
    line_inactive: 0,
    line_disconnected: 0,
    accesspoint_ok: 12,
    accesspoint_unreachable: 1,
    connected_devices: 87,
    active_users: 31,
    speedtest: 412_000_000,
    traffic_rx: 48_200_000,
    bandwidth_rx: 48_200_000,
    bandwith_max: 500_000_000,
    bandwith_current: 410_000_000,
    last_full_refresh: new Date(Date.now() - 120_000).toISOString(),
    level_since: new Date(Date.now() - 86_400_000).toISOString(),
    available_level: "up",
    available_reason: null,
    muted: false,
    ...overrides,
  };
}

const organism = { id: 7, name: "Hôtels Belle Escale" };
const sites = [
  { id: 5, name: "Hôtel Belle Escale Nantes" },
  { id: 6, name: "Hôtel Belle Escale Rennes" },
];

/** The caller's locations (organism 7 and its sites 5 and 6, in production), as the search proxy answers them. */
export function mapsLocationsAnswer(): Record<string, MockAnswer> {
  return {
    "POST /es_proxy/locations/_search": {
      status: 200,
      body: {
        hits: {
          total: { value: 3, relation: "eq" },
          hits: organismLocationDocuments(organism, sites).map((source, index) => ({
            _id: `${source.type}-${source.id}`,
            _source: source,
            sort: [index],
          })),
        },
      },
    },
  };
}

/**
 * Stands in for the canvas (jsdom draws nothing): what it was given, as
 * attributes, and a button per equipment it would draw, which hovers and
 * selects it as the pointer would.
 */
export function MapCanvasTestDouble(props: MapCanvasProps) {
  const drawn = props.floors
    .filter((candidate) => props.mode === "building" || candidate.uuid === props.selectedFloorUuid)
    .flatMap((candidate) => candidate.equipment);
  return (
    <div
      data-testid="map-canvas"
      data-label={props.label}
      data-mode={props.mode}
      data-rotation={props.rotation}
      data-zoom={props.zoom}
      data-floor={props.selectedFloorUuid}
      data-highlighted={props.highlightedId ?? ""}
      data-hidden={[...props.hidden].sort().join(",")}
      data-coverage={props.coverage}
    >
      {drawn.map((item) => (
        <button
          key={item.id}
          type="button"
          data-marker={item.mac}
          data-state={item.state}
          onMouseEnter={() =>
            props.onHover({
              equipment: item,
              esls: props.esls.filter((esl) => esl.topology.parent.mac?.toLowerCase() === item.mac),
              x: 120,
              y: 80,
            })
          }
          onMouseLeave={() => props.onHover(null)}
          onClick={() => props.onSelect(item)}
        >
          {item.mac}
        </button>
      ))}
    </div>
  );
}
