import type { IotDeviceType } from "../iot/iot-answers";
import type { EquipmentCategory, EquipmentState } from "./equipment";
import type { FloorPlan } from "./floor-plan";
import type { FloorState } from "./floor-state";
import type { SiteAvailabilityLevel, SiteAvailabilityReason } from "./site-availability";

// The answers of the monitoring read calls (docs/api.md "Monitoring"), as the
// server presents them and the console reads them. Times: `stamp` ISO 8601,
// `timeline` unix seconds; rates and bandwidths in bits per second. The
// `bandwith_` spelling is SPEC §3's, kept as the contract.

/** SPEC §3 "Site status" of a site, or summed over an organism's sites in production. */
export interface SiteStatusFigures {
  line_ok: number;
  line_unreachable: number;
  line_inactive: number;
  line_disconnected: number;
  /** Access points counted reached (accessPointCount); with the unreached, the total of every AP ratio. */
  accesspoint_ok: number;
  /** Access points counted unreached: those the AP list shows offline. */
  accesspoint_unreachable: number;
  /** Stations connected to the reached access points now: the "connected devices" of every screen. */
  connected_devices: number;
  /** From the latest traffic sample; 0 before the first. */
  active_users: number;
  /** The latest speed test's download; 0 before the first. */
  speedtest: number;
  /** The latest traffic sample's received rate; 0 before the first. */
  traffic_rx: number;
  /** The rate received over the lines: the latest traffic sample's, as traffic_rx. */
  bandwidth_rx: number;
  bandwith_max: number;
  bandwith_current: number;
  /** ISO 8601; null before the first equipment or line report (an organism: its oldest site's). */
  last_full_refresh: string | null;
  available_level: SiteAvailabilityLevel;
  /** Why (siteAvailabilityReason): what the alerts say; an organism's is its worst site's; null when up. */
  available_reason: SiteAvailabilityReason | null;
  /** ISO 8601: since when the site has available_level (siteAvailabilitySince; an organism: its worst site's); null before the first report. */
  level_since: string | null;
}

export interface SiteStatusOfSite extends SiteStatusFigures {
  site_id: number;
  site_name: string;
}

/**
 * `GET /monitoring/status`: an organism's answer adds its sites one by one,
 * by name; so does `GET /monitoring/status/all` (every site of the caller's
 * scope in production, summed).
 */
export interface SiteStatusAnswer extends SiteStatusFigures {
  sites?: SiteStatusOfSite[];
}

/** `GET /monitoring/counters`: the overview tiles. */
export interface MonitoringCounters {
  /** Access points counted reached (accessPointCount). */
  accesspoint_ok: number;
  /** Access points counted: reached + unreached (planned, works, hibernation... and spare left out). */
  accesspoint_total: number;
  /** Access points not supervised (planned, works, hibernation...; accessPointCount), outside the ratio. */
  accesspoint_not_supervised: number;
  /** Stations connected to the reached access points. */
  connected_devices: number;
  line_ok: number;
  line_total: number;
  /** What the lines deliver now, bits per second (bandwith_current summed; lineRatePercent). */
  bandwidth_current: number;
  /** The lines' nominal rate, bits per second. */
  bandwidth_max: number;
  /** The traffic received at the sites' latest reports, bits per second (linkUsePercent). */
  traffic_rx: number;
}

/** SPEC §3 "Traffic series". */
export interface TrafficPoint {
  stamp: string;
  timeline: number;
  rx: number;
  tx: number;
  active_users: number;
}

export interface BandwidthPoint {
  stamp: string;
  timeline: number;
  bandwidth_current: number;
  bandwidth_max: number;
}

export interface SpeedtestPoint {
  stamp: string;
  timeline: number;
  site_id: number;
  download: number;
  upload: number;
}

/** An electronic shelf label and the access point it hangs from (SPEC §3 esl). */
export interface EquipmentEsl {
  label: string | null;
  mac: string;
  topology: { parent: { mac: string | null } };
}

