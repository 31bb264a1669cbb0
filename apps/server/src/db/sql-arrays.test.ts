import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { engineDependentEngines } from "../test/test-database";
import { useTestApp } from "../test/use-test-app";
import { arrayLiteral, sqlArray, unnestItems } from "./sql-arrays";

describe("array literals", () => {
  it("quote every string, leave numbers, instants and NULL bare", () => {
    expect(arrayLiteral([])).toBe("{}");
    expect(arrayLiteral([1, -2, 3n, null])).toBe("{1,-2,3,NULL}");
    expect(arrayLiteral([true, false])).toBe("{t,f}");
    expect(arrayLiteral([new Date("2026-03-04T05:06:07.089Z")])).toBe("{2026-03-04T05:06:07.089Z}");
    expect(arrayLiteral(['a"b', "c\\d", "NULL", ""])).toBe('{"a\\"b","c\\\\d","NULL",""}');
  });

  it("refuse what has no text form", () => {
    expect(() => arrayLiteral([{}])).toThrow(TypeError);
  });
});

// Engine-dependent by purpose: both drivers send the literal as text, and each server must read it back as sent.
describe.each(engineDependentEngines)("array parameters on %s", (engine) => {
  const t = useTestApp(engine);

  it("come back as the values sent, whatever the characters of a string", async () => {
    const texts = ['a"b', "c\\d", "NULL", "", "{x,y}", " spaced ", "Zürich, 東京", null];
    const { rows } = await t.db.execute<{ texts: (string | null)[] }>(sql`select ${sqlArray(texts, "text")} as texts`);
    expect(rows[0]?.texts).toEqual(texts);
  });

  it("unnest one row an item, each column of its type", async () => {
    const stamp = new Date("2026-03-04T05:06:07.089Z");
    const items = [
      { id: 1, big: 9_007_199_254_740_991, on: true, at: stamp, name: "un" },
      { id: 2, big: 0, on: false, at: null, name: null },
    ];
    const { rows } = await t.db.execute<{ id: number; on: boolean; at: Date | null; name: string | null }>(sql`
      select id, big::text as big, "on", at, name from ${unnestItems(items, [
        [(item) => item.id, "integer"],
        [(item) => item.big, "bigint"],
        [(item) => item.on, "boolean"],
        [(item) => item.at, "timestamptz"],
        [(item) => item.name, "text"],
      ])} as u(id, big, "on", at, name) order by id`);
    expect(rows).toEqual([
      { id: 1, big: "9007199254740991", on: true, at: stamp, name: "un" },
      { id: 2, big: "0", on: false, at: null, name: null },
    ]);
  });
});
