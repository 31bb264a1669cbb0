import {
  type FieldErrors,
  type PrivateImportFileProblem,
  type PrivateImportPreviewAnswer,
  privateWifiErrors,
} from "@ondine/domain";
import { AppError } from "../../errors/app-error";

// The refusals of the private Wi-Fi calls (docs/private-wifi.md), each with
// its i18n key under the field at fault (`_root` when none is).

export const noSuchSpace = () => new AppError("NOT_FOUND", "No such private space.");

/** The rules a space's fields break, all told at once (422, each key under its field); nothing when none. */
export function refuseBrokenRules(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new AppError("INVALID_PARAMETERS", "The space breaks a rule.", errors);
}

const refused = (field: string, key: string, message: string) =>
  new AppError("INVALID_PARAMETERS", message, { [field]: [key] });

export const noPrivateSsid = () =>
  refused("_root", privateWifiErrors.noPrivateSsid, "The site has no private SSID (its RAN wlan).");

export const nameTaken = () => refused("name", privateWifiErrors.nameTaken, "Another space of the site has this name.");

export const spaceExpired = () =>
  refused("_root", privateWifiErrors.spaceExpired, "The space has expired: set a later expiry day first.");

export const roomLinked = () =>
  refused(
    "_root",
    privateWifiErrors.roomLinked,
    "A space linked to a hotel room is not deleted while the room exists.",
  );

export const noFreshKey = () => refused("_root", privateWifiErrors.noFreshKey, "No fresh key could be drawn.");

/** docs/private-wifi.md#commands "The key limit": the limit and the keys in use, in the message. */
export const keyLimitReached = (limit: number, inUse: number) =>
  refused(
    "_root",
    privateWifiErrors.keyLimit,
    `The site may hold ${limit} keys and holds ${inUse}: no more can be created or brought back.`,
  );

/** 409: the bulk call's selection holds another count than the confirmation said; nothing was done. */
export const selectionChanged = (expected: number, actual: number) =>
  new AppError("CONFLICT", `The selection holds ${actual} spaces, not the ${expected} confirmed: nothing was done.`, {
    expected: [privateWifiErrors.selectionChanged],
  });

/** A file that cannot be read at all: the general key, then the problem's (`privateWifi.import.fileProblems.*`). */
export const importUnreadable = (problem: PrivateImportFileProblem) =>
  new AppError("INVALID_PARAMETERS", `The file cannot be read: ${problem}.`, {
    file: [privateWifiErrors.importUnreadable, `privateWifi.import.fileProblems.${problem}`],
  });

/** An import with a line at fault: nothing written, the reading in `preview`; past the key limit, `key_limit` too. */
export function importHasProblems(preview: PrivateImportPreviewAnswer): AppError {
  const overLimit = preview.lines.some((line) => line.problems.includes("over_key_limit"));
  return new AppError(
    "INVALID_PARAMETERS",
    `${preview.with_problems} lines of the file have problems: nothing was imported.`,
    { file: [privateWifiErrors.importHasProblems], ...(overLimit ? { _root: [privateWifiErrors.keyLimit] } : {}) },
    { preview },
  );
}
