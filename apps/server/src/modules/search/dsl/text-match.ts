import { searchInputError } from "../search-input-error";
import type { FieldValue, Query, ResolvedField } from "./ast";
import type { DateContext } from "./date-math";
import { tryFieldValue } from "./fields";

/** Longest wildcard or prefix pattern, in characters (docs/search.md "Search limits"). */
export const maxPatternLength = 256;
/** Most `*` and `?` in one wildcard pattern: each one multiplies LIKE's work. */
export const maxPatternWildcards = 16;

/** The unescaped `*` and `?` of a wildcard pattern. */
export function countWildcards(pattern: string): number {
  let count = 0;
  for (let index = 0; index < pattern.length; index++) {
    const character = pattern.charAt(index);
    if (character === "\\") index++;
    else if (character === "*" || character === "?") count++;
  }
  return count;
}

/** 400 search.too_large naming `path` when a pattern is over the bounds above. */
export function checkPatternBounds(pattern: string, path: string, wildcards: number): void {
  if (pattern.length > maxPatternLength) {
    throw searchInputError(path, "search.too_large", `${path}: a pattern of at most ${maxPatternLength} characters.`);
  }
  if (wildcards > maxPatternWildcards) {
    throw searchInputError(path, "search.too_large", `${path}: at most ${maxPatternWildcards} wildcards * or ?.`);
  }
}

/** A LIKE pattern matching `text` as typed: `%`, `_` and `\` lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Elasticsearch's wildcard syntax as a LIKE pattern: `*` any run, `?` one
 * character, `\` escapes the next one.
 */
export function wildcardToLike(pattern: string): string {
  let like = "";
  for (let index = 0; index < pattern.length; index++) {
    const character = pattern.charAt(index);
    if (character === "\\" && index + 1 < pattern.length) {
      like += escapeLike(pattern.charAt(++index));
    } else if (character === "*") {
      like += "%";
    } else if (character === "?") {
      like += "_";
    } else {
      like += escapeLike(character);
    }
  }
  return like;
}

export function anyOf(queries: readonly Query[]): Query {
  if (queries.length === 0) return { kind: "none" };
  if (queries.length === 1 && queries[0]) return queries[0];
  return { kind: "bool", must: [], should: queries, mustNot: [], minimumShould: 1 };
}

export function allOf(queries: readonly Query[]): Query {
  if (queries.length === 0) return { kind: "all" };
  if (queries.length === 1 && queries[0]) return queries[0];
  return { kind: "bool", must: queries, should: [], mustNot: [], minimumShould: 0 };
}

/** Text fields are searched anywhere inside, case-insensitively (trigram indexes): docs/search.md "Text search". */
export function containsText(field: ResolvedField, text: string): Query {
  return { kind: "like", field, pattern: `%${escapeLike(text)}%`, caseInsensitive: true };
}

export function equals(field: ResolvedField, value: FieldValue): Query {
  return { kind: "compare", field, op: "=", value };
}

/**
 * A word or phrase of `match`, `match_phrase` or query_string on one field:
 * text fields contain it, keyword fields equal it, other fields equal its
 * reading in their type; undefined when it cannot be read in that type.
 */
export function textOnField(field: ResolvedField, text: string, dates: DateContext): Query | undefined {
  if (field.type === "text") return containsText(field, text);
  const value = tryFieldValue(field, text, dates);
  return value === undefined ? undefined : equals(field, value);
}

/** `match`: each whitespace-separated word on its own, joined by the operator. */
export function matchWords(words: readonly string[], operator: "or" | "and", onWord: (word: string) => Query): Query {
  if (words.length === 0) return { kind: "none" };
  const clauses = words.map(onWord);
  return operator === "and" ? allOf(clauses) : anyOf(clauses);
}

export function wordsOf(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== "");
}

/** A wildcard pattern on a keyword or text field: text fields ignore case, as their analyzed terms do. */
export function wildcardOnField(field: ResolvedField, pattern: string, caseInsensitive: boolean): Query {
  return {
    kind: "like",
    field,
    pattern: wildcardToLike(pattern),
    caseInsensitive: caseInsensitive || field.type === "text",
  };
}
