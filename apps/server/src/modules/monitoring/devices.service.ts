import type { AccessPointRow, EquipmentItem, EslRow, MonitoringLocation, SiteDeviceItem } from "@ondine/domain";
import type { Database } from "../../db";
import type { Scope } from "../../scope/scope";
import { findSiteIotEquipment, iotEquipmentFingerprint } from "./devices.repository";
import {
  presentAccessPointRow,
  presentEquipment,
  presentEsl,
  presentIotEquipment,
  presentSiteEquipment,
} from "./equipment.presenter";
import { findAccessPointList, findSiteEquipment, findSiteEsls } from "./equipment.repository";
import { resolveMonitoredLocation, resolveMonitoredSite } from "./monitored-location.service";

/**
 * GET /monitoring/devices: a site's equipment, spare left out, then its
 * streaming sticks and TVs (merges their reachability by `mac_address`, docs/product.md#monitoring-api).
 */
export async function listSiteDevicesWithIot(db: Database, scope: Scope, siteId: number): Promise<SiteDeviceItem[]> {
  const site = await resolveMonitoredSite(db, scope, siteId);
  const [network, iot] = await Promise.all([findSiteEquipment(db, site), findSiteIotEquipment(db, site)]);
  return [...network.map(presentSiteEquipment), ...iot.map(presentIotEquipment)];
}

/**
 * What GET /monitoring/devices adds to its cache key: a digest of the site's sticks and TVs, so that a
 * restart's unreachable-then-back is answered at once rather than after the cache's 3 minutes. The caller has
 * checked that the site is in its scope.
 */
export function iotDevicesCacheFingerprint(db: Database, siteId: number): Promise<string> {
  return iotEquipmentFingerprint(db, siteId);
}

/** A site's network equipment, spare left out (GraphQL's `devices`). */
export async function listSiteDevices(db: Database, scope: Scope, siteId: number): Promise<EquipmentItem[]> {
  const site = await resolveMonitoredSite(db, scope, siteId);
  return (await findSiteEquipment(db, site)).map(presentEquipment);
}

/** GET /monitoring/devices_more: the access points of a site or an organism's sites in production. */
export async function listAccessPoints(
  db: Database,
  scope: Scope,
  location: MonitoringLocation,
): Promise<AccessPointRow[]> {
  const monitored = await resolveMonitoredLocation(db, scope, location);
  const rows = await findAccessPointList(db, monitored.sites);
  return rows.map(presentAccessPointRow);
}

/** GET /monitoring/esls: a site's electronic shelf labels. */
export async function listSiteEsls(db: Database, scope: Scope, siteId: number): Promise<EslRow[]> {
  const site = await resolveMonitoredSite(db, scope, siteId);
  return (await findSiteEsls(db, site)).map(presentEsl);
}
