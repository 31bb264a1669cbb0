import { betaInvalidTokenErrorKey, notFoundErrorKey } from "@ondine/domain";

/**
 * The error keys an address may carry in /errors/{errorKey} (docs/product.md#navigation-routing, docs/product.md#errors),
 * each with its entry under `errors.pages` in the catalogues. Keys hold dots
 * (`sponsor.error.invalid_link`), which i18next reads as nesting: hence this
 * table rather than the key used as a path.
 */
const errorPageContentByKey = {
  [notFoundErrorKey]: "notFound",
  internal_error: "internalError",
  network_error: "networkError",
  "sponsor.error.invalid_link": "sponsorInvalidLink",
  "login_beta.invalid_link": "betaInvalidLink",
  // The server's answer to a refused beta hand-over link (GET /api/v2/sessions/redirect_to_production).
  [betaInvalidTokenErrorKey]: "betaInvalidLink",
} as const;

export type ErrorPageContent = (typeof errorPageContentByKey)[keyof typeof errorPageContentByKey];

/** docs/product.md#navigation-routing: an unknown key reads as "not found". */
export function errorPageContent(errorKey: string | undefined): ErrorPageContent {
  if (errorKey && Object.hasOwn(errorPageContentByKey, errorKey)) {
    return errorPageContentByKey[errorKey as keyof typeof errorPageContentByKey];
  }
  return "notFound";
}
