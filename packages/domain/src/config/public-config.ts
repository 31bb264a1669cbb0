import { z } from "zod";
import { customerServicePhonesSchema } from "../coupons/customer-service-phone";
import type { Language } from "../i18n/languages";

/** A tile layer of the home map: a URL template (`{z}/{x}/{y}`, optional `{s}`) and its required credit. */
export const tileLayerSettingsSchema = z.object({ url: z.string(), attribution: z.string() });
export type TileLayerSettings = z.infer<typeof tileLayerSettingsSchema>;

/** A link into another environment of the product set (MENU_ENVIRONMENT_LINKS, docs/product.md#navigation-menu). */
export const menuEnvironmentLinkSchema = z.object({ label: z.string(), url: z.string() });
export type MenuEnvironmentLink = z.infer<typeof menuEnvironmentLinkSchema>;

/**
 * `GET /api/config/public`: the settings the console reads from the server
 * (README "Settings"). A tile layer is null when turned off (`none`), as
 * tests and closed networks do.
 */
export const publicConfigSchema = z.object({
  support_portal_url: z.string(),
  /** An external ticket portal for home's incidents card; "" when the console's own tickets answer (docs/tickets.md#kpis). */
  external_tickets_url: z.string(),
  map_tiles: z.object({ road: tileLayerSettingsSchema.nullable(), satellite: tileLayerSettingsSchema.nullable() }),
  /** The numbers printed on coupons (docs/product.md#codes-printing). */
  customer_service_phones: customerServicePhonesSchema,
  /** The menu's links into the product's other environments, in the settings' order; none by default. */
  menu_environment_links: z.array(menuEnvironmentLinkSchema),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** "/working-site" (docs/product.md#locations-selection): the support centre, in the interface's language. */
export function supportCentreUrl(portalUrl: string, language: Language): string {
  return `${portalUrl}/${language}`;
}

export type StimeHelpLink = "usageGuide" | "wifiKeyGuide" | "videos" | "afterSalesRequest";

/**
 * "/working-site" (docs/product.md#accounts-users): for stime accounts, the usage guide, the Wi-Fi
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

/** docs/product.md#accounts-roles: an account "of type stime" is one holding the stime after-sales role. */
export function isStimeAccount(user: { roles: { sav_stime: 0 | 1 } }): boolean {
  return user.roles.sav_stime === 1;
}
