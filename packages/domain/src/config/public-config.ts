import type { CustomerServicePhones } from "../coupons/customer-service-phone";
import type { Language } from "../i18n/languages";

/** A tile layer of the home map: a URL template (`{z}/{x}/{y}`, optional `{s}`) and its required credit. */
export interface TileLayerSettings {
  url: string;
  attribution: string;
}

/**
 * `GET /api/config/public`: the settings the console reads from the server
 * (README "Settings"). A tile layer is null when turned off (`none`), as
 * tests and closed networks do.
 */
export interface PublicConfig {
  support_portal_url: string;
  map_tiles: { road: TileLayerSettings | null; satellite: TileLayerSettings | null };
  /** The numbers printed on coupons (SPEC §2 print page). */
  customer_service_phones: CustomerServicePhones;
}

/** SPEC §2 "/working-site": the support centre, in the interface's language. */
export function supportCentreUrl(portalUrl: string, language: Language): string {
  return `${portalUrl}/${language}`;
}

export type StimeHelpLink = "usageGuide" | "wifiKeyGuide" | "videos" | "afterSalesRequest";

/**
 * SPEC §2 "/working-site": for stime accounts, the usage guide, the Wi-Fi
 * key guide, the videos and cases, and the after-sales request, on the
 * support portal in the interface's language (docs/api.md "Support portal").
 */
export function stimeHelpLinks(portalUrl: string, language: Language): Record<StimeHelpLink, string> {
  const base = supportCentreUrl(portalUrl, language);
  return {
    usageGuide: `${base}/guides/usage`,
    wifiKeyGuide: `${base}/guides/wifi-key`,
    videos: `${base}/guides/videos`,
    afterSalesRequest: `${base}/requests/new`,
  };
}

/** SPEC §2: an account "of type stime" is one holding the stime after-sales role. */
export function isStimeAccount(user: { roles: { sav_stime: 0 | 1 } }): boolean {
  return user.roles.sav_stime === 1;
}
