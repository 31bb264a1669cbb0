/** A SHA-256 digest, hex: how stored images are named (floor plans, announcement images). */
export const sha256HexPattern = /^[0-9a-f]{64}$/;

/**
 * The digests an `If-None-Match` header names (`"abc", W/"def"`), or "any"
 * for `*`: the versions of an image the caller already holds, so the answer
 * is 304 without reading the bytes.
 */
export function heldDigestsOf(header: string | undefined): readonly string[] | "any" {
  if (header === undefined) return [];
  if (header.trim() === "*") return "any";
  return header
    .split(",")
    .slice(0, 20)
    .map((tag) =>
      tag
        .trim()
        .replace(/^W\//, "")
        .replace(/^"(.*)"$/, "$1"),
    )
    .filter((tag) => sha256HexPattern.test(tag));
}
