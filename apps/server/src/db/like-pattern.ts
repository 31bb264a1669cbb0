/** `text` with `%`, `_` and `\` (LIKE's default escape character) deprived of their wildcard meaning. */
function escapedForLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * An ILIKE pattern matching values that contain `text` as typed: `%`, `_`
 * and `\` (LIKE's default escape character) lose their wildcard meaning.
 */
export function containsPattern(text: string): string {
  return `%${escapedForLike(text)}%`;
}

/** A LIKE pattern matching values that start with `text` as typed (a `text_pattern_ops` index serves it). */
export function prefixPattern(text: string): string {
  return `${escapedForLike(text)}%`;
}
