import type { Currency, OrganismKind } from "@ondine/domain";

/** How a line reaches the Internet, read from its id (`fibre-1`, `adsl-1`, `4g-1`). */
export type LineTechnology = "fibre" | "adsl" | "4g";

export interface SimulatedLine {
  lineId: string;
  name: string;
  /** Bits per second. */
  bandwidthMax: number;
}

/** A paid offer a site's portal sells (its own or its organism's). */
export interface PortalOffer {
  offerId: number;
  price: number;
  preTaxPrice: number;
  currency: Currency;
}

/** A private Wi-Fi space's key the site's collector holds (docs/private-wifi.md#commands). */
export interface SimulatedPrivateKey {
  spaceId: number;
  psk: string;
}

/** A production site as its collector sees it. */
export interface SimulatedSite {
  siteId: number;
  organismId: number;
  kind: OrganismKind;
  /** The supervised access points' MACs (not planned, in works, in hibernation or spare), sorted. */
  accessPoints: string[];
  /** Those access points' tags (`BP-2-07`), sorted: what an intervention names as its hotspot. */
  accessPointTags: string[];
  /** The supervised switches' and gateways' MACs, sorted: always reachable. */
  otherEquipment: string[];
  /** Sorted by line id. */
  lines: SimulatedLine[];
  /**
   * The hotel sticks' and TVs' MACs, sorted (read from the
   * database; absent from a plan built without one, as the seed's).
   */
  iotDevices?: string[];
  /** The hotel sticks' serials, sorted, whose casts the rounds report (read from the database too). */
  sticks?: string[];
  /** The paid offers its portal sells, by id (read from the database; absent from the seed's plan). */
  portalOffers?: PortalOffer[];
  /** A few of its back-office codes, valid and never used, that guests will use (sorted; from the database). */
  unusedCodes?: string[];
  /**
   * The private Wi-Fi keys its collector holds, by space id (read from the
   * database, then changed by the `private_keys` commands): the residents'
   * devices join these spaces.
   */
  privateKeys?: SimulatedPrivateKey[];
}

/** A collector the simulator plays, and the sites it reports. */
export interface SimulatedCollector {
  name: string;
  siteIds: number[];
}

/**
 * What the simulator plays: the demo's production sites and their
 * collectors. The same whether built from the seed's generator or read from
 * the database, so that `networkConditions` gives the same answer to both.
 */
export interface DemoPlan {
  sites: SimulatedSite[];
  collectors: SimulatedCollector[];
}

/** The demo collectors are told apart from real ones by this name prefix: only theirs get new tokens. */
export const simulatedCollectorPrefix = "simulated: ";

export function simulatedCollectorName(organismName: string): string {
  return `${simulatedCollectorPrefix}${organismName}`;
}

export function lineTechnology(lineId: string): LineTechnology {
  if (lineId.startsWith("adsl")) return "adsl";
  return lineId.startsWith("4g") ? "4g" : "fibre";
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The plan in its one order (sites by id, MACs and lines sorted), whatever order it was read in. */
export function sortedPlan(plan: DemoPlan): DemoPlan {
  return {
    sites: [...plan.sites]
      .sort((a, b) => a.siteId - b.siteId)
      .map((site) => ({
        ...site,
        accessPoints: [...site.accessPoints].sort(byText),
        accessPointTags: [...site.accessPointTags].sort(byText),
        otherEquipment: [...site.otherEquipment].sort(byText),
        ...(site.iotDevices ? { iotDevices: [...site.iotDevices].sort(byText) } : {}),
        ...(site.sticks ? { sticks: [...site.sticks].sort(byText) } : {}),
        ...(site.portalOffers ? { portalOffers: [...site.portalOffers].sort((a, b) => a.offerId - b.offerId) } : {}),
        ...(site.unusedCodes ? { unusedCodes: [...site.unusedCodes].sort(byText) } : {}),
        ...(site.privateKeys ? { privateKeys: [...site.privateKeys].sort((a, b) => a.spaceId - b.spaceId) } : {}),
        lines: [...site.lines].sort((a, b) => byText(a.lineId, b.lineId)),
      })),
    collectors: [...plan.collectors]
      .sort((a, b) => byText(a.name, b.name))
      .map((collector) => ({ ...collector, siteIds: [...collector.siteIds].sort((a, b) => a - b) })),
  };
}
