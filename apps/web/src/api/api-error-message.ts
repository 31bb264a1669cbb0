import type { TFunction } from "i18next";
import { isApiError } from "./api-error";

/** The sentence to show for a failed call: the catalogue's text for its SPEC §8 code. */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  return t(`apiErrors.${isApiError(error) ? error.code : "UNKNOWN_ERROR"}`);
}