/** SPEC §3 "Equipment", as `GET /monitoring/devices` and the site map list it. */
export interface EquipmentItem {
  id: number;
  mac: string;
  main_mac_address: string | null;
  model: { name: string };
  tag: string | null;
  /** SPEC §4 "Device availability". */
  state: EquipmentState;
  /** SPEC §4 "Equipment state": what the collector last saw. */
  status: "reachable" | "unreached";
  category: EquipmentCategory;
  connected_stations: number;
  is_reachable: boolean;
  ssid_2ghz: string | null;
  ssid_5ghz: string | null;
  /** On its floor's plan; null when not placed. */
  position: { x: number; y: number } | null;
  building_uuid: string | null;
  floor_uuid: string | null;
  /** Set for a shelf label, null for other equipment. */
  esl: EquipmentEsl | null;
}

/**
 * `GET /monitoring/devices?site=`: the site's network equipment and (issue 16)
 * its streaming sticks and TVs, each with `mac_address` (its MAC, the key of
 * SPEC §7's IoT reachability merge). Only access points, switches and
 * gateways are drawn on a map.
 */
export type SiteDeviceItem = (EquipmentItem & { mac_address: string }) | IotEquipmentItem;

/** A stick or a TV as the devices call lists it: never placed on a plan, reachable as it last reported. */
export interface IotEquipmentItem extends Omit<EquipmentItem, "category"> {
  category: IotDeviceType;
  mac_address: string;
}

/** `GET /monitoring/devices_more`: one access point of the AP status list. */
export interface AccessPointRow {
  site_id: number;
  site_name: string;
  building_uuid: string | null;
  building_name: string | null;
  floor_uuid: string | null;
  floor_name: string | null;
  model: string | null;
  tag: string | null;
  mac: string;
  is_reachable: boolean;
  state: EquipmentState;
  /** ISO 8601: the latest collector report that found it reachable; null before the first. */
  last_seen: string | null;
  /** ISO 8601: the first report of its current unreachability; null while reachable or never reported. */
  down_since: string | null;
}

export interface SiteMapFloor {
  uuid: string;
  name: string;
  /** Its level in the building (0 ground, negative below): the isometric view stacks floors by it. */
  level: number;
  state: FloorState | null;
  /** Null when no plan was uploaded: positions are then on `floorPlanSize`. */
  plan: FloorPlan | null;
  equipment: EquipmentItem[];
}

export interface SiteMapBuilding {
  uuid: string;
  name: string;
  children: SiteMapFloor[];
}

/** `GET /monitoring/sites/{id}/full`: SPEC §3 "Site data (map)". */
export interface SiteMapAnswer {
  site_name: string;
  site_id: number;
  locations: SiteMapBuilding[];
  unlocalizedEquipment: { ap: EquipmentItem[]; switch: EquipmentItem[] };
}

/** `GET /monitoring/esls`. */
export interface EslRow {
  label: string | null;
  mac: string;
  model: string | null;
  topology: { parent: { mac: string | null } };
}

/** `GET /tickets_sf/kpis`: SPEC §3 "Ticket KPIs". */
export interface TicketKpis {
  /** Events opened, over the look-back. */
  open: number;
  /** Interventions counted (countedInterventionStates) dated from the look-back's start on: planned + in progress. */
  intervention: number;
  /** Of them, those planned (interventionProgress "planned"), one dated next month included. */
  intervention_planned: number;
  /** Of them, those in progress. */
  intervention_in_progress: number;
}

/**
 * Issue 15, `GET /monitoring/sites/{id}/live` (Server-Sent Events): what an
 * open map receives. Each `equipment` event's SSE id is the last change it
 * carries; a client reconnecting with `Last-Event-ID` receives every change
 * after it. `reset` says changes were missed (too old to replay): read the
 * site map again.
 */
export interface LiveEquipmentEvent {
  /** The equipment as the site map gives it, changed or added. */
  changed: EquipmentItem[];
  /** Ids of equipment deleted or now spare (no longer drawn). */
  removed: number[];
}

/** Issue 15, `GET /monitoring/equipment/search?q=`: one piece of equipment found among the caller's sites. */
export interface EquipmentSearchHit {
  id: number;
  site_id: number;
  site_name: string;
  building_uuid: string | null;
  building_name: string | null;
  floor_uuid: string | null;
  floor_name: string | null;
  category: EquipmentCategory;
  model: string;
  mac: string;
  serial: string | null;
  tag: string | null;
  state: EquipmentState;
}
