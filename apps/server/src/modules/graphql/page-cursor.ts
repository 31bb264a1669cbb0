import { AppError } from "../../errors/app-error";

/**
 * A connection's cursor: the search's sort values of the last item, as
 * `search_after` takes them back (docs/search.md), in base64url. Opaque to
 * clients; one that does not read back answers INVALID_PARAMETERS.
 */
export function encodePageCursor(sortValues: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(sortValues), "utf8").toString("base64url");
}

export function decodePageCursor(cursor: string): unknown[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(values) && values.length > 0) return values;
  } catch {
    // Falls through to the same answer as a well-formed but wrong cursor.
  }
  throw new AppError("INVALID_PARAMETERS", "The cursor 'after' is not one this API gave.", {
    after: ["formErrors.invalid"],
  });
}
