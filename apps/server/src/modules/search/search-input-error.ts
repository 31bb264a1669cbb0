import { AppError } from "../../errors/app-error";

/** The i18n keys a refused search body is answered with, beside the JSON path of its offending part. */
export type SearchErrorKey =
  /** A construct outside the supported subset (docs/search.md), or an unknown option. */
  | "search.unsupported"
  /** A field the index does not have. */
  | "search.unknown_field"
  /** A construct the field's type does not take (a range on a boolean, terms on a list...). */
  | "search.field_type"
  /** A value of the wrong shape or type, or that cannot be read (a date, a number, a regular expression). */
  | "search.invalid"
  | "search.required"
  /** Over a limit: size, from + size, buckets, clauses. */
  | "search.too_large"
  | "search.malformed_json";

/**
 * 400 WRONG_PARAMETERS naming the offending part of the body by its JSON
 * path, e.g. `{"query.bool.must[1].fuzzy": ["search.unsupported"]}`.
 */
export function searchInputError(path: string, key: SearchErrorKey, message?: string): AppError {
  return new AppError("WRONG_PARAMETERS", message ?? defaultMessage(key, path), { [path || "body"]: [key] });
}

function defaultMessage(key: SearchErrorKey, path: string): string {
  const where = path || "the body";
  switch (key) {
    case "search.unsupported":
      return `${where} is not part of the supported search subset.`;
    case "search.unknown_field":
      return `${where} names a field this index does not have.`;
    case "search.field_type":
      return `${where} does not apply to this field's type.`;
    case "search.invalid":
      return `${where} has a value that cannot be read.`;
    case "search.required":
      return `${where} is required.`;
    case "search.too_large":
      return `${where} is over the limit.`;
    case "search.malformed_json":
      return "The body is not valid JSON.";
  }
}
