/**
 * An ILIKE pattern matching values that contain `text` as typed: `%`, `_`
 * and `\` (LIKE's default escape character) lose their wildcard meaning.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
