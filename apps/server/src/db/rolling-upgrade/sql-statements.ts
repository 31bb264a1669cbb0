/**
 * A migration's SQL cut into statements and tokens as PostgreSQL reads it:
 * comments set apart, string literals, quoted identifiers and dollar-quoted
 * bodies kept whole, so that a word inside a literal ('drop') or a quoted
 * identifier ("rename") is never taken for a keyword.
 */
export type SqlToken =
  /** A keyword, an unquoted identifier or a number, as written. */
  | { kind: "word"; text: string }
  /** A "quoted identifier", unescaped. */
  | { kind: "quoted-identifier"; text: string }
  /** A 'literal', E'literal' or $tag$body$tag$: its content. */
  | { kind: "literal"; text: string }
  /** Punctuation or an operator, one character each. */
  | { kind: "symbol"; text: string };

export type SqlStatement = {
  tokens: SqlToken[];
  /** The statement as written, whitespace collapsed, for messages. */
  text: string;
  /** The `--` comments between the previous statement and this one, without their dashes. */
  comments: string[];
};

// Drizzle writes `--> statement-breakpoint` between statements: a line comment to PostgreSQL, not a note.
const drizzleBreakpoint = "> statement-breakpoint";

const isSpace = (char: string) => /\s/.test(char);
const isWordStart = (char: string) => /[A-Za-z0-9_\u0080-\uffff]/.test(char);
const isWordPart = (char: string) => /[A-Za-z0-9_$\u0080-\uffff]/.test(char);

class UnterminatedSqlError extends Error {
  constructor(what: string, offset: number) {
    super(`Unterminated ${what} starting at offset ${offset}`);
    this.name = "UnterminatedSqlError";
  }
}

/** Reads a quoted run ending with `quote`, where a doubled quote stands for one (and, in E'', a backslash escapes). */
function readQuoted(
  sql: string,
  start: number,
  quote: string,
  backslashEscapes: boolean,
): { text: string; end: number } {
  let text = "";
  let i = start + 1;
  while (i < sql.length) {
    const char = sql.charAt(i);
    if (backslashEscapes && char === "\\") {
      text += sql.charAt(i + 1);
      i += 2;
    } else if (char === quote && sql.charAt(i + 1) === quote) {
      text += quote;
      i += 2;
    } else if (char === quote) {
      return { text, end: i + 1 };
    } else {
      text += char;
      i += 1;
    }
  }
  throw new UnterminatedSqlError(quote === '"' ? "quoted identifier" : "string literal", start);
}

/** The end of a block comment starting at `start` (they nest in PostgreSQL). */
function blockCommentEnd(sql: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < sql.length) {
    if (sql.startsWith("/*", i)) {
      depth += 1;
      i += 2;
    } else if (sql.startsWith("*/", i)) {
      depth -= 1;
      i += 2;
      if (depth === 0) return i;
    } else {
      i += 1;
    }
  }
  throw new UnterminatedSqlError("block comment", start);
}

export function splitSqlStatements(sql: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let tokens: SqlToken[] = [];
  let comments: string[] = [];
  let first = -1;
  let last = -1;

  const push = (token: SqlToken, start: number, end: number) => {
    if (tokens.length === 0) first = start;
    tokens.push(token);
    last = end;
  };
  const endStatement = () => {
    if (tokens.length > 0) {
      statements.push({ tokens, text: sql.slice(first, last).replace(/\s+/g, " "), comments });
    }
    tokens = [];
    comments = [];
  };

  let i = 0;
  while (i < sql.length) {
    const char = sql.charAt(i);
    if (isSpace(char)) {
      i += 1;
    } else if (sql.startsWith("--", i)) {
      const lineEnd = sql.indexOf("\n", i);
      const end = lineEnd < 0 ? sql.length : lineEnd;
      const comment = sql.slice(i + 2, end).trim();
      if (tokens.length === 0 && comment !== drizzleBreakpoint) comments.push(comment);
      i = end;
    } else if (sql.startsWith("/*", i)) {
      i = blockCommentEnd(sql, i);
    } else if (char === "'") {
      const { text, end } = readQuoted(sql, i, "'", false);
      push({ kind: "literal", text }, i, end);
      i = end;
    } else if (char === '"') {
      const { text, end } = readQuoted(sql, i, '"', false);
      push({ kind: "quoted-identifier", text }, i, end);
      i = end;
    } else if (char === "$" && /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.test(sql.slice(i, i + 64))) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i, i + 64))?.[0] ?? "$$";
      const close = sql.indexOf(tag, i + tag.length);
      if (close < 0) throw new UnterminatedSqlError("dollar-quoted string", i);
      push({ kind: "literal", text: sql.slice(i + tag.length, close) }, i, close + tag.length);
      i = close + tag.length;
    } else if (isWordStart(char)) {
      let end = i + 1;
      while (end < sql.length && isWordPart(sql.charAt(end))) end += 1;
      const word = sql.slice(i, end);
      if (/^[Ee]$/.test(word) && sql.charAt(end) === "'") {
        // E'...': an escape string, where a backslash escapes the quote.
        const quoted = readQuoted(sql, end, "'", true);
        push({ kind: "literal", text: quoted.text }, i, quoted.end);
        i = quoted.end;
      } else {
        push({ kind: "word", text: word }, i, end);
        i = end;
      }
    } else if (char === ";") {
      endStatement();
      i += 1;
    } else {
      push({ kind: "symbol", text: char }, i, i + 1);
      i += 1;
    }
  }
  endStatement();
  return statements;
}
