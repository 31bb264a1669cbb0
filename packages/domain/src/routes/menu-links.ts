import type { PublicConfig } from "../config/public-config";
import { stimeHelpLinks, supportCentreUrl } from "../config/public-config";
import type { Language } from "../i18n/languages";
import type { ExternalMenuLink } from "./navigation";

/**
 * docs/product.md#navigation-menu: where an external menu entry leads, on the support portal of the
 * public config and in the interface's language: the support centre, and its usage guides.
 */
export function menuLinkUrl(
  link: ExternalMenuLink,
  config: Pick<PublicConfig, "support_portal_url">,
  language: Language,
): string {
  switch (link) {
    case "supportPortal":
      return supportCentreUrl(config.support_portal_url, language);
    case "usageGuides":
      return stimeHelpLinks(config.support_portal_url, language).usageGuide;
  }
}
