/**
 * Private Wi-Fi spaces (docs/private-wifi.md): the page of /ran on the
 * header's current site, and the cards' print page of /ran/print. The
 * screens (app/screens/private-wifi-*.tsx) give them the site and what they
 * borrow from other features.
 */
export type { CodeListHash } from "./components/private-space-cells";
export { PrivateWifiPage, type PrivateWifiSiteChoice } from "./components/private-wifi-page";
export { type PrintSupport, PrivateCardsPrintPage } from "./print/private-cards-print-page";
export {
  type PrivateCardsSearch,
  privateCardsRequestOf,
  validatePrivateCardsSearch,
} from "./print/private-cards-search";
export { type PrivateSpacesSearch, validatePrivateSpacesSearch } from "./private-spaces-search";
