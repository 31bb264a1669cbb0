import { privateWifiLimits } from "./private-wifi-codes";

// A space's name is unique on its site with case, accents and spacing aside
// (docs/private-wifi.md#model): "Chambre 12", "chambre  12" and "CHAMBRE 12"
// are one room. The database keeps this key beside the name, unique per site.

/** The comparison key of a space's name: trimmed, spaces collapsed, accents dropped, lower case. */
export function privateSpaceNameKey(name: string): string {
  return name.normalize("NFKD").replace(/\p{M}/gu, "").trim().replace(/\s+/g, " ").toLowerCase();
}

/** A name as stored: trimmed, inner spaces collapsed, in Unicode's composed form. */
export function tidyPrivateSpaceName(name: string): string {
  return name.normalize("NFC").trim().replace(/\s+/g, " ");
}

export function isPrivateSpaceNameTooLong(name: string): boolean {
  return tidyPrivateSpaceName(name).length > privateWifiLimits.nameMaxLength;
}
