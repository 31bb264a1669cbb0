import { type FieldErrors, isExpiryDayAllowed, privateSpaceNameKey, privateWifiErrors } from "@ondine/domain";
import type { Database } from "../../db";
import type { ScopedSite } from "../../scope/in-scope";
import { isNameKeyTaken } from "./private-spaces.repository";

// The rules of a space's fields that need the clock or the site
// (docs/private-wifi.md#model, #expiry), as field errors told all at once.

/** A day the field may take at `now`: unchanged, none, or today or later (Paris); else `expiry_in_past`. */
export function expiryErrors(
  expiresOn: string | null,
  unchangedFrom: string | null | undefined,
  now: Date,
): FieldErrors {
  if (expiresOn === null || expiresOn === unchangedFrom || isExpiryDayAllowed(expiresOn, now)) return {};
  return { expires_on: [privateWifiErrors.expiryInPast] };
}

/** `name_taken` when another of the site's spaces (not `exceptId`) has the name, case, accents and spacing aside. */
export async function nameErrors(
  db: Database,
  site: ScopedSite,
  name: string,
  exceptId?: number,
): Promise<FieldErrors> {
  return (await isNameKeyTaken(db, site, privateSpaceNameKey(name), exceptId))
    ? { name: [privateWifiErrors.nameTaken] }
    : {};
}
