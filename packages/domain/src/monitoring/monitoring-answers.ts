import { z } from "zod";
import { iotDeviceTypes } from "../iot/iot-answers";
import { equipmentCategories, equipmentStates } from "./equipment";
import { floorPlanSchema } from "./floor-plan";
import { floorStates } from "./floor-state";
import { siteAvailabilityLevels, siteAvailabilityReasons } from "./site-availability";

// The answers of the monitoring read calls (docs/api.md "Monitoring"), as the
// server presents them and the console reads them. Times: `stamp` ISO 8601,
// `timeline` unix seconds; rates and bandwidths in bits per second. The
// `bandwith_` spelling is those in docs/product.md#monitoring-data, kept as the contract.

const instant = z.iso.datetime({ offset: true });

/** Site status (docs/product.md#monitoring-data) of a site, or summed over an organism's sites in production. */
export const siteStatusFiguresSchema = z.object({
  line_ok: z.number(),
  line_unreachable: z.number(),
  line_inactive: z.number(),
  line_disconnected: z.number(),
  /** Access points counted reached (accessPointCount); with the unreached, the total of every AP ratio. */
  accesspoint_ok: z.number(),
  /** Access points counted unreached: those the AP list shows offline. */
  accesspoint_unreachable: z.number(),
  /** Stations connected to the reached access points now: the "connected devices" of every screen. */
  connected_devices: z.number(),
  /** From the latest traffic sample; 0 before the first. */
  active_users: z.number(),
  /** The latest speed test's download; 0 before the first. */
  speedtest: z.number(),
  /** The latest traffic sample's received rate; 0 before the first. */
  traffic_rx: z.number(),
  /** The rate received over the lines: the latest traffic sample's, as traffic_rx. */
  bandwidth_rx: z.number(),
  bandwith_max: z.number(),
  bandwith_current: z.number(),
  /** ISO 8601; null before the first equipment or line report (an organism: its oldest site's). */
  last_full_refresh: instant.nullable(),
  available_level: z.enum(siteAvailabilityLevels),
  /** Why (siteAvailabilityReason): what the alerts say; an organism's is its worst site's; null when up. */
  available_reason: z.enum(siteAvailabilityReasons).nullable(),
  /** ISO 8601: since when the site has available_level (siteAvailabilitySince; an organism: its worst site's); null before the first report. */
  level_since: instant.nullable(),
  /**
   * A silence window covers the whole site now (docs/alerts.md#silent-mode): shown muted, alerts
   * nobody. An organism's: every one of its sites that reported is muted.
   */
  muted: z.boolean(),
});
export type SiteStatusFigures = z.infer<typeof siteStatusFiguresSchema>;

export const siteStatusOfSiteSchema = siteStatusFiguresSchema.extend({
  site_id: z.number().int(),
  site_name: z.string(),
});
export type SiteStatusOfSite = z.infer<typeof siteStatusOfSiteSchema>;

/**
 * `GET /monitoring/status`: an organism's answer adds its sites one by one,
 * by name; so does `GET /monitoring/status/all` (every site of the caller's
 * scope in production, summed).
 */
export const siteStatusAnswerSchema = siteStatusFiguresSchema.extend({
  sites: z.array(siteStatusOfSiteSchema).optional(),
});
export type SiteStatusAnswer = z.infer<typeof siteStatusAnswerSchema>;

/** `GET /monitoring/counters`: the overview tiles. */
export const monitoringCountersSchema = z.object({
  /** Access points counted reached (accessPointCount). */
  accesspoint_ok: z.number(),
  /** Access points counted: reached + unreached (planned, works, hibernation... and spare left out). */
  accesspoint_total: z.number(),
  /** Access points not supervised (planned, works, hibernation...; accessPointCount), outside the ratio. */
  accesspoint_not_supervised: z.number(),
  /** Stations connected to the reached access points. */
  connected_devices: z.number(),
  line_ok: z.number(),
  line_total: z.number(),
  /** What the lines deliver now, bits per second (bandwith_current summed; lineRatePercent). */
  bandwidth_current: z.number(),
  /** The lines' nominal rate, bits per second. */
  bandwidth_max: z.number(),
  /** The traffic received at the sites' latest reports, bits per second (linkUsePercent). */
  traffic_rx: z.number(),
});
export type MonitoringCounters = z.infer<typeof monitoringCountersSchema>;

