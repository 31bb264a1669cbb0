import { describe, expect, it } from "vitest";
import { AppError } from "../../../errors/app-error";
import { luceneRegexpToPostgres, maxRegexpLength } from "./lucene-regexp";

const path = "aggs.t.terms.include";

function refusal(pattern: string): { code: string; errors: Record<string, string[]> } {
  try {
    luceneRegexpToPostgres(pattern, path);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, errors: error.errors as Record<string, string[]> };
    throw error;
  }
  throw new Error(`${pattern} was accepted`);
}

describe("Lucene regular expressions as PostgreSQL AREs", () => {
  it.each([
    ["abc", "^(?:abc)$"],
    ["", "^$"],
    ["a.c", "^(?:a.c)$"],
    ["Hotel.*", "^(?:Hotel(?:.)*)$"],
    ["ab+c?", "^(?:a(?:b)+(?:c)?)$"],
    ["a{2}b{1,3}c{2,}", "^(?:(?:a){2}(?:b){1,3}(?:c){2,})$"],
    ["cat|dog", "^(?:(?:cat|dog))$"],
    ["(ab)*", "^(?:(?:ab)*)$"],
    ["a()b", "^(?:ab)$"],
    ["[a-z0-9]+", "^(?:(?:[a-z0-9])+)$"],
    ["[^abc]", "^(?:[^abc])$"],
    ["[]a]", "^(?:[\\]a])$"],
    ["[a-]", "^(?:[a\\-])$"],
    ["[.^$\\\\]", "^(?:[\\.\\^\\$\\\\])$"],
    ["\\d\\D", "^(?:[0-9][^0-9])$"],
    ["\\w", "^(?:[a-zA-Z0-9\\_])$"],
    ["@", "^(?:(?:.*))$"],
    ['"a.b*"c', "^(?:a\\.b\\*c)$"],
    ["\\.\\*\\(\\~", "^(?:\\.\\*\\(\\~)$"],
    ["é中 x", "^(?:é中\\ x)$"],
    // PostgreSQL's own escapes are Lucene literals: nothing reaches it as \m, \y, \1 or (?=.
    ["\\m\\y", "^(?:my)$"],
    ["[\\1-\\3]x", "^(?:[1-3]x)$"],
    ["a$b^", "^(?:a\\$b\\^)$"],
  ])("%s reads as %s", (pattern, expected) => {
    expect(luceneRegexpToPostgres(pattern, path)).toBe(expected);
  });

  it("refuses the backreference attack, and any escaped digit outside a class, naming the field", () => {
    for (const pattern of ["(.*)(.*)(.*)(.*)(.*)(.*)(.*)(.*)\\8\\7\\6\\5\\4\\3\\2\\1", "(a)\\1", "\\0"]) {
      expect(refusal(pattern)).toEqual({ code: "WRONG_PARAMETERS", errors: { [path]: ["search.unsupported"] } });
    }
  });

  it("makes every group non-capturing, so no lookaround or option can be written", () => {
    for (const pattern of ["(?=a)", "(?!a)", "(?i)a", "(?<=a)b"]) {
      expect(refusal(pattern)).toEqual({ code: "WRONG_PARAMETERS", errors: { [path]: ["search.invalid"] } });
    }
    expect(luceneRegexpToPostgres("(a\\?=b)", path)).toBe("^(?:a\\?\\=b)$");
  });

  it.each([
    ["a~b", "search.unsupported"],
    ["a&b", "search.unsupported"],
    ["<1-10>", "search.unsupported"],
    ["#", "search.unsupported"],
    ["*abc", "search.invalid"],
    ["a|", "search.invalid"],
    ["(ab", "search.invalid"],
    ["ab)", "search.invalid"],
    ["[ab", "search.invalid"],
    ["[z-a]", "search.invalid"],
    ["[\\d]", "search.unsupported"],
    ['"ab', "search.invalid"],
    ["a{3,1}", "search.invalid"],
    ["a{,3}", "search.invalid"],
    ["a\\", "search.invalid"],
    ["a{101}", "search.too_large"],
    ["((a{20}){20}){20}", "search.too_large"],
    ["((((((((((((a))))))))))))", "search.too_large"],
  ])("refuses %s as %s, naming the field", (pattern, key) => {
    expect(refusal(pattern)).toEqual({ code: "WRONG_PARAMETERS", errors: { [path]: [key] } });
  });

  it("bounds the length", () => {
    expect(luceneRegexpToPostgres("a".repeat(maxRegexpLength), path)).toHaveLength(maxRegexpLength + 6);
    expect(refusal("a".repeat(maxRegexpLength + 1)).errors).toEqual({ [path]: ["search.too_large"] });
  });
});
