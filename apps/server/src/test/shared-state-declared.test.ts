import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { filesThatMockModules } from "../../vitest.mocking-files";

// Tests stand alone (docs/architecture.md#tests-order): `useTestApp(engine)` gives each test a fresh
// app on a database emptied back to its migrated state. A file that opens one app or database for all
// its tests instead (in a `beforeAll`, `useTestApp` with `share: "file"`, or a module's suite helper) says what its tests share
// and why that is safe, in a line comment starting "// Tests share ".
const sourceRoot = join(import.meta.dirname, "..");
const projectRoot = join(sourceRoot, "..");
// The helpers that open one for a whole file: startListeningApp (GraphQL), useSearchSuite (search).
const opensSharedState =
  /\b(?:buildTestApp|openTestDatabase|openDatabase|startListeningApp|useSearchSuite)\(|share:\s*"file"/;
const saysWhy = /^\s*\/\/ Tests share \S/m;

function testFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFilesUnder(path);
    return entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

describe("server test files that share state between their tests", () => {
  it("each say what they share and why", () => {
    const silent = testFilesUnder(sourceRoot)
      .filter((path) => path !== import.meta.filename)
      .filter((path) => {
        const text = readFileSync(path, "utf8");
        return opensSharedState.test(text) && !saysWhy.test(text);
      })
      .map((path) => relative(sourceRoot, path));
    expect(silent).toEqual([]);
  });

  it("recognises a file that shares without saying why, and one that says it", () => {
    expect(opensSharedState.test("beforeAll(async () => { app = buildTestApp(database); });")).toBe(true);
    expect(opensSharedState.test('const t = useTestApp(engine, { share: "file" });')).toBe(true);
    expect(opensSharedState.test("const t = useTestApp(engine);")).toBe(false);
    expect(saysWhy.test("  // Tests share one app: each builds its own organism.\n")).toBe(true);
    expect(saysWhy.test("// tests share\n")).toBe(false);
  });
});

// The server project shares modules between the files of a worker (vitest.config.ts): a file that mocks
// a module must run in the isolated project, or its mock may not apply, or may leak into the next file.
describe("server test files that mock a module", () => {
  it("are exactly the files the isolated project runs", () => {
    const mocking = testFilesUnder(sourceRoot)
      .filter((path) => path !== import.meta.filename)
      .filter((path) => /\bvi\.(?:mock|doMock)\(/.test(readFileSync(path, "utf8")))
      .map((path) => relative(projectRoot, path))
      .sort();
    expect(mocking).toEqual([...filesThatMockModules].sort());
  });
});