/** Traffic series (docs/product.md#monitoring-data). */
export const trafficPointSchema = z.object({
  stamp: instant,
  timeline: z.number(),
  rx: z.number(),
  tx: z.number(),
  active_users: z.number(),
});
export type TrafficPoint = z.infer<typeof trafficPointSchema>;
export const trafficSeriesAnswerSchema = z.array(trafficPointSchema);

export const bandwidthPointSchema = z.object({
  stamp: instant,
  timeline: z.number(),
  bandwidth_current: z.number(),
  bandwidth_max: z.number(),
});
export type BandwidthPoint = z.infer<typeof bandwidthPointSchema>;
export const bandwidthSeriesAnswerSchema = z.array(bandwidthPointSchema);

export const speedtestPointSchema = z.object({
  stamp: instant,
  timeline: z.number(),
  site_id: z.number().int(),
  download: z.number(),
  upload: z.number(),
});
export type SpeedtestPoint = z.infer<typeof speedtestPointSchema>;
export const speedtestSeriesAnswerSchema = z.array(speedtestPointSchema);

const topologySchema = z.object({ parent: z.object({ mac: z.string().nullable() }) });

/** An electronic shelf label and the access point it hangs from (docs/product.md#maps-equipment). */
export const equipmentEslSchema = z.object({ label: z.string().nullable(), mac: z.string(), topology: topologySchema });
export type EquipmentEsl = z.infer<typeof equipmentEslSchema>;

/** Equipment (docs/product.md#maps-equipment), as `GET /monitoring/devices` and the site map list it. */
export const equipmentItemSchema = z.object({
  id: z.number().int(),
  mac: z.string(),
  main_mac_address: z.string().nullable(),
  model: z.object({ name: z.string() }),
  tag: z.string().nullable(),
  /** Device availability (docs/product.md#monitoring-availability). */
  state: z.enum(equipmentStates),
  /** Under a silence window now (docs/alerts.md#silent-mode): drawn muted, counted in no figure; `state` is kept. */
  muted: z.boolean(),
  /** Equipment state (docs/product.md#maps-equipment): what the collector last saw. */
  status: z.enum(["reachable", "unreached"]),
  category: z.enum(equipmentCategories),
  connected_stations: z.number(),
  is_reachable: z.boolean(),
  ssid_2ghz: z.string().nullable(),
  ssid_5ghz: z.string().nullable(),
  /** On its floor's plan; null when not placed. */
  position: z.object({ x: z.number(), y: z.number() }).nullable(),
  building_uuid: z.string().nullable(),
  floor_uuid: z.string().nullable(),
  /** Set for a shelf label, null for other equipment. */
  esl: equipmentEslSchema.nullable(),
});
export type EquipmentItem = z.infer<typeof equipmentItemSchema>;

/** A stick or a TV as the devices call lists it: never placed on a plan, reachable as it last reported. */
export const iotEquipmentItemSchema = equipmentItemSchema.extend({
  category: z.enum(iotDeviceTypes),
  mac_address: z.string(),
});
export type IotEquipmentItem = z.infer<typeof iotEquipmentItemSchema>;

/**
 * `GET /monitoring/devices?site=`: the site's network equipment and
 * its streaming sticks and TVs, each with `mac_address` (its MAC, the key of
 * IoT (docs/product.md#iot) reachability merge). Only access points, switches and
 * gateways are drawn on a map.
 */
export const siteDeviceItemSchema = z.union([
  equipmentItemSchema.extend({ mac_address: z.string() }),
  iotEquipmentItemSchema,
]);
export type SiteDeviceItem = z.infer<typeof siteDeviceItemSchema>;
export const siteDevicesAnswerSchema = z.array(siteDeviceItemSchema);

