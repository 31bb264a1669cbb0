import { AppError } from "../../errors/app-error";

/**
 * A connection's cursor: the search's sort values of the last item, as
 * `search_after` takes them back (docs/search.md), in base64url. Opaque to
 * clients; one that does not read back answers INVALID_PARAMETERS.
 */
export function encodePageCursor(sortValues: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(sortValues), "utf8").toString("base64url");
}

const notOurCursor = () =>
  new AppError("INVALID_PARAMETERS", "The cursor 'after' is not one this API gave.", {
    after: ["formErrors.invalid"],
  });

export function decodePageCursor(cursor: string): unknown[] {
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(values) && values.length > 0) return values;
  } catch {
    // Falls through to the same answer as a well-formed but wrong cursor.
  }
  throw notOurCursor();
}

/** The cursor of a list read by offset rather than by search_after (the tickets'): the position after the item. */
export function encodeOffsetCursor(offset: number): string {
  return encodePageCursor([offset]);
}

export function decodeOffsetCursor(cursor: string): number {
  const [offset, ...rest] = decodePageCursor(cursor);
  if (rest.length === 0 && typeof offset === "number" && Number.isSafeInteger(offset) && offset >= 0) return offset;
  throw notOurCursor();
}
