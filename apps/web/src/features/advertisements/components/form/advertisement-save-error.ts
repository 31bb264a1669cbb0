import { apiErrorBodySchema, type FieldErrors, type OverlappingAdvertisement } from "@ondine/domain";
import { isApiError } from "../../../../api/api-error";

/** What a refused save says, read for the form (docs/product.md#errors-behaviour). */
export interface AdvertisementSaveError {
  /** The HTTP status (0 when no answer came). */
  status: number;
  /** Keyed by the form's field paths (`public_title.de`, `locations`, `image`). */
  fieldErrors: FieldErrors;
  /** `error.code === "unauthorized_locations"`: the locations as `Type-id`. */
  unauthorizedLocations: string[];
  overlapping: OverlappingAdvertisement[];
  /** Messages of the refusal no field shows (i18n keys). */
  otherMessages: string[];
}

const formFields = ["internal_title", "starts_at", "ends_at", "fallback_language", "locations", "image"];
const localizedFields = ["public_title", "content", "signature"];
const overlapRule = "overlapping_advertisements";

/**
 * The form's field for a path of the body: the server may prefix it with
 * `advertisement.` (the body's wrapper) and name a location or an image part
 * more finely than the form shows (`locations.3.location_id`, `image.base64`).
 */
export function formFieldOf(path: string): string | undefined {
  const parts = path.replace(/^advertisement\./, "").split(".");
  const [field, locale] = parts;
  if (field === undefined) return undefined;
  if (localizedFields.includes(field)) return locale === undefined ? undefined : `${field}.${locale}`;
  return formFields.includes(field) ? field : undefined;
}

export function readAdvertisementSaveError(error: unknown): AdvertisementSaveError {
  if (!isApiError(error)) {
    return { status: 0, fieldErrors: {}, unauthorizedLocations: [], overlapping: [], otherMessages: [] };
  }
  const fieldErrors: FieldErrors = {};
  const otherMessages: string[] = [];
  for (const [path, messages] of Object.entries(error.errors)) {
    const field = formFieldOf(path);
    if (field) fieldErrors[field] = [...(fieldErrors[field] ?? []), ...messages];
    // The overlap rule is shown as its list, not as a sentence.
    else if (path.replace(/^advertisement\./, "") !== overlapRule) otherMessages.push(...messages);
  }
  const extras = apiErrorBodySchema.pick({ error: true, overlapping_advertisements: true }).safeParse(error.details);
  const data = extras.success ? extras.data : {};
  return {
    status: error.status,
    fieldErrors,
    unauthorizedLocations: data.error?.code === "unauthorized_locations" ? data.error.locations : [],
    overlapping: data.overlapping_advertisements ?? [],
    otherMessages,
  };
}
