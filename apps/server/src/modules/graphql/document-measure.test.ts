import { parse } from "graphql";
import { describe, expect, it } from "vitest";
import { doublingFragments } from "../../test/hostile-graphql-documents";
import { measureOperations } from "./document-measure";

describe("measureOperations", () => {
  it("counts fields, depth, aliases and introspection roots, inline fragments included", () => {
    const [measure] = measureOperations(
      parse(`{ a: me { id } sites { nodes { ... on Site { id name } } } __schema { types { name } } }`).definitions,
    );
    expect(measure).toEqual({ fields: 9, depth: 3, aliases: 1, introspection: 1 });
  });

  it("measures a fragment once however often it is spread: 60 doubling levels hold 2^61 fields", () => {
    const [measure] = measureOperations(parse(doublingFragments(60)).definitions);
    // Each level doubles the one below: F0 holds 2 fields, F60 2^61.
    expect(measure?.fields).toBe(2 ** 61);
    expect(measure?.depth).toBe(2);
  });

  it("counts a fragment's aliases and introspection each time it is spread", () => {
    const document = parse(`{ ...A ...A ...A } fragment A on Query { x: __schema { queryType { name } } }`);
    expect(measureOperations(document.definitions)).toEqual([{ fields: 9, depth: 3, aliases: 3, introspection: 3 }]);
  });

  it("counts a fragment cycle as nothing within itself (graphql's NoFragmentCycles refuses it)", () => {
    const document = parse(`{ ...A } fragment A on Query { me { id } ...B } fragment B on Query { ...A }`);
    expect(measureOperations(document.definitions)).toEqual([{ fields: 2, depth: 2, aliases: 0, introspection: 0 }]);
  });

  it("measures each operation of a document on its own", () => {
    const document = parse(`query One { me { id } } query Two { me { id email } }`);
    expect(measureOperations(document.definitions).map((measure) => measure.fields)).toEqual([2, 3]);
  });
});
