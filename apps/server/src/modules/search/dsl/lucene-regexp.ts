import { searchInputError } from "../search-input-error";

/**
 * Elasticsearch's regular expressions (Lucene's RegExp syntax), as the terms
 * aggregation's include/exclude take them, read by our own parser and written
 * back as a PostgreSQL ARE. Nothing of the caller's text reaches PostgreSQL's
 * regex engine as syntax: literals are escaped, classes rebuilt, groups made
 * non-capturing, so no backreference, lookaround, embedded option or escape
 * PostgreSQL gives a meaning to can be expressed (docs/search.md "Search limits").
 *
 * Supported: literals, `\` escapes (`\d \D \s \S \w \W` as Lucene's classes,
 * any other escaped character but a digit as itself), `.`, `@`
 * (any string), `"..."` (a quoted literal), `[...]` and `[^...]` with ranges,
 * `( )`, `|`, `?`, `*`, `+`, `{n}`, `{n,}`, `{n,m}`. Refused: `~`
 * (complement), `&` (intersection), `<n-m>` (numeric interval), `#` (empty
 * language), a repetition of nothing, an escaped digit outside a class
 * (`\8` is the digit 8 to Lucene, but whoever writes it means a
 * backreference, which Elasticsearch does not have), and anything over the
 * bounds below.
 */

/** Longest pattern read, in characters. */
export const maxRegexpLength = 256;
/** Groups and classes nest at most this deep. */
export const maxRegexpNesting = 10;
/** Largest count in `{n,m}`. */
export const maxRepeatCount = 100;
/** Nested repetitions multiply: their bounded counts together stay under this. */
export const maxRepeatProduct = 1000;

type ClassItem = { from: string; to: string };

type Node =
  | { kind: "literal"; text: string }
  | { kind: "any" }
  | { kind: "anyString" }
  | { kind: "class"; negated: boolean; items: readonly ClassItem[] }
  | { kind: "concat"; parts: readonly Node[] }
  | { kind: "union"; options: readonly Node[] }
  | { kind: "repeat"; node: Node; min: number; max: number | undefined };

const digit: ClassItem[] = [{ from: "0", to: "9" }];
const word: ClassItem[] = [
  { from: "a", to: "z" },
  { from: "A", to: "Z" },
  { from: "0", to: "9" },
  { from: "_", to: "_" },
];
const space: ClassItem[] = [" ", "\t", "\n", "\r", "\f", "\v"].map((character) => ({ from: character, to: character }));
const shorthands: Record<string, { items: ClassItem[]; negated: boolean }> = {
  d: { items: digit, negated: false },
  D: { items: digit, negated: true },
  w: { items: word, negated: false },
  W: { items: word, negated: true },
  s: { items: space, negated: false },
  S: { items: space, negated: true },
};

const refused: Record<string, string> = {
  "~": "the complement operator ~",
  "&": "the intersection operator &",
  "<": "numeric intervals <n-m>",
  "#": "the empty language #",
};

class RegexpParser {
  private position = 0;
  private readonly characters: string[];

  constructor(
    pattern: string,
    private readonly path: string,
  ) {
    // By code points, as Lucene reads them: an emoji is one character.
    this.characters = [...pattern];
  }

  parse(): Node {
    const node = this.parseUnion(0);
    if (this.more()) this.fail(`an unexpected ${this.peek()}`);
    return node;
  }

  private fail(
    what: string,
    key: "search.invalid" | "search.unsupported" | "search.too_large" = "search.invalid",
  ): never {
    throw searchInputError(this.path, key, `${this.path}: ${what} in the regular expression.`);
  }

  private more(): boolean {
    return this.position < this.characters.length;
  }

  private peek(): string | undefined {
    return this.characters[this.position];
  }

  private next(): string {
    const character = this.characters[this.position++];
    if (character === undefined) this.fail("an unexpected end");
    return character;
  }

  private parseUnion(depth: number): Node {
    const options = [this.parseConcat(depth)];
    while (this.peek() === "|") {
      this.position++;
      options.push(this.parseConcat(depth));
    }
    return options.length === 1 ? (options[0] as Node) : { kind: "union", options };
  }

  private parseConcat(depth: number): Node {
    const parts: Node[] = [];
    while (this.more() && this.peek() !== "|" && this.peek() !== ")") {
      parts.push(this.parseRepeat(depth));
    }
    if (parts.length === 0) this.fail("an empty alternative");
    return parts.length === 1 ? (parts[0] as Node) : { kind: "concat", parts };
  }

  private parseRepeat(depth: number): Node {
    let node = this.parseSimple(depth);
    for (;;) {
      const character = this.peek();
      if (character === "?") node = { kind: "repeat", node, min: 0, max: 1 };
      else if (character === "*") node = { kind: "repeat", node, min: 0, max: undefined };
      else if (character === "+") node = { kind: "repeat", node, min: 1, max: undefined };
      else if (character === "{") {
        this.position++;
        const { min, max } = this.readBounds();
        node = { kind: "repeat", node, min, max };
        continue;
      } else break;
      this.position++;
    }
    return node;
  }

  private readBounds(): { min: number; max: number | undefined } {
    const readNumber = () => {
      let digits = "";
      while (/[0-9]/.test(this.peek() ?? "")) digits += this.next();
      return digits === "" ? undefined : Number(digits);
    };
    const min = readNumber();
    if (min === undefined) this.fail("a repetition {n,m} without its count");
    let max: number | undefined = min;
    if (this.peek() === ",") {
      this.position++;
      max = readNumber();
    }
    if (this.next() !== "}") this.fail("an unclosed repetition {n,m}");
    if (min > maxRepeatCount || (max ?? 0) > maxRepeatCount) {
      this.fail(`a repetition count over ${maxRepeatCount}`, "search.too_large");
    }
    if (max !== undefined && max < min) this.fail("a repetition {n,m} with m below n");
    return { min, max };
  }

