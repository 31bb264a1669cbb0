import type { TFunction } from "i18next";
import { currentLanguage } from "../i18n/i18n";
import { isApiError } from "./api-error";

/**
 * The sentence to show for a failed call: the catalogue's text for its docs/product.md#errors
 * code. A rate limit's 429 says how long to wait, from its `retry_after`.
 */
export function apiErrorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t("apiErrors.UNKNOWN_ERROR");
  const retryAfter = error.details.retry_after;
  if (error.code === "TOO_MANY_REQUESTS" && typeof retryAfter === "number" && retryAfter > 0) {
    return t("apiErrors.tooManyRequestsWait", { wait: formatWait(retryAfter) });
  }
  return t(`apiErrors.${error.code}`);
}

/** "45 seconds" under a minute, else whole minutes rounded up ("15 minutes"), in the interface language. */
function formatWait(seconds: number): string {
  const inMinutes = seconds > 60;
  return new Intl.NumberFormat(currentLanguage(), {
    style: "unit",
    unit: inMinutes ? "minute" : "second",
    unitDisplay: "long",
  }).format(inMinutes ? Math.ceil(seconds / 60) : Math.ceil(seconds));
}