/** `GET /monitoring/devices_more`: one access point of the AP status list. */
export const accessPointRowSchema = z.object({
  site_id: z.number().int(),
  site_name: z.string(),
  building_uuid: z.string().nullable(),
  building_name: z.string().nullable(),
  floor_uuid: z.string().nullable(),
  floor_name: z.string().nullable(),
  model: z.string().nullable(),
  tag: z.string().nullable(),
  mac: z.string(),
  is_reachable: z.boolean(),
  state: z.enum(equipmentStates),
  /** Under a silence window now (docs/alerts.md#silent-mode): drawn muted, counted in no figure; `state` is kept. */
  muted: z.boolean(),
  /** ISO 8601: the latest collector report that found it reachable; null before the first. */
  last_seen: instant.nullable(),
  /** ISO 8601: the first report of its current unreachability; null while reachable or never reported. */
  down_since: instant.nullable(),
});
export type AccessPointRow = z.infer<typeof accessPointRowSchema>;
export const accessPointRowsAnswerSchema = z.array(accessPointRowSchema);

export const siteMapFloorSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  /** Its level in the building (0 ground, negative below): the isometric view stacks floors by it. */
  level: z.number().int(),
  state: z.enum(floorStates).nullable(),
  /** Null when no plan was uploaded: positions are then on `floorPlanSize`. */
  plan: floorPlanSchema.nullable(),
  equipment: z.array(equipmentItemSchema),
});
export type SiteMapFloor = z.infer<typeof siteMapFloorSchema>;

export const siteMapBuildingSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  children: z.array(siteMapFloorSchema),
});
export type SiteMapBuilding = z.infer<typeof siteMapBuildingSchema>;

/** `GET /monitoring/sites/{id}/full`: Site data (map) (docs/product.md#maps-equipment). */
export const siteMapAnswerSchema = z.object({
  site_name: z.string(),
  site_id: z.number().int(),
  locations: z.array(siteMapBuildingSchema),
  unlocalizedEquipment: z.object({ ap: z.array(equipmentItemSchema), switch: z.array(equipmentItemSchema) }),
});
export type SiteMapAnswer = z.infer<typeof siteMapAnswerSchema>;

/** `GET /monitoring/esls`. */
export const eslRowSchema = z.object({
  label: z.string().nullable(),
  mac: z.string(),
  model: z.string().nullable(),
  topology: topologySchema,
});
export type EslRow = z.infer<typeof eslRowSchema>;
export const eslRowsAnswerSchema = z.array(eslRowSchema);

/** `GET /tickets_sf/kpis`: Ticket KPIs (docs/product.md#monitoring-data). */
export const ticketKpisSchema = z.object({
  /** Events opened, over the look-back. */
  open: z.number(),
  /** Interventions counted (countedInterventionStates) dated from the look-back's start on: planned + in progress. */
  intervention: z.number(),
  /** Of them, those planned (interventionProgress "planned"), one dated next month included. */
  intervention_planned: z.number(),
  /** Of them, those in progress. */
  intervention_in_progress: z.number(),
});
export type TicketKpis = z.infer<typeof ticketKpisSchema>;

/**
 * The live maps work, `GET /monitoring/sites/{id}/live` (Server-Sent Events): what an
 * open map receives. Each `equipment` event's SSE id is the last change it
 * carries; a client reconnecting with `Last-Event-ID` receives every change
 * after it. `reset` says changes were missed (too old to replay): read the
 * site map again.
 */
export const liveEquipmentEventSchema = z.object({
  /** The equipment as the site map gives it, changed or added. */
  changed: z.array(equipmentItemSchema),
  /** Ids of equipment deleted or now spare (no longer drawn). */
  removed: z.array(z.number().int()),
});
export type LiveEquipmentEvent = z.infer<typeof liveEquipmentEventSchema>;

/** The live maps work, `GET /monitoring/equipment/search?q=`: one piece of equipment found among the caller's sites. */
export const equipmentSearchHitSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  site_name: z.string(),
  building_uuid: z.string().nullable(),
  building_name: z.string().nullable(),
  floor_uuid: z.string().nullable(),
  floor_name: z.string().nullable(),
  category: z.enum(equipmentCategories),
  model: z.string(),
  mac: z.string(),
  serial: z.string().nullable(),
  tag: z.string().nullable(),
  state: z.enum(equipmentStates),
  /** Under a silence window now (docs/alerts.md#silent-mode): drawn muted, counted in no figure; `state` is kept. */
  muted: z.boolean(),
});
export type EquipmentSearchHit = z.infer<typeof equipmentSearchHitSchema>;

/** `GET /monitoring/equipment/search?q=`. */
export const equipmentSearchAnswerSchema = z.array(equipmentSearchHitSchema);