  private parseSimple(depth: number): Node {
    const character = this.next();
    switch (character) {
      case ".":
        return { kind: "any" };
      case "@":
        return { kind: "anyString" };
      case '"': {
        const close = this.characters.indexOf('"', this.position);
        if (close < 0) this.fail('an unclosed "');
        const text = this.characters.slice(this.position, close).join("");
        this.position = close + 1;
        return { kind: "literal", text };
      }
      case "(": {
        if (depth + 1 > maxRegexpNesting) this.fail("groups nested too deep", "search.too_large");
        if (this.peek() === ")") {
          this.position++;
          return { kind: "literal", text: "" };
        }
        const node = this.parseUnion(depth + 1);
        if (this.next() !== ")") this.fail("an unclosed (");
        return node;
      }
      case "[":
        return this.parseClass();
      case "\\": {
        const escaped = this.next();
        if (/[0-9]/.test(escaped)) {
          this.fail(
            `a backreference \\${escaped} (Elasticsearch has none; write the digit alone)`,
            "search.unsupported",
          );
        }
        const shorthand = shorthands[escaped];
        return shorthand ? { kind: "class", ...shorthand } : { kind: "literal", text: escaped };
      }
      case "?":
      case "*":
      case "+":
      case "{":
        return this.fail(`a repetition ${character} of nothing (escape it as \\${character} to match the character)`);
      case ")":
        return this.fail("an unopened )");
      default: {
        const operator = refused[character];
        if (operator) {
          this.fail(
            `${operator} is not supported (escape it as \\${character} to match the character)`,
            "search.unsupported",
          );
        }
        return { kind: "literal", text: character };
      }
    }
  }

  private parseClass(): Node {
    const negated = this.peek() === "^";
    if (negated) this.position++;
    const items: ClassItem[] = [];
    const readMember = () => {
      const character = this.next();
      if (character !== "\\") return character;
      const escaped = this.next();
      if (shorthands[escaped]) this.fail(`\\${escaped} inside a class`, "search.unsupported");
      return escaped;
    };
    do {
      const from = readMember();
      let to = from;
      if (this.peek() === "-" && this.characters[this.position + 1] !== "]") {
        this.position++;
        to = readMember();
        if ((to.codePointAt(0) ?? 0) < (from.codePointAt(0) ?? 0)) this.fail(`a reversed range ${from}-${to}`);
      }
      items.push({ from, to });
    } while (this.more() && this.peek() !== "]");
    if (this.next() !== "]") this.fail("an unclosed [");
    return { kind: "class", negated, items };
  }
}

/**
 * Nested repetitions multiply what the engine builds (`((a{100}){100}){100}`
 * is a million states): the bounded counts along any path stay under the cap.
 */
function checkRepeats(node: Node, product: number, path: string): void {
  switch (node.kind) {
    case "concat":
      for (const part of node.parts) checkRepeats(part, product, path);
      return;
    case "union":
      for (const option of node.options) checkRepeats(option, product, path);
      return;
    case "repeat": {
      const factor = product * Math.max(1, node.min, node.max ?? 0);
      if (factor > maxRepeatProduct) {
        throw searchInputError(
          path,
          "search.too_large",
          `${path}: repetitions nested too deep in the regular expression.`,
        );
      }
      checkRepeats(node.node, factor, path);
      return;
    }
    default:
      return;
  }
}

/** One character as ARE syntax that means only itself: `\` before punctuation, never before a letter or digit. */
function literalCharacter(character: string): string {
  if (/^[A-Za-z0-9]$/.test(character)) return character;
  // Outside ASCII nothing is an operator; inside, `\` and a non-alphanumeric is that character.
  return (character.codePointAt(0) ?? 0) < 128 ? `\\${character}` : character;
}

function emitClass(node: Extract<Node, { kind: "class" }>): string {
  const members = node.items.map(({ from, to }) =>
    from === to ? literalCharacter(from) : `${literalCharacter(from)}-${literalCharacter(to)}`,
  );
  return `[${node.negated ? "^" : ""}${members.join("")}]`;
}

function emit(node: Node): string {
  switch (node.kind) {
    case "literal":
      return [...node.text].map(literalCharacter).join("");
    case "any":
      return ".";
    case "anyString":
      return "(?:.*)";
    case "class":
      return emitClass(node);
    case "concat":
      return node.parts.map(emit).join("");
    case "union":
      return `(?:${node.options.map(emit).join("|")})`;
    case "repeat": {
      const { min, max } = node;
      const quantifier =
        min === 0 && max === 1
          ? "?"
          : min === 0 && max === undefined
            ? "*"
            : min === 1 && max === undefined
              ? "+"
              : max === undefined
                ? `{${min},}`
                : min === max
                  ? `{${min}}`
                  : `{${min},${max}}`;
      return `(?:${emit(node.node)})${quantifier}`;
    }
  }
}

/**
 * A Lucene regular expression over a whole value, as an anchored PostgreSQL
 * ARE for `~`; 400 WRONG_PARAMETERS naming `path` when it cannot be read, is
 * not supported, or is over the bounds.
 */
export function luceneRegexpToPostgres(pattern: string, path: string): string {
  if ([...pattern].length > maxRegexpLength) {
    throw searchInputError(
      path,
      "search.too_large",
      `${path}: a regular expression of at most ${maxRegexpLength} characters.`,
    );
  }
  if (pattern === "") return "^$";
  const node = new RegexpParser(pattern, path).parse();
  checkRepeats(node, 1, path);
  return `^(?:${emit(node)})$`;
}
