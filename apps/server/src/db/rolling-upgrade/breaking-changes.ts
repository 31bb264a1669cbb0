import { type SqlStatement, type SqlToken, splitSqlStatements } from "./sql-statements";

/**
 * docs/operations.md#upgrades: during a rolling upgrade the previous release
 * keeps serving on the schema the new one migrated. A statement is breaking
 * when that schema can fail the previous release's queries: something it
 * names is gone, renamed, retyped, or a write it makes is now refused.
 */
export type BreakingKind =
  | "drop-column"
  | "drop-object"
  | "drop-index"
  | "drop-constraint"
  | "rename"
  | "set-schema"
  | "change-type"
  | "set-not-null"
  | "drop-default"
  | "add-required-column";

export type BreakingChange = {
  kind: BreakingKind;
  /** The statement as written. */
  statement: string;
  /** Why the previous release may fail on it. */
  why: string;
};

/**
 * What the schema held before the migration, for the drops that are safe or
 * not depending on what is dropped. A name it does not know counts as unsafe.
 */
export type SchemaBefore = {
  /** A non-unique index: nothing the previous release does depends on it but speed. */
  isPlainIndex(name: string): boolean;
  /** A CHECK or FOREIGN KEY constraint: dropping it refuses nothing the previous release writes. */
  isCheckOrForeignKey(name: string): boolean;
};

export const unknownSchemaBefore: SchemaBefore = { isPlainIndex: () => false, isCheckOrForeignKey: () => false };

/**
 * A statement marked, in the comment right above it, as reviewed: what it drops
 * or changes is no longer used by the previous release (the contract step of
 * expand/contract, a release after the code stopped using it).
 */
export const reviewedMarker = "unused by the previous release:";

const why: Record<BreakingKind, string> = {
  "drop-column": "the previous release's queries may still name this column",
  "drop-object": "the previous release may still use what this drops",
  "drop-index":
    "not a plain index in the schema before: a unique index the previous release's upserts and duplicate checks may rely on",
  "drop-constraint":
    "not a check or foreign key in the schema before: a unique or primary key the previous release's upserts and duplicate checks may rely on",
  rename: "the previous release still uses the old name",
  "set-schema": "the previous release looks for it in the schema it was in",
  "change-type": "the previous release reads and writes the old type",
  "set-not-null": "the previous release may still write rows without a value here",
  "drop-default": "the previous release's inserts may leave this column out and rely on its default",
  "add-required-column": "the previous release's inserts leave this new column out: NOT NULL needs a DEFAULT",
};

const keyword = (token: SqlToken | undefined): string | undefined =>
  token?.kind === "word" ? token.text.toUpperCase() : undefined;

/** An identifier's name as PostgreSQL stores it: unquoted ones fold to lower case. */
const nameOf = (token: SqlToken | undefined): string | undefined =>
  token?.kind === "quoted-identifier" ? token.text : token?.kind === "word" ? token.text.toLowerCase() : undefined;

/** Whether the tokens at `at` are these keywords, in this order. */
function keywordsAt(tokens: SqlToken[], at: number, ...words: string[]): boolean {
  return words.every((word, offset) => keyword(tokens[at + offset]) === word);
}

/** Index past the optional keywords at `at` (`IF EXISTS`, `ONLY`...). */
function skip(tokens: SqlToken[], at: number, ...words: string[]): number {
  return keywordsAt(tokens, at, ...words) ? at + words.length : at;
}

/** Reads `name` or `schema.name` at `at`: the last part, and the index after it. */
function readQualifiedName(tokens: SqlToken[], at: number): { name: string | undefined; next: number } {
  let next = at;
  let name = nameOf(tokens[next]);
  next += 1;
  while (tokens[next]?.kind === "symbol" && tokens[next]?.text === "." && nameOf(tokens[next + 1]) !== undefined) {
    name = nameOf(tokens[next + 1]);
    next += 2;
  }
  return { name, next };
}

/** The tokens outside any parentheses, cut at those commas. */
function splitTopLevel(tokens: SqlToken[]): SqlToken[][] {
  const parts: SqlToken[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (token.kind === "symbol" && token.text === "(") depth += 1;
    if (token.kind === "symbol" && token.text === ")") depth -= 1;
    if (depth === 0 && token.kind === "symbol" && token.text === ",") parts.push([]);
    else parts.at(-1)?.push(token);
  }
  return parts.filter((part) => part.length > 0);
}

/** The words outside parentheses, upper-cased: a column's type and constraints, not its CHECK's body. */
function topLevelKeywords(tokens: SqlToken[]): string[] {
  const words: string[] = [];
  let depth = 0;
  for (const token of tokens) {
    if (token.kind === "symbol" && token.text === "(") depth += 1;
    else if (token.kind === "symbol" && token.text === ")") depth -= 1;
    else if (depth === 0) words.push(keyword(token) ?? "");
  }
  return words;
}

const hasSequence = (words: string[], ...sequence: string[]) =>
  words.some((_, at) => sequence.every((word, offset) => words[at + offset] === word));

const serialTypes = new Set(["SMALLSERIAL", "SERIAL", "BIGSERIAL", "SERIAL2", "SERIAL4", "SERIAL8"]);
const constraintStarts = new Set(["CONSTRAINT", "PRIMARY", "UNIQUE", "CHECK", "FOREIGN", "EXCLUDE"]);

