import { describe, expect, it } from "vitest";
import { splitSqlStatements } from "./sql-statements";

describe("splitSqlStatements", () => {
  it("cuts at semicolons and Drizzle's breakpoints, keeping each statement's text", () => {
    const statements = splitSqlStatements(
      'ALTER TABLE "a" ADD COLUMN "b" text;--> statement-breakpoint\nCREATE INDEX "a_b_idx" ON "a" ("b");\n',
    );
    expect(statements.map(({ text }) => text)).toEqual([
      'ALTER TABLE "a" ADD COLUMN "b" text',
      'CREATE INDEX "a_b_idx" ON "a" ("b")',
    ]);
    expect(statements[0]?.comments).toEqual([]);
    expect(statements[1]?.comments).toEqual([]);
  });

  it("keeps semicolons and keywords inside literals, quoted identifiers, dollar quotes and comments", () => {
    const statements = splitSqlStatements(
      [
        "INSERT INTO notes VALUES ('drop; it''s', E'a\\'; b');",
        'ALTER TABLE "x;y" ADD COLUMN "rename" text; /* a ; /* nested ; */ comment */',
        "CREATE FUNCTION f() RETURNS void LANGUAGE plpgsql AS $body$ BEGIN PERFORM 1; END $body$;",
        "DO $$ BEGIN NULL; END $$",
      ].join("\n"),
    );
    expect(statements).toHaveLength(4);
    expect(statements[0]?.tokens.filter(({ kind }) => kind === "literal").map(({ text }) => text)).toEqual([
      "drop; it's",
      "a'; b",
    ]);
    expect(statements[1]?.tokens.map(({ kind, text }) => `${kind}:${text}`)).toEqual([
      "word:ALTER",
      "word:TABLE",
      "quoted-identifier:x;y",
      "word:ADD",
      "word:COLUMN",
      "quoted-identifier:rename",
      "word:text",
    ]);
    expect(statements[2]?.tokens.at(-1)).toEqual({ kind: "literal", text: " BEGIN PERFORM 1; END " });
    expect(statements[3]?.tokens[1]).toEqual({ kind: "literal", text: " BEGIN NULL; END " });
  });

  it("gives each statement the line comments written right above it", () => {
    const [first, second] = splitSqlStatements(
      "-- why the first\n-- and more\nDROP TABLE a; -- above the second\nDROP TABLE b -- inside, not above\n;",
    );
    expect(first?.comments).toEqual(["why the first", "and more"]);
    expect(second?.comments).toEqual(["above the second"]);
  });

  it("refuses SQL that PostgreSQL would refuse for an unterminated literal", () => {
    expect(() => splitSqlStatements("SELECT 'open")).toThrow(/Unterminated string literal/);
    expect(() => splitSqlStatements("DO $$ BEGIN")).toThrow(/Unterminated dollar-quoted string/);
  });
});
