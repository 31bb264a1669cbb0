import type { IndexMapping } from "../mappings/index-mapping";
import { searchInputError } from "../search-input-error";
import type { Query, ResolvedField } from "./ast";
import type { DateContext } from "./date-math";
import { resolveField, tryFieldValue } from "./fields";
import { allOf, anyOf, checkPatternBounds, containsText, countWildcards, equals, escapeLike } from "./text-match";

/**
 * query_string and simple_query_string, on named fields (docs/search.md):
 * words, "phrases", `*`/`?` wildcards, `field:` (query_string), `+`/`-`/NOT
 * and AND/OR (`|` in simple_query_string), parentheses. Fuzziness, ranges,
 * regular expressions and boosts other than `^n` are outside the subset.
 */
export type QueryStringFlavour = "query_string" | "simple_query_string";

type Token =
  | { kind: "open" | "close" | "and" | "or" | "not" | "required" }
  | { kind: "word"; literal: string; like: string; wildcard: boolean }
  | { kind: "phrase"; literal: string }
  | { kind: "field"; name: string };

type Occur = "must" | "should" | "mustNot";

const reserved = new Set(["(", ")", '"', ":", "^", "~", "[", "]", "{", "}", "/"]);

function tokenize(text: string, flavour: QueryStringFlavour, path: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  const fail = (what: string) => {
    throw searchInputError(path, "search.unsupported", `${path}: ${what} is outside the supported query syntax.`);
  };
  while (index < text.length) {
    const character = text.charAt(index);
    if (/\s/.test(character)) {
      index++;
    } else if (character === "(" || character === ")") {
      tokens.push({ kind: character === "(" ? "open" : "close" });
      index++;
    } else if (character === '"') {
      let end = text.indexOf('"', index + 1);
      if (end < 0) {
        // simple_query_string never refuses its syntax: an unclosed quote runs to the end.
        if (flavour === "query_string") throw searchInputError(path, "search.invalid", `${path}: an unclosed quote.`);
        end = text.length;
      }
      tokens.push({ kind: "phrase", literal: text.slice(index + 1, end).replace(/\\(.)/g, "$1") });
      index = end + 1;
    } else if (character === "+" || character === "-" || character === "!") {
      const atClauseStart = tokens.length === 0 || !["word", "phrase"].includes(tokens.at(-1)?.kind ?? "");
      if (flavour === "simple_query_string" && character === "+") tokens.push({ kind: "and" });
      else if (character === "+") tokens.push({ kind: "required" });
      else if (atClauseStart || /\s/.test(text.charAt(index - 1))) tokens.push({ kind: "not" });
      else fail(character);
      index++;
    } else if (flavour === "simple_query_string" && character === "|") {
      tokens.push({ kind: "or" });
      index += text.startsWith("||", index) ? 2 : 1;
    } else if (flavour === "query_string" && (text.startsWith("&&", index) || text.startsWith("||", index))) {
      tokens.push({ kind: character === "&" ? "and" : "or" });
      index += 2;
    } else {
      const start = index;
      let literal = "";
      let like = "";
      let wildcard = false;
      while (index < text.length) {
        const current = text.charAt(index);
        if (/\s/.test(current) || current === "(" || current === ")" || current === '"') break;
        if (flavour === "simple_query_string" && current === "|") break;
        if (current === "\\" && index + 1 < text.length) {
          const escaped = text.charAt(index + 1);
          literal += escaped;
          like += escapeLike(escaped);
          index += 2;
          continue;
        }
        if (current === ":" && flavour === "query_string") break;
        if (current === "^" && flavour === "query_string") {
          const boost = /^\^\d+(\.\d+)?/.exec(text.slice(index));
          if (!boost) fail("^");
          index += boost?.[0].length ?? 1;
          break;
        }
        if (flavour === "query_string" && reserved.has(current)) fail(current);
        if (current === "*" || current === "?") {
          wildcard = true;
          like += current === "*" ? "%" : "_";
        } else {
          like += escapeLike(current);
        }
        literal += current;
        index++;
      }
      if (flavour === "query_string" && text.charAt(index) === ":") {
        tokens.push({ kind: "field", name: literal });
        index++;
        continue;
      }
      if (literal === "") continue;
      // A word is a LIKE pattern on text fields, with or without wildcards.
      checkPatternBounds(literal, path, wildcard ? countWildcards(text.slice(start, index)) : 0);
      if (flavour === "query_string" && !wildcard && ["AND", "OR", "NOT"].includes(literal)) {
        tokens.push({ kind: literal === "AND" ? "and" : literal === "OR" ? "or" : "not" });
      } else {
        tokens.push({ kind: "word", literal, like, wildcard });
      }
    }
  }
  return tokens;
}

type Options = {
  mapping: IndexMapping;
  fields: readonly ResolvedField[];
  defaultOperator: "or" | "and";
  allowLeadingWildcard: boolean;
  dates: DateContext;
  flavour: QueryStringFlavour;
  path: string;
};

/** One query_string or simple_query_string, as a normalized query. */
export function parseQueryString(text: string, options: Options): Query {
  const tokens = tokenize(text, options.flavour, options.path);
  const parser = new ClauseParser(tokens, options);
  const clauses = [parser.parseClauses(options.fields, 0)];
  while (parser.hasMore()) {
    // A ')' nothing opened: query_string refuses it, simple_query_string skips it.
    if (options.flavour === "query_string") {
      throw searchInputError(options.path, "search.invalid", `${options.path}: an unopened ')'.`);
    }
    parser.skip();
    clauses.push(parser.parseClauses(options.fields, 0));
  }
  return clauses.length === 1
    ? (clauses[0] as Query)
    : options.defaultOperator === "and"
      ? allOf(clauses)
      : anyOf(clauses);
}