/** One action of ALTER TABLE (`ADD COLUMN ...`, `DROP CONSTRAINT ...`, `ALTER COLUMN ... TYPE ...`). */
function classifyTableAction(action: SqlToken[], schemaBefore: SchemaBefore): BreakingKind | undefined {
  switch (keyword(action[0])) {
    case "RENAME":
      return "rename";
    case "SET":
      return keywordsAt(action, 1, "SCHEMA") ? "set-schema" : undefined;
    case "DROP": {
      if (keywordsAt(action, 1, "CONSTRAINT")) {
        const name = nameOf(action[skip(action, 2, "IF", "EXISTS")]);
        return name !== undefined && schemaBefore.isCheckOrForeignKey(name) ? undefined : "drop-constraint";
      }
      return "drop-column";
    }
    case "ALTER": {
      if (keywordsAt(action, 1, "CONSTRAINT")) return undefined;
      const change = skip(action, 1, "COLUMN") + 1;
      if (keywordsAt(action, change, "TYPE") || keywordsAt(action, change, "SET", "DATA", "TYPE")) return "change-type";
      if (keywordsAt(action, change, "SET", "NOT", "NULL")) return "set-not-null";
      if (keywordsAt(action, change, "DROP", "DEFAULT") || keywordsAt(action, change, "DROP", "IDENTITY")) {
        return "drop-default";
      }
      return undefined;
    }
    case "ADD": {
      if (constraintStarts.has(keyword(action[1]) ?? "")) return undefined;
      const column = skip(action, skip(action, 1, "COLUMN"), "IF", "NOT", "EXISTS");
      const definition = topLevelKeywords(action.slice(column + 1));
      const required = hasSequence(definition, "NOT", "NULL") || hasSequence(definition, "PRIMARY", "KEY");
      const filled =
        definition.includes("DEFAULT") || definition.includes("GENERATED") || serialTypes.has(definition[0] ?? "");
      return required && !filled ? "add-required-column" : undefined;
    }
    default:
      return undefined;
  }
}

function classifyAlterTable(tokens: SqlToken[], schemaBefore: SchemaBefore): BreakingKind[] {
  const afterTable = readQualifiedName(tokens, skip(tokens, skip(tokens, 2, "IF", "EXISTS"), "ONLY")).next;
  const start = tokens[afterTable]?.text === "*" ? afterTable + 1 : afterTable;
  return splitTopLevel(tokens.slice(start)).flatMap((action) => classifyTableAction(action, schemaBefore) ?? []);
}

function classifyDrop(tokens: SqlToken[], schemaBefore: SchemaBefore): BreakingKind[] {
  if (!keywordsAt(tokens, 1, "INDEX")) return ["drop-object"];
  const names = skip(tokens, skip(tokens, 2, "CONCURRENTLY"), "IF", "EXISTS");
  const dropsOnlyPlainIndexes = splitTopLevel(tokens.slice(names)).every((part) => {
    const { name } = readQualifiedName(part, 0);
    return name !== undefined && schemaBefore.isPlainIndex(name);
  });
  return dropsOnlyPlainIndexes ? [] : ["drop-index"];
}

/** ALTER of anything but a table (type, enum, view, sequence, index, function, schema). */
function classifyAlterOther(tokens: SqlToken[]): BreakingKind[] {
  const words = topLevelKeywords(tokens);
  if (words.includes("RENAME")) return ["rename"];
  if (hasSequence(words, "SET", "SCHEMA")) return ["set-schema"];
  return [];
}

function classifyDdl(tokens: SqlToken[], schemaBefore: SchemaBefore): BreakingKind[] {
  if (keywordsAt(tokens, 0, "ALTER", "TABLE")) return classifyAlterTable(tokens, schemaBefore);
  if (keywordsAt(tokens, 0, "ALTER")) return classifyAlterOther(tokens);
  if (keywordsAt(tokens, 0, "DROP")) return classifyDrop(tokens, schemaBefore);
  return [];
}

/**
 * A DO block runs its body now: its statements are read like the migration's
 * own, from their first ALTER or DROP (after plpgsql's BEGIN, IF ... THEN),
 * and so are the literals it EXECUTEs.
 */
function classifyDoBody(body: string, schemaBefore: SchemaBefore): BreakingKind[] {
  return splitSqlStatements(body).flatMap(({ tokens }) => {
    const executed = tokens.flatMap((token, at) =>
      keyword(tokens[at - 1]) === "EXECUTE" && token.kind === "literal"
        ? classifyStatementTokens(splitSqlStatements(token.text)[0]?.tokens ?? [], schemaBefore)
        : [],
    );
    const ddlStart = tokens.findIndex((token) => keyword(token) === "ALTER" || keyword(token) === "DROP");
    return [...(ddlStart < 0 ? [] : classifyDdl(tokens.slice(ddlStart), schemaBefore)), ...executed];
  });
}

function classifyStatementTokens(tokens: SqlToken[], schemaBefore: SchemaBefore): BreakingKind[] {
  if (keywordsAt(tokens, 0, "DO")) {
    const body = tokens.find((token) => token.kind === "literal");
    return body ? classifyDoBody(body.text, schemaBefore) : [];
  }
  return classifyDdl(tokens, schemaBefore);
}

const isReviewed = (statement: SqlStatement) =>
  statement.comments.some((comment) => {
    const lower = comment.toLowerCase();
    return lower.startsWith(reviewedMarker) && comment.slice(reviewedMarker.length).trim().length > 0;
  });

/**
 * The statements of a migration that the previous release may fail on, but
 * those marked as reviewed (`-- unused by the previous release: <why>` right
 * above). Function bodies are not read: they run later, not at migration.
 */
export function findBreakingChanges(sql: string, schemaBefore: SchemaBefore = unknownSchemaBefore): BreakingChange[] {
  return splitSqlStatements(sql)
    .filter((statement) => !isReviewed(statement))
    .flatMap((statement) =>
      [...new Set(classifyStatementTokens(statement.tokens, schemaBefore))].map((kind) => ({
        kind,
        statement: statement.text,
        why: why[kind],
      })),
    );
}
