/**
 * Readers of an address search's fields: an address is typed, pasted or
 * old, never trusted, so each field is kept only when well formed.
 */
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}

export function positiveInteger(value: unknown): number | undefined {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** A non-blank text, cut to `maxLength`. */
export function text(value: unknown, maxLength = 200): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.slice(0, maxLength) : undefined;
}

/** A `YYYY-MM-DD` day. */
export function dayText(value: unknown): string | undefined {
  return typeof value === "string" && dayPattern.test(value) ? value : undefined;
}