class ClauseParser {
  private position = 0;

  constructor(
    private readonly tokens: Token[],
    private readonly options: Options,
  ) {}

  skip(): void {
    this.position++;
  }

  hasMore(): boolean {
    return this.position < this.tokens.length;
  }

  private peek(): Token | undefined {
    return this.tokens[this.position];
  }

  /**
   * Clauses up to a ')' or the end, with Lucene's rules: AND makes both
   * sides required, OR optional, NOT/-/+ mark one clause, and the default
   * operator decides the rest.
   */
  parseClauses(fields: readonly ResolvedField[], depth: number): Query {
    if (depth > 10)
      throw searchInputError(this.options.path, "search.too_large", `${this.options.path}: nested too deep.`);
    const clauses: { occur: Occur; query: Query; explicit: boolean }[] = [];
    const andByDefault = this.options.defaultOperator === "and";
    while (this.hasMore() && this.peek()?.kind !== "close") {
      let conjunction: "and" | "or" | undefined;
      while (this.peek()?.kind === "and" || this.peek()?.kind === "or") {
        conjunction = this.peek()?.kind as "and" | "or";
        this.position++;
      }
      let modifier: "not" | "required" | undefined;
      while (this.peek()?.kind === "not" || this.peek()?.kind === "required") {
        modifier = this.peek()?.kind as "not" | "required";
        this.position++;
      }
      if (!this.hasMore() || this.peek()?.kind === "close") break;
      const query = this.parsePrimary(fields, depth);
      const previous = clauses.at(-1);
      if (previous && conjunction === "and" && previous.occur === "should") previous.occur = "must";
      if (previous && conjunction === "or" && andByDefault && previous.occur === "must" && !previous.explicit) {
        previous.occur = "should";
      }
      let occur: Occur;
      if (modifier === "not") occur = "mustNot";
      else if (modifier === "required") occur = "must";
      else if (conjunction === "and") occur = "must";
      else if (conjunction === "or") occur = "should";
      else occur = andByDefault ? "must" : "should";
      clauses.push({ occur, query, explicit: modifier !== undefined });
    }
    const pick = (occur: Occur) => clauses.filter((clause) => clause.occur === occur).map((clause) => clause.query);
    const must = pick("must");
    const should = pick("should");
    const mustNot = pick("mustNot");
    if (mustNot.length === 0 && should.length === 0) return allOf(must);
    if (mustNot.length === 0 && must.length === 0) return anyOf(should);
    return { kind: "bool", must, should, mustNot, minimumShould: must.length === 0 && should.length > 0 ? 1 : 0 };
  }

  private parsePrimary(fields: readonly ResolvedField[], depth: number): Query {
    const token = this.tokens[this.position++];
    const path = this.options.path;
    if (!token) throw searchInputError(path, "search.invalid", `${path}: the query ends too early.`);
    switch (token.kind) {
      case "open": {
        const query = this.parseClauses(fields, depth + 1);
        if (this.peek()?.kind === "close") this.position++;
        else if (this.options.flavour === "query_string") {
          throw searchInputError(path, "search.invalid", `${path}: an unclosed '('.`);
        }
        return query;
      }
      case "field": {
        if (token.name === "_exists_") {
          const next = this.tokens[this.position++];
          if (next?.kind !== "word") throw searchInputError(path, "search.invalid", `${path}: _exists_ needs a field.`);
          return { kind: "exists", field: resolveField(this.options.mapping, next.literal, path) };
        }
        const field = resolveField(this.options.mapping, token.name, path);
        return this.parsePrimary([field], depth);
      }
      case "word":
        if (token.wildcard && !this.options.allowLeadingWildcard && /^[*?]/.test(token.literal)) {
          throw searchInputError(path, "search.invalid", `${path}: leading wildcards are not allowed.`);
        }
        return anyOf(fields.map((field) => wordOnField(field, token, this.options.dates)));
      case "phrase":
        return anyOf(fields.map((field) => phraseOnField(field, token.literal, this.options.dates)));
      default:
        throw searchInputError(path, "search.invalid", `${path}: an operator where a term was expected.`);
    }
  }
}

/**
 * A word on one field. Text fields: anywhere inside, or the wildcard
 * pattern over the whole value, ignoring case. Keyword fields: equal, or the
 * pattern. Other fields: equal to its reading, else no match (lenient, as
 * one query string runs over fields of several types).
 */
function wordOnField(
  field: ResolvedField,
  word: { literal: string; like: string; wildcard: boolean },
  dates: DateContext,
): Query {
  if (field.type === "text" || field.type === "keyword") {
    if (word.wildcard) return { kind: "like", field, pattern: word.like, caseInsensitive: field.type === "text" };
    return field.type === "text" ? containsText(field, word.literal) : equals(field, word.literal);
  }
  if (word.wildcard) return { kind: "none" };
  const value = tryFieldValue(field, word.literal, dates);
  return value === undefined ? { kind: "none" } : equals(field, value);
}

function phraseOnField(field: ResolvedField, phrase: string, dates: DateContext): Query {
  if (field.type === "text") return containsText(field, phrase);
  const value = tryFieldValue(field, phrase, dates);
  return value === undefined ? { kind: "none" } : equals(field, value);
}
