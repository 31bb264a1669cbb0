import { isApiError } from "../../api/api-error";

/**
 * IoT (docs/product.md#errors): a refusal the server explains (422 with a catalogue key under
 * one of `fields`) is shown in the modal with that key; anything else gets
 * the danger toast with the generic text. Answers the key, or null.
 */
export function commandRefusalKey(error: unknown, fields: readonly string[]): string | null {
  if (!isApiError(error) || error.status !== 422) return null;
  for (const field of fields) {
    const key = error.errors[field]?.[0];
    if (key) return key;
  }
  return null;
}
